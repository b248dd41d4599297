import type { Tx } from '../../db/client';
import { bseNota, bseNotaHistorico, bseQuestaoResposta } from '../../db/schema';
import { ACTIVITIES, isMultipleChoice } from './activity-definitions';
import type { HistoryContext, Person } from './context';
import { later } from './days';
import { Random } from './random';

/** The ids the activities, their questions and their options were stored under. */
export interface StoredActivities {
  activityId: (name: string) => number;
  questionId: (activity: string, titulo: string) => number;
  optionId: (question: number, order: number) => number;
}

/** A grade as the table takes it: 0 to 10 in steps of 0.5. */
const halfSteps = (value: number) => Math.max(0, Math.min(10, Math.round(value * 2) / 2));

/**
 * The students' work on the activities given, as each class's outcomes say (`bse_questao_resposta`; the database
 * keeps the submissions, their grade and whether they were late: migrations 0017 and 0025), graded: the
 * multiple-choice answers automatically when sent, the discursive ones by the class's Professor a few days later,
 * some not yet. Each grade kept in the grades' audit trail.
 */
export async function seedSubmissions(
  tx: Tx,
  ctx: HistoryContext,
  { activityId, questionId, optionId }: StoredActivities,
): Promise<{ submissions: number; grades: number }> {
  // The activities' stream (random.ts): nothing else of theirs draws from it.
  const random = new Random('activities');
  const { days } = ctx;
  const yesterday = days.fromToday(-1);
  const due = (n: number) => days.schoolDayFromToday(n);

  const answers: (typeof bseQuestaoResposta.$inferInsert)[] = [];
  const grades: { row: typeof bseNota.$inferInsert; automatic: boolean }[] = [];
  const ability = new Map<number, number>();
  const abilityOf = (student: Person) => {
    if (!ability.has(student.id)) ability.set(student.id, 0.5 + random.next() * 0.45);
    return ability.get(student.id)!;
  };
  for (const a of ACTIVITIES) {
    for (const c of a.classes) {
      const cls = ctx.schoolClass(c.name);
      const teacher = cls.teachers[0]!;
      const dueDay = due(c.due);
      for (const [place, student] of cls.students.entries()) {
        const outcome = c.outcomes[place % c.outcomes.length]!;
        if (outcome === 'notSent') continue;
        const late = outcome === 'late' || outcome === 'lateAwaiting';
        const sentDay = late ? days.add(dueDay, random.int(1, 3)) : days.add(dueDay < yesterday ? dueDay : yesterday, -random.int(0, 3));
        const sent = days.at(sentDay, random.int(14, 21), random.int(0, 59));
        const graded = outcome === 'graded' || outcome === 'late';
        const gradedAt = (() => {
          const day = days.add(sentDay, random.int(1, 3));
          return day <= yesterday ? days.at(day, random.int(19, 22), random.int(0, 59)) : later(sent, 90);
        })();
        const skill = abilityOf(student);
        const ids = { codBseAtividade: activityId(a.name), codBseUsuario: student.id };
        for (const q of a.questions) {
          const codBseQuestao = questionId(a.name, q.titulo);
          if (isMultipleChoice(q)) {
            const rightOrder = q.options.findIndex(([, right]) => right) + 1;
            const wrong = q.options.map((_, i) => i + 1).filter((order) => order !== rightOrder);
            const order = random.chance(skill) ? rightOrder : random.pick(wrong);
            answers.push({
              ...ids,
              codBseQuestao,
              codBseTurma: cls.id,
              codBseQuestaoOpcao: optionId(codBseQuestao, order),
              datResposta: sent,
            });
            grades.push({
              row: { ...ids, codBseQuestao, valor: order === rightOrder ? 10 : 0, datNota: sent, codUsuarioNota: null },
              automatic: true,
            });
          } else {
            // The better students tend to the better answers.
            const ranked = q.answers.length;
            const index = Math.min(ranked - 1, Math.floor((1 - skill) * ranked + random.next() * 1.5));
            const [text, quality] = q.answers[index]!;
            answers.push({ ...ids, codBseQuestao, codBseTurma: cls.id, resResposta: `<p>${text}</p>`, datResposta: sent });
            if (graded) {
              grades.push({
                row: {
                  ...ids,
                  codBseQuestao,
                  valor: halfSteps(quality * 10 - random.next()),
                  datNota: gradedAt,
                  codUsuarioNota: teacher.id,
                },
                automatic: false,
              });
            }
          }
        }
      }
    }
  }
  await tx.insert(bseQuestaoResposta).values(answers);
  const stored = await tx
    .insert(bseNota)
    .values(grades.map((g) => g.row))
    .returning({ id: bseNota.codBseNota, questionId: bseNota.codBseQuestao, userId: bseNota.codBseUsuario });
  const gradeOf = new Map(grades.map((g) => [`${g.row.codBseQuestao}:${g.row.codBseUsuario}`, g]));
  await tx.insert(bseNotaHistorico).values(
    stored.map((s) => {
      const { row, automatic } = gradeOf.get(`${s.questionId}:${s.userId}`)!;
      return {
        codBseNota: s.id,
        valorAnterior: null,
        valorNovo: row.valor,
        codUsuario: row.codUsuarioNota ?? null,
        datAlteracao: row.datNota,
        indAutomatica: automatic ? 'S' : 'N',
      };
    }),
  );
  const submissions = new Set(answers.map((r) => `${r.codBseAtividade}:${r.codBseUsuario}`)).size;
  return { submissions, grades: grades.length };
}
