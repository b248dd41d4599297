import { presentShare } from '@portal/shared/attendance';
import { addDays, networkToday } from '@portal/shared/common/days';
import { GUARDIAN_EVENT_DAYS, GUARDIAN_LIST_MAX, type ChildDto } from '@portal/shared/guardians';
import type { Db } from '../../db/client';
import type { Viewer } from '../../lib/viewer';
import { classEventsBetween } from '../calendar';
import {
  childAttendance,
  childGrades,
  childPending,
  childProgress,
  childRows,
  linkedChildrenClasses,
  linkedClassIds,
} from './child.repository';
import { requireConsent } from './consent.service';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * The children of each of these guardians (their page: one; the weekly summaries: a batch), in the same seven
 * statements whatever the number of guardians and children. A guardian without children is absent from the map.
 */
export async function childrenOfGuardians(db: Db, guardianIds: number[], today = networkToday()): Promise<Map<number, ChildDto[]>> {
  const [children, progress, pending, grades, attendance, classes, events] = await Promise.all([
    childRows(db, guardianIds),
    childProgress(db, guardianIds),
    childPending(db, guardianIds, today),
    childGrades(db, guardianIds),
    childAttendance(db, guardianIds),
    linkedChildrenClasses(db, guardianIds),
    classEventsBetween(db, linkedClassIds(db, guardianIds), today, addDays(today, GUARDIAN_EVENT_DAYS)),
  ]);
  const progressOf = new Map(progress.map((p) => [p.child, p]));
  const attendanceOf = new Map(attendance.map((a) => [a.child, a]));
  const pendingOf = groupBy(pending, (r) => r.child);
  const gradesOf = groupBy(grades, (r) => r.child);
  const classesOf = groupBy(classes, (r) => r.child);
  const eventsOf = groupBy(events, (e) => e.codBseTurma);
  const toDto = ({ guardian: _guardian, ...child }: (typeof children)[number]): ChildDto => {
    const id = child.codBseUsuario;
    const p = progressOf.get(id);
    const a = attendanceOf.get(id);
    const eventos = (classesOf.get(id) ?? [])
      .flatMap((c) => eventsOf.get(c.codBseTurma) ?? [])
      .sort((x, y) => x.datEvento.localeCompare(y.datEvento) || x.codCldCalendario - y.codCldCalendario)
      .map(({ codBseTurma: _class, ...event }) => event);
    return {
      ...child,
      progresso: { nomLivro: p?.nomLivro ?? null, concluidos: p?.concluidos ?? 0, total: p?.total ?? 0, estrelas: p?.estrelas ?? 0 },
      pendencias: (pendingOf.get(id) ?? []).slice(0, GUARDIAN_LIST_MAX).map(({ child: _child, ...rest }) => rest),
      notas: (gradesOf.get(id) ?? []).slice(0, GUARDIAN_LIST_MAX).map(({ child: _child, ...rest }) => rest),
      frequencia: { dias: a?.dias ?? 0, faltas: a?.faltas ?? 0, percentual: presentShare(a?.dias ?? 0, a?.faltas ?? 0) },
      eventos,
    };
  };
  const byGuardian = groupBy(children, (c) => c.guardian);
  return new Map([...byGuardian].map(([guardian, rows]) => [guardian, rows.map(toDto)]));
}

/** GET /api/responsavel/filhos: each linked child, read-only, once the current term is accepted. */
export async function childrenOf(db: Db, viewer: Viewer): Promise<ChildDto[]> {
  await requireConsent(db, viewer);
  return (await childrenOfGuardians(db, [viewer.userId])).get(viewer.userId) ?? [];
}
