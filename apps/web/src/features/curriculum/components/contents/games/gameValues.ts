import type { UseFormReturnType } from '@mantine/form';
import {
  GAME,
  MAZE_HINTS,
  QUIZ_ANSWERS,
  TRUE_FALSE_DEFAULT,
  GROUPS_MIN,
  type GameContentDto,
  type GameCreateBody,
  type GameUpdateBody,
} from '@portal/shared/curriculum';

export type QuestionValue = { dscPergunta: string; imgPergunta: string | null };
export type AnswerValue = { dscResposta: string; imgResposta: string | null; indRespostaCorreta: string | null };

/** The game form: the shape of the shared GameFields, with empty strings while typing. */
export type GameValues = {
  codTrlAula: number;
  codTrlJogo: number | null;
  dscTitulo: string;
  dscConteudoJogo: string;
  perguntas: QuestionValue[];
  respostas: AnswerValue[];
};

export type GameForm = UseFormReturnType<GameValues>;

export interface GameFormProps {
  form: GameForm;
  /** The translated error of a path ('perguntas.0.dscPergunta'), if any. */
  errorAt: (path: string) => string | undefined;
}

export const question = (dscPergunta = '', imgPergunta: string | null = null): QuestionValue => ({ dscPergunta, imgPergunta });
export const answer = (patch: Partial<AnswerValue> = {}): AnswerValue => ({
  dscResposta: '',
  imgResposta: null,
  indRespostaCorreta: null,
  ...patch,
});
const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

/** The empty questions and answers each game starts with (see the table in game.schemas.ts). */
export function emptyGame(code: number | null): Pick<GameValues, 'perguntas' | 'respostas'> {
  switch (code) {
    case GAME.HANGMAN:
      return { perguntas: [question()], respostas: [answer({ indRespostaCorreta: 'S' })] };
    case GAME.MAZE:
      return {
        perguntas: times(MAZE_HINTS, () => question()),
        respostas: times(MAZE_HINTS, (i) => answer({ indRespostaCorreta: String(i + 1) })),
      };
    case GAME.QUIZ:
    case GAME.IMAGE_QUIZ:
      return { perguntas: [question()], respostas: times(QUIZ_ANSWERS, () => answer({ indRespostaCorreta: 'N' })) };
    case GAME.TRUE_FALSE:
      return { perguntas: times(TRUE_FALSE_DEFAULT, () => question()), respostas: times(TRUE_FALSE_DEFAULT, () => answer()) };
    case GAME.IMAGE_GROUPS:
      return { perguntas: times(GROUPS_MIN, () => question()), respostas: [] };
    case GAME.COMPLETE_PHRASE:
      return { perguntas: [question()], respostas: [] };
    default:
      // memory, connect-the-dots, puzzle: images are added one by one
      return { perguntas: [], respostas: [] };
  }
}

export function valuesFromDetail(lessonId: number, detail: GameContentDto | null): GameValues {
  if (!detail) return { codTrlAula: lessonId, codTrlJogo: null, dscTitulo: '', dscConteudoJogo: '', perguntas: [], respostas: [] };
  return {
    codTrlAula: lessonId,
    codTrlJogo: detail.codTrlJogo,
    dscTitulo: detail.dscTitulo ?? '',
    dscConteudoJogo: detail.dscConteudoJogo ?? '',
    perguntas: detail.perguntas.map((q) => question(q.dscPergunta ?? '', q.imgPergunta)),
    respostas: detail.respostas.map((a) =>
      answer({ dscResposta: a.dscResposta ?? '', imgResposta: a.imgResposta, indRespostaCorreta: a.indRespostaCorreta }),
    ),
  };
}

/** What is sent: empty texts become null; maze and connect-the-dots answers carry their position. */
export function gameBody(values: GameValues): GameUpdateBody & Pick<GameCreateBody, 'codTrlAula'> {
  const positional = values.codTrlJogo === GAME.MAZE || values.codTrlJogo === GAME.CONNECT_DOTS;
  return {
    codTrlAula: values.codTrlAula,
    codTrlJogo: Number(values.codTrlJogo),
    dscTitulo: values.dscTitulo.trim() || null,
    dscConteudoJogo: values.dscConteudoJogo.trim() || null,
    perguntas: values.perguntas.map((q) => ({ dscPergunta: q.dscPergunta.trim() || null, imgPergunta: q.imgPergunta })),
    respostas: values.respostas.map((a, i) => ({
      dscResposta: a.dscResposta.trim() || null,
      imgResposta: a.imgResposta,
      indRespostaCorreta: positional ? String(i + 1) : a.indRespostaCorreta,
    })),
  };
}

/** Every image reference of the form (to pick the file parts still in use). */
export function imageRefs(values: GameValues): (string | null)[] {
  return [...values.perguntas.map((q) => q.imgPergunta), ...values.respostas.map((a) => a.imgResposta)];
}
