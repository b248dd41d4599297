// The six activities of the history: their questions, the classes given them, and what each student made of them.

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

export const isMultipleChoice = (q: Question): q is Extract<Question, { options: unknown }> => 'options' in q;
