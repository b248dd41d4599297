import { PROFILE } from '@portal/shared/common/profiles';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseFrequencia, bseFrequenciaHistorico, bseFrequenciaResumo } from '../../db/schema';
import { insertFromJson } from './batch';
import type { HistoryContext } from './context';
import { Random } from './random';

type Mark = typeof bseFrequencia.$inferInsert;
type Change = typeof bseFrequenciaHistorico.$inferInsert;

/** The reasons families give, as a school writes them. */
const REASONS = ['Atestado médico', 'Consulta médica', 'Doença na família', 'Viagem da família', 'Consulta odontológica'];

/**
 * Attendance (issue 26): each class's roll on every school day of the last 60 days, taken by its Professor in
 * the morning. Most students miss a day now and then; in each class with three or more students one misses
 * often enough to fall under the 75% rule and another is near it, so the staff's home and the Frequência
 * report have someone to show. About half the absences are justified, some of them by the coordination the
 * day after (a change in the roll's history). The demo student AUCE-0004 is almost always there.
 */
export async function seedAttendance(tx: Tx, ctx: HistoryContext): Promise<number> {
  const random = new Random('attendance');
  const days = ctx.days.schoolDays(-60, -1);
  const marks: Mark[] = [];
  const changes: Change[] = [];
  for (const schoolClass of ctx.classes) {
    const teacher = schoolClass.teachers[0];
    if (!teacher || schoolClass.students.length === 0) continue;
    const coordination = ctx.people.find((p) => p.profile === PROFILE.COORDENADOR && p.unitId === schoolClass.unitId);
    // Who misses which day: the last student of a larger class every third day (67%, under the rule), the one
    // before them two days in nine (78%, near it), the others now and then at random.
    const size = schoolClass.students.length;
    const misses = new Map<number, (dayIndex: number) => boolean>(
      schoolClass.students.map((s, i) => {
        if (size >= 3 && i === size - 1) return [s.id, (d) => d % 3 === 0];
        if (size >= 3 && i === size - 2) return [s.id, (d) => d % 9 === 0 || d % 9 === 4];
        const rate = s.login === 'AUCE-0004' ? 0.05 : 0.02 + random.next() * 0.08;
        return [s.id, () => random.chance(rate)];
      }),
    );
    for (const [dayIndex, day] of days.entries()) {
      const takenAt = ctx.days.at(day, 7, random.int(15, 50));
      for (const student of schoolClass.students) {
        const absent = misses.get(student.id)!(dayIndex);
        const reason = absent && random.chance(0.5) ? random.pick(REASONS) : null;
        const mark: Mark = {
          codBseTurma: schoolClass.id,
          datAula: day,
          codBseUsuario: student.id,
          indPresente: absent ? 'N' : 'S',
          dscJustificativa: reason,
          codUsuarioRegistro: teacher.id,
          datRegistro: takenAt,
        };
        marks.push(mark);
        // The note brought the next day: the coordination adds the justification to the absence.
        if (reason && coordination && random.chance(0.3)) {
          changes.push({
            codBseTurma: schoolClass.id,
            datAula: day,
            codBseUsuario: student.id,
            indPresenteAnterior: 'N',
            dscJustificativaAnterior: null,
            indPresenteNovo: 'N',
            dscJustificativaNova: reason,
            codUsuario: coordination.id,
            datAlteracao: ctx.days.at(ctx.days.add(day, 1), 10, random.int(0, 59)),
          });
        }
      }
    }
  }
  await insertFromJson(tx, bseFrequencia, marks);
  await insertFromJson(tx, bseFrequenciaHistorico, changes);
  // Each student's totals per class, as a save counts them.
  const f = bseFrequencia;
  await tx.insert(bseFrequenciaResumo).select(
    tx
      .select({
        codBseUsuario: f.codBseUsuario,
        codBseTurma: f.codBseTurma,
        numDias: sql<number>`count(*)::integer`.as('num_dias'),
        numFaltas: sql<number>`(count(*) filter (where ${f.indPresente} = 'N'))::integer`.as('num_faltas'),
        numJustificadas: sql<number>`(count(*) filter (where ${f.dscJustificativa} is not null))::integer`.as('num_justificadas'),
      })
      .from(f)
      .groupBy(f.codBseUsuario, f.codBseTurma),
  );
  return marks.length;
}
