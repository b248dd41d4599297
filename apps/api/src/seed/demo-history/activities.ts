import type { Tx } from '../../db/client';
import {
  bseAtividade,
  bseAtividadeTurma,
  bseNota,
  bseNotaHistorico,
  bseQuestao,
  bseQuestaoOpcao,
  bseQuestaoResposta,
} from '../../db/schema';
import type { HistoryContext, Person } from './context';
import { type Day, later } from './days';
import { Random } from './random';

/**
 * What became of one student's work: sent on time and graded, sent and awaiting the Professor's grade
 * (a discursive question; the multiple-choice ones are graded when sent), sent late (graded or not), not sent.
 */
type Outcome = 'graded' | 'awaiting' | 'late' | 'lateAwaiting' | 'notSent';

type Question =
  | { titulo: string; enunciado: string; options: [string, boolean][] }
  | { titulo: string; enunciado: string; expected: string; answers: [string, number][] };

interface ActivityDefinition {
  name: string;
  description: string;
  /** The chapter of the training path (0: O Sistema Solar, 1: Os Seres Vivos). */
  chapter: 0 | 1;
  questions: Question[];
  /** Each class given it: its due day (days from today, moved to a school day) and each student's outcome, by login. */
  classes: { name: string; due: number; outcomes: Outcome[] }[];
}

/** The history's marker: seedDemoHistory does nothing when an activity of this name exists. */
export const FIRST_HISTORY_ACTIVITY = 'A Lua e as estrelas';

