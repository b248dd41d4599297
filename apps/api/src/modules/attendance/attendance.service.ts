import {
  ATTENDANCE_MINIMUM,
  ATTENDANCE_WARNING,
  type AttendanceChangeDto,
  type AttendanceMark,
  type AttendanceRollDto,
  type AttendanceRulesDto,
  type AttendanceWatchDto,
  type StudentAttendanceDto,
  presentShare,
} from '@portal/shared/attendance';
import { daysFrom, networkToday } from '@portal/shared/common/days';
import { can } from '@portal/shared/permissions';
import type { Db } from '../../db/client';
import { AppError, invalidField, mustFind } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { findClassInScope } from '../organisation';
import {
  type MarkChange,
  type TotalsDelta,
  acceptSave,
  addToTotals,
  changesOfDay,
  findStudent,
  recordChanges,
  rollMembers,
  rollOfDay,
  savedMarks,
  studentAbsences,
  studentMonths,
  studentTotals,
  writeMarks,
} from './attendance.repository';
import { watchedStudents } from './attendance.watch';

/** The setting of the roll's window: the days a Professor may still change a day's roll (`ATTENDANCE_EDIT_DAYS`). */
export interface AttendancePolicy {
  editDays: number;
}

export function attendanceRules(policy: AttendancePolicy): AttendanceRulesDto {
  return { hoje: networkToday(), diasEdicao: policy.editDays, minimo: ATTENDANCE_MINIMUM, alerta: ATTENDANCE_WARNING };
}

/** A class's roll of a day: the class must be in the caller's scope (404 otherwise, as every class route answers). */
export async function dayRoll(db: Db, viewer: Viewer, classId: number, day: string): Promise<AttendanceRollDto> {
  await mustFind(findClassInScope(db, viewer, classId));
  return rollOfDay(db, classId, day);
}

/** The changes of a class's saved day. */
export async function dayChanges(db: Db, viewer: Viewer, classId: number, day: string): Promise<AttendanceChangeDto[]> {
  await mustFind(findClassInScope(db, viewer, classId));
  return changesOfDay(db, classId, day);
}

const isAbsence = (mark: { indPresente: string }) => (mark.indPresente === 'N' ? 1 : 0);
const isJustified = (mark: { indPresente: string; dscJustificativa?: string | null }) =>
  mark.indPresente === 'N' && mark.dscJustificativa ? 1 : 0;

const sameMark = (a: { indPresente: string; dscJustificativa: string | null }, b: AttendanceMark) =>
  a.indPresente === b.indPresente && (a.dscJustificativa ?? null) === (b.dscJustificativa ?? null);

/**
 * Saves a class's day at once, in one transaction (all or nothing): no day in the future; only the
 * class's students (or those already marked that day); a Professor within the setting's days, the unit's
 * coordination at any time; each changed mark into the history. A save whose browser id was already
 * received writes nothing again. Answers the day's roll as it now stands.
 */
export async function saveRoll(
  db: Db,
  viewer: Viewer,
  classId: number,
  day: string,
  marks: AttendanceMark[],
  saveKey: string | undefined,
  policy: AttendancePolicy,
): Promise<AttendanceRollDto> {
  const age = daysFrom(day, networkToday());
  if (age < 0) throw invalidField('data', 'attendanceFutureDay');
  await db.transaction(async (tx) => {
    // The class's row locked: two saves of one class take turns, so each sees the other's marks.
    await mustFind(findClassInScope(tx, viewer, classId, true));
    if (age > policy.editDays && !can(viewer.profile, 'attendance:late')) throw new AppError(403, 'FORBIDDEN', 'attendanceEditClosed');
    if (saveKey !== undefined && !(await acceptSave(tx, saveKey, classId, day, viewer.userId))) return;
    const ids = marks.map((m) => m.codBseUsuario);
    const allowed = await rollMembers(tx, classId, day, ids);
    if (ids.some((id) => !allowed.has(id))) throw invalidField('codBseUsuario', 'attendanceNotInClass');
    const before = new Map((await savedMarks(tx, classId, day)).map((m) => [m.codBseUsuario, m]));
    const changes: MarkChange[] = [];
    const written: AttendanceMark[] = [];
    const deltas: TotalsDelta[] = [];
    for (const mark of marks) {
      const saved = before.get(mark.codBseUsuario);
      if (saved && sameMark(saved, mark)) continue;
      if (saved) changes.push({ codBseUsuario: mark.codBseUsuario, before: saved, after: mark });
      written.push(mark);
      deltas.push({
        codBseUsuario: mark.codBseUsuario,
        dias: saved ? 0 : 1,
        faltas: isAbsence(mark) - (saved ? isAbsence(saved) : 0),
        justificadas: isJustified(mark) - (saved ? isJustified(saved) : 0),
      });
    }
    await recordChanges(tx, classId, day, viewer.userId, changes);
    await writeMarks(tx, classId, day, viewer.userId, written);
    await addToTotals(tx, classId, deltas);
  });
  return rollOfDay(db, classId, day);
}

async function attendanceOf(db: Db, student: { codBseUsuario: number; nomUsuario: string }): Promise<StudentAttendanceDto> {
  const [totals, meses, ausencias] = await Promise.all([
    studentTotals(db, student.codBseUsuario),
    studentMonths(db, student.codBseUsuario),
    studentAbsences(db, student.codBseUsuario),
  ]);
  return { ...student, ...totals, percentual: presentShare(totals.dias, totals.faltas), meses, ausencias };
}

/** The student's own attendance (/frequencia). */
export async function ownAttendance(db: Db, viewer: Viewer): Promise<StudentAttendanceDto> {
  return attendanceOf(db, await mustFind(findStudent(db, { kind: 'network', userId: viewer.userId }, viewer.userId)));
}

/** A student's attendance for the staff who watch the 75% rule: the student must be in their scope. */
export async function studentAttendance(db: Db, viewer: Viewer, studentId: number): Promise<StudentAttendanceDto> {
  return attendanceOf(db, await mustFind(findStudent(db, viewer, studentId)));
}

/** The students of the caller's scope under 80% of present days (the lowest first) and the counts under 75% and 80%. */
export async function attendanceWatch(db: Db, viewer: Viewer): Promise<AttendanceWatchDto> {
  const rows = await watchedStudents(db, viewer);
  const under = rows[0]?.abaixo ?? 0;
  return {
    abaixo: under,
    alerta: (rows[0]?.total ?? 0) - under,
    alunos: rows.map(({ abaixo: _under, total: _total, ...student }) => student),
  };
}
