import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bseAtividade, bseAtividadeTurma, bseQuestao, bseQuestaoOpcao, bseTurma, bseUsuario, trlCapitulo, trlLivro } from '../db/schema';
import { TRAINING_TITLE } from './training';

export const DEMO_ACTIVITY = 'Sistema Solar: planetas e estrelas';

type DemoQuestion =
  | { titulo: string; enuEnunciado: string; tipoQuestao: 'MULTIPLA_ESCOLHA'; opcoes: { descricao: string; invalida: boolean }[] }
  | { titulo: string; enuEnunciado: string; tipoQuestao: 'DISCURSIVA'; resRespostaEsperada: string };

const QUESTIONS: DemoQuestion[] = [
  {
    titulo: 'O maior planeta',
    enuEnunciado: '<p>Qual é o <strong>maior</strong> planeta do Sistema Solar?</p>',
    tipoQuestao: 'MULTIPLA_ESCOLHA',
    opcoes: [
      { descricao: 'Terra', invalida: true },
      { descricao: 'Júpiter', invalida: false },
      { descricao: 'Marte', invalida: true },
    ],
  },
  {
    titulo: 'A nossa estrela',
    enuEnunciado: '<p>Qual é a estrela do Sistema Solar?</p>',
    tipoQuestao: 'MULTIPLA_ESCOLHA',
    opcoes: [
      { descricao: 'A Lua', invalida: true },
      { descricao: 'O Sol', invalida: false },
      { descricao: 'Vênus', invalida: true },
    ],
  },
  {
    titulo: 'Dia e noite',
    enuEnunciado: '<p>Por que existem o dia e a noite? Explique com as suas palavras.</p>',
    tipoQuestao: 'DISCURSIVA',
    resRespostaEsperada: 'Porque a Terra gira em torno de si mesma (rotação): o lado virado para o Sol tem dia.',
  },
];

/**
 * The demo's activity: three questions on the training path's chapter 'O Sistema Solar', written by
 * the Master and open to class 6º Ano A. Runs from seedDemo after the training path; does nothing if
 * the chapter or the class is missing.
 */
export async function seedActivitiesDemo(db: Db): Promise<void> {
  const [chapter] = await db
    .select({ id: trlCapitulo.codTrlCapitulo })
    .from(trlCapitulo)
    .innerJoin(trlLivro, eq(trlLivro.codTrlLivro, trlCapitulo.codTrlLivro))
    .where(and(eq(trlLivro.dscTitulo, TRAINING_TITLE), eq(trlCapitulo.dscTitulo, 'O Sistema Solar')))
    .limit(1);
  const [cls] = await db.select({ id: bseTurma.codBseTurma }).from(bseTurma).where(eq(bseTurma.nomTurma, '6º Ano A')).limit(1);
  if (!chapter || !cls) return;
  const [master] = await db.select({ id: bseUsuario.codBseUsuario }).from(bseUsuario).where(eq(bseUsuario.cstLogin, 'REMT-0001'));

  await db.transaction(async (tx) => {
    const [activity] = await tx
      .insert(bseAtividade)
      .values({
        nomAtividade: DEMO_ACTIVITY,
        desDescricao: 'Os planetas, o Sol e o movimento da Terra.',
        codTrlCapitulo: chapter.id,
        codUsuarioCriacao: master?.id ?? null,
      })
      .returning({ id: bseAtividade.codBseAtividade });
    for (const question of QUESTIONS) {
      const [row] = await tx
        .insert(bseQuestao)
        .values({
          codBseAtividade: activity!.id,
          titulo: question.titulo,
          enuEnunciado: question.enuEnunciado,
          tipoQuestao: question.tipoQuestao,
          resRespostaEsperada: question.tipoQuestao === 'DISCURSIVA' ? question.resRespostaEsperada : null,
        })
        .returning({ id: bseQuestao.codBseQuestao });
      if (question.tipoQuestao === 'MULTIPLA_ESCOLHA') {
        await tx.insert(bseQuestaoOpcao).values(question.opcoes.map((o, i) => ({ ...o, codBseQuestao: row!.id, numOrdem: i + 1 })));
      }
    }
    await tx.insert(bseAtividadeTurma).values({ codBseAtividade: activity!.id, codBseTurma: cls.id, indAtivo: 'S' });
  });
}