/** Six activities on the training path's chapters (a network path every class may use), written by the Master. */
export const ACTIVITIES: ActivityDefinition[] = [
  {
    name: FIRST_HISTORY_ACTIVITY,
    description: 'A luz da Lua, as estrelas e as fases da Lua.',
    chapter: 0,
    questions: [
      {
        titulo: 'A luz da Lua',
        enunciado: '<p>A Lua tem luz própria?</p>',
        options: [
          ['Sim, como o Sol', false],
          ['Não, ela reflete a luz do Sol', true],
          ['Só na lua cheia', false],
        ],
      },
      {
        titulo: 'A estrela mais próxima',
        enunciado: '<p>Qual é a estrela mais próxima da Terra?</p>',
        options: [
          ['Sirius', false],
          ['O Sol', true],
          ['A Estrela Polar', false],
        ],
      },
      {
        titulo: 'As fases da Lua',
        enunciado: '<p>Por que vemos a Lua com formas diferentes ao longo do mês?</p>',
        expected: 'Porque, enquanto a Lua gira em torno da Terra, vemos partes diferentes da sua face iluminada pelo Sol.',
        answers: [
          ['Porque a Lua gira em volta da Terra e a gente vê só uma parte do lado iluminado pelo Sol.', 1],
          ['A parte iluminada pelo Sol que conseguimos ver muda conforme a Lua dá a volta na Terra.', 0.9],
          ['Porque a sombra da Terra cobre a Lua um pouco a cada dia.', 0.4],
          ['Porque a Lua muda de tamanho durante o mês.', 0.1],
        ],
      },
    ],
    classes: [{ name: '6º Ano A', due: -25, outcomes: ['graded', 'graded', 'late', 'graded', 'graded'] }],
  },
  {
    name: 'Planetas rochosos e gasosos',
    description: 'Os planetas do Sistema Solar e do que eles são feitos.',
    chapter: 0,
    questions: [
      {
        titulo: 'Um planeta gasoso',
        enunciado: '<p>Qual destes planetas é <strong>gasoso</strong>?</p>',
        options: [
          ['Marte', false],
          ['Júpiter', true],
          ['Mercúrio', false],
        ],
      },
      {
        titulo: 'O planeta vermelho',
        enunciado: '<p>Qual planeta é conhecido como o planeta vermelho?</p>',
        options: [
          ['Vênus', false],
          ['Marte', true],
          ['Netuno', false],
        ],
      },
      {
        titulo: 'Rochosos e gasosos',
        enunciado: '<p>Explique a diferença entre um planeta rochoso e um planeta gasoso.</p>',
        expected:
          'Um planeta rochoso tem superfície sólida, de rocha e metal; um gasoso é formado principalmente por gases e não tem superfície sólida.',
        answers: [
          ['O rochoso tem chão de pedra e dá para pisar; o gasoso é feito de gases e não tem superfície sólida.', 1],
          ['Os rochosos são os mais perto do Sol e são de pedra. Os gasosos são gigantes feitos de gás.', 0.8],
          ['O gasoso é maior que o rochoso.', 0.3],
          ['Os rochosos são quentes e os gasosos são frios.', 0.2],
        ],
      },
    ],
    classes: [
      { name: '6º Ano A', due: -8, outcomes: ['graded', 'awaiting', 'notSent', 'lateAwaiting', 'graded'] },
      { name: '6º Ano B', due: -4, outcomes: ['graded', 'awaiting', 'awaiting', 'graded'] },
    ],
  },
  {
    name: 'Seres vivos e não vivos',
    description: 'O que todo ser vivo tem em comum.',
    chapter: 1,
    questions: [
      {
        titulo: 'Um ser vivo',
        enunciado: '<p>Qual destes é um ser vivo?</p>',
        options: [
          ['Uma pedra', false],
          ['Um cogumelo', true],
          ['A água do rio', false],
        ],
      },
      {
        titulo: 'O alimento das plantas',
        enunciado: '<p>Do que as plantas precisam para produzir o próprio alimento?</p>',
        options: [
          ['Luz, água e gás carbônico', true],
          ['Apenas terra', false],
          ['Apenas água', false],
        ],
      },
      {
        titulo: 'A metamorfose',
        enunciado: '<p>Antes de ser adulta, a borboleta foi…</p>',
        options: [
          ['um girino', false],
          ['uma lagarta', true],
          ['um filhote de pássaro', false],
        ],
      },
    ],
    classes: [{ name: '6º Ano B', due: -18, outcomes: ['graded', 'late', 'graded', 'notSent'] }],
  },
  {
    name: 'As plantas e a luz do Sol',
    description: 'A fotossíntese e o que uma planta precisa para viver.',
    chapter: 1,
    questions: [
      {
        titulo: 'A fotossíntese',
        enunciado: '<p>Como se chama o processo em que a planta produz o próprio alimento?</p>',
        options: [
          ['Respiração', false],
          ['Fotossíntese', true],
          ['Digestão', false],
        ],
      },
      {
        titulo: 'Uma planta no escuro',
        enunciado: '<p>O que acontece com uma planta que fica muitos dias no escuro? Por quê?</p>',
        expected: 'Ela enfraquece e pode morrer: sem luz não faz fotossíntese e não produz o próprio alimento.',
        answers: [
          ['Ela fica fraca e pode morrer, porque sem luz não consegue fazer fotossíntese para produzir seu alimento.', 1],
          ['Ela morre porque precisa do Sol.', 0.6],
          ['Ela fica amarela.', 0.3],
        ],
      },
    ],
    classes: [{ name: '6º Ano A', due: 5, outcomes: ['notSent', 'awaiting', 'notSent', 'awaiting', 'notSent'] }],
  },
  {
    name: 'O Sistema Solar em números',
    description: 'Quantos planetas, qual o maior e quanto dura um ano.',
    chapter: 0,
    questions: [
      {
        titulo: 'Quantos planetas',
        enunciado: '<p>Quantos planetas tem o Sistema Solar?</p>',
        options: [
          ['Sete', false],
          ['Oito', true],
          ['Nove', false],
        ],
      },
      {
        titulo: 'O maior planeta',
        enunciado: '<p>Qual é o maior planeta do Sistema Solar?</p>',
        options: [
          ['Saturno', false],
          ['Júpiter', true],
          ['Terra', false],
        ],
      },
      {
        titulo: 'Um ano na Terra',
        enunciado: '<p>O que é um ano para o planeta Terra?</p>',
        expected: 'O tempo que a Terra leva para dar uma volta completa em torno do Sol: cerca de 365 dias.',
        answers: [
          ['É o tempo que a Terra demora para dar uma volta inteira em torno do Sol, uns 365 dias.', 1],
          ['São 365 dias.', 0.5],
          ['É quando a Terra gira em torno dela mesma.', 0.2],
        ],
      },
    ],
    classes: [{ name: '7º Ano A', due: -12, outcomes: ['graded', 'graded', 'late', 'graded', 'notSent'] }],
  },
  {
    name: 'Cadeia alimentar',
    description: 'Produtores, consumidores e quem come quem.',
    chapter: 1,
    questions: [
      {
        titulo: 'Os produtores',
        enunciado: '<p>Numa cadeia alimentar, quem são os produtores?</p>',
        options: [
          ['As plantas', true],
          ['Os animais carnívoros', false],
          ['Os fungos', false],
        ],
      },
      {
        titulo: 'Uma cadeia alimentar',
        enunciado: '<p>Escreva um exemplo de cadeia alimentar com três seres vivos.</p>',
        expected: 'Capim → gafanhoto → sapo: o capim é o produtor; o gafanhoto e o sapo são consumidores.',
        answers: [
          ['Capim, gafanhoto e sapo: o gafanhoto come o capim e o sapo come o gafanhoto.', 1],
          ['Planta → lagarta → passarinho.', 0.8],
          ['Leão, zebra e capim.', 0.5],
        ],
      },
    ],
    classes: [{ name: '7º Ano A', due: 9, outcomes: ['awaiting', 'notSent', 'notSent', 'awaiting', 'notSent'] }],
  },
];

const isMultipleChoice = (q: Question): q is Extract<Question, { options: unknown }> => 'options' in q;

/** A grade as the table takes it: 0 to 10 in steps of 0.5. */
const halfSteps = (value: number) => Math.max(0, Math.min(10, Math.round(value * 2) / 2));

export interface ActivitiesSummary {
  activities: number;
  submissions: number;
  grades: number;
  /** The due days given, for the calendar's count. */
  dueDays: Day[];
}

/**
 * Six activities given to the three classes with due days (past and coming), answered by their students
 * (`bse_questao_resposta`; the database keeps the submissions, their grade and whether they were late:
 * migrations 0017 and 0025), graded: the multiple-choice answers automatically when sent, the discursive ones
 * by the class's Professor a few days later, some not yet. Each kept in the grades' audit trail.
 */
export async function seedActivities(tx: Tx, ctx: HistoryContext): Promise<ActivitiesSummary> {
  const random = new Random('activities');
  const { days } = ctx;
  const master = ctx.person('REMT-0001');
  const chapters = ctx.trainingPath.chapters;
  const yesterday = days.fromToday(-1);
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
  return {
    activities: activities.length,
    submissions,
    grades: grades.length,
    dueDays: ACTIVITIES.flatMap((a) => a.classes.map((c) => due(c.due))),
  };
}
