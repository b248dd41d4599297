import { GUARDIAN_EVENT_DAYS, GUARDIAN_LIST_MAX, type ChildDto } from '@portal/shared/guardians';
import { addDays, networkToday } from '@portal/shared/common/days';
import { presentShare } from '@portal/shared/attendance';
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

function groupBy<T extends { child: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.child, [...(groups.get(row.child) ?? []), row]);
  return groups;
}

/** GET /api/responsavel/filhos: each linked child, read-only, once the current term is accepted. */
export async function childrenOf(db: Db, viewer: Viewer): Promise<ChildDto[]> {
  await requireConsent(db, viewer);
  const today = networkToday();
  const [children, progress, pending, grades, attendance, classes, events] = await Promise.all([
    childRows(db, viewer.userId),
    childProgress(db, viewer.userId),
    childPending(db, viewer.userId, today),
    childGrades(db, viewer.userId),
    childAttendance(db, viewer.userId),
    linkedChildrenClasses(db, viewer.userId),
    classEventsBetween(db, linkedClassIds(db, viewer.userId), today, addDays(today, GUARDIAN_EVENT_DAYS)),
  ]);
  const progressOf = new Map(progress.map((p) => [p.child, p]));
  const pendingOf = groupBy(pending);
  const gradesOf = groupBy(grades);
  const attendanceOf = new Map(attendance.map((a) => [a.child, a]));
  const classesOf = groupBy(classes);
  return children.map((child) => {
    const p = progressOf.get(child.codBseUsuario);
    const a = attendanceOf.get(child.codBseUsuario);
    const own = new Set((classesOf.get(child.codBseUsuario) ?? []).map((c) => c.codBseTurma));
    return {
      ...child,
      progresso: { nomLivro: p?.nomLivro ?? null, concluidos: p?.concluidos ?? 0, total: p?.total ?? 0, estrelas: p?.estrelas ?? 0 },
      pendencias: (pendingOf.get(child.codBseUsuario) ?? []).slice(0, GUARDIAN_LIST_MAX).map(({ child: _c, ...rest }) => rest),
      notas: (gradesOf.get(child.codBseUsuario) ?? []).slice(0, GUARDIAN_LIST_MAX).map(({ child: _c, ...rest }) => rest),
      frequencia: { dias: a?.dias ?? 0, faltas: a?.faltas ?? 0, percentual: presentShare(a?.dias ?? 0, a?.faltas ?? 0) },
      eventos: events.filter((e) => e.codBseTurma !== null && own.has(e.codBseTurma)).map(({ codBseTurma: _t, ...rest }) => rest),
    };
  });
}
