import type { Tx } from '../../db/client';
import { bseAtividade, bseAtividadeTurma, bseQuestao, bseQuestaoOpcao } from '../../db/schema';
import { ACTIVITIES, isMultipleChoice } from './activity-definitions';
import type { HistoryContext } from './context';
import type { Day } from './days';
import { seedSubmissions } from './submissions';

export interface ActivitiesSummary {
  activities: number;
  submissions: number;
  grades: number;
  /** The due days given, for the calendar's count. */
  dueDays: Day[];
}

/**
 * Six activities given to the three classes with due days (past and coming), answered by their students and
 * graded (submissions.ts).
 */
export async function seedActivities(tx: Tx, ctx: HistoryContext): Promise<ActivitiesSummary> {
  const { days } = ctx;
  const master = ctx.person('REMT-0001');
  const chapters = ctx.trainingPath.chapters;
  const due = (n: number) => days.schoolDayFromToday(n);

  const activities = await tx
    .insert(bseAtividade)
    .values(
      ACTIVITIES.map((a) => ({
        nomAtividade: a.name,
        desDescricao: a.description,
        codTrlCapitulo: chapters[a.chapter]!.id,
        codUsuarioCriacao: master.id,
        datCriacao: days.at(days.fromToday(Math.min(...a.classes.map((c) => c.due)) - 20), 10),
      })),
    )
    .returning({ id: bseAtividade.codBseAtividade, name: bseAtividade.nomAtividade });
  const activityId = (name: string) => activities.find((a) => a.name === name)!.id;

  const questions = await tx
    .insert(bseQuestao)
    .values(
      ACTIVITIES.flatMap((a) =>
        a.questions.map((q) => ({
          codBseAtividade: activityId(a.name),
          titulo: q.titulo,
          enuEnunciado: q.enunciado,
          tipoQuestao: isMultipleChoice(q) ? 'MULTIPLA_ESCOLHA' : 'DISCURSIVA',
          resRespostaEsperada: isMultipleChoice(q) ? null : q.expected,
        })),
      ),
    )
    .returning({ id: bseQuestao.codBseQuestao, activityId: bseQuestao.codBseAtividade, titulo: bseQuestao.titulo });
  const questionId = (activity: string, titulo: string) =>
    questions.find((q) => q.activityId === activityId(activity) && q.titulo === titulo)!.id;

  const options = await tx
    .insert(bseQuestaoOpcao)
    .values(
      ACTIVITIES.flatMap((a) =>
        a.questions.filter(isMultipleChoice).flatMap((q) =>
          q.options.map(([descricao, right], i) => ({
            codBseQuestao: questionId(a.name, q.titulo),
            descricao,
            invalida: !right,
            numOrdem: i + 1,
          })),
        ),
      ),
    )
    .returning({ id: bseQuestaoOpcao.codBseQuestaoOpcao, questionId: bseQuestaoOpcao.codBseQuestao, order: bseQuestaoOpcao.numOrdem });
  const optionId = (question: number, order: number) => options.find((o) => o.questionId === question && o.order === order)!.id;

  await tx.insert(bseAtividadeTurma).values(
    ACTIVITIES.flatMap((a) =>
      a.classes.map((c) => ({
        codBseAtividade: activityId(a.name),
        codBseTurma: ctx.schoolClass(c.name).id,
        indAtivo: 'S',
        datEntrega: due(c.due),
      })),
    ),
  );

  const work = await seedSubmissions(tx, ctx, { activityId, questionId, optionId });
  return {
    activities: activities.length,
    submissions: work.submissions,
    grades: work.grades,
    dueDays: ACTIVITIES.flatMap((a) => a.classes.map((c) => due(c.due))),
  };
}
