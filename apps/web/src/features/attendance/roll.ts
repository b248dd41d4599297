import type { AttendanceMark, AttendanceRowDto } from '@portal/shared/attendance';

/** A student's mark as the roll's screen holds it: one tap moves it along present → absent → justified → present. */
export type MarkStatus = 'present' | 'absent' | 'justified';
export interface RollEntry {
  status: MarkStatus;
  reason: string;
}

export const NEXT_STATUS: Record<MarkStatus, MarkStatus> = { present: 'absent', absent: 'justified', justified: 'present' };

/** The screen's entries from the server's roll (or from a roll kept offline for the day). */
export function entriesOf(rows: AttendanceRowDto[], kept?: AttendanceMark[]): Map<number, RollEntry> {
  const source = new Map((kept ?? rows).map((m) => [m.codBseUsuario, m]));
  return new Map(
    rows.map((row) => {
      const mark = source.get(row.codBseUsuario) ?? row;
      const reason = mark.dscJustificativa ?? '';
      const status: MarkStatus = mark.indPresente === 'S' ? 'present' : reason ? 'justified' : 'absent';
      return [row.codBseUsuario, { status, reason }];
    }),
  );
}

/** The body of the save: every student, a reason only on a justified absence. */
export function marksOf(rows: AttendanceRowDto[], entries: Map<number, RollEntry>): AttendanceMark[] {
  return rows.map((row) => {
    const entry = entries.get(row.codBseUsuario) ?? { status: 'present', reason: '' };
    const reason = entry.status === 'justified' ? entry.reason.trim() : '';
    return { codBseUsuario: row.codBseUsuario, indPresente: entry.status === 'present' ? 'S' : 'N', dscJustificativa: reason || null };
  });
}
