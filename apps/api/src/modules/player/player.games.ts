import { randomBytes, randomInt } from 'node:crypto';
import { GAME, PHRASE_BLANK } from '@portal/shared/curriculum';
import { type PlayGame, answerKey, foldForGame } from '@portal/shared/player';

/** A game's questions and answers as stored (game.schemas.ts has what each game keeps where). */
export interface GameQuestion {
  dscPergunta: string | null;
  imgPergunta: string | null;
}
export interface GameAnswer {
  dscResposta: string | null;
  imgResposta: string | null;
  indRespostaCorreta: string;
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Opaque ids of one response, unique within it: nothing in them maps to a row. */
function tokenMaker(): () => string {
  const used = new Set<string>();
  return () => {
    let token: string;
    do token = randomBytes(6).toString('base64url');
    while (used.has(token));
    used.add(token);
    return token;
  };
}

const text = (value: string | null | undefined) => value ?? '';
/** A picture's name: the text its author stored beside it (the free text field of the picture games), or null. */
const pictureName = (value: string | null | undefined) => value?.trim() || null;
/** A hangman position to guess: a letter; spaces, digits and punctuation are shown. */
const isLetter = (ch: string) => /\p{L}/u.test(ch);

/**
 * The play form of one game (packages/shared/src/player/play.schemas.ts): fresh salt and tokens,
 * answers shuffled, and in place of every right answer only its key.
 */
export function playGame(
  codTrlJogo: number,
  questions: readonly GameQuestion[],
  answers: readonly GameAnswer[],
): { salt: string; jogo: PlayGame } {
  const salt = randomBytes(12).toString('base64url');
  const token = tokenMaker();
  const key = (item: string, value: string) => answerKey(salt, item, value);
  const first = questions[0];

  const jogo = ((): PlayGame => {
    switch (codTrlJogo) {
      case GAME.HANGMAN: {
        const word = text(answers[0]?.dscResposta).normalize('NFC').trim();
        return {
          codTrlJogo: GAME.HANGMAN,
          pergunta: text(first?.dscPergunta),
          // The item of a letter's key is its position in `palavra`.
          palavra: [...word].map((ch, i) => (isLetter(ch) ? { chave: key(String(i), foldForGame(ch)) } : { fixo: ch })),
        };
      }
      case GAME.MEMORY:
        return {
          codTrlJogo: GAME.MEMORY,
          cartas: shuffled(questions.map((q) => ({ id: token(), img: text(q.imgPergunta), nome: pictureName(q.dscPergunta) }))),
        };
      case GAME.MAZE: {
        const dicas = questions.map((q) => ({ id: token(), texto: text(q.dscPergunta) }));
        const imagens = answers.map((a) => {
          const id = token();
          const hint = dicas[Number(a.indRespostaCorreta) - 1];
          return { id, img: text(a.imgResposta), nome: pictureName(a.dscResposta), chave: key(id, hint?.id ?? '') };
        });
        return { codTrlJogo: GAME.MAZE, dicas, imagens: shuffled(imagens) };
      }
      case GAME.CONNECT_DOTS: {
        const grupo1 = questions.map((q) => ({ id: token(), img: text(q.imgPergunta), nome: pictureName(q.dscPergunta) }));
        const grupo2 = answers.map((a) => {
          const id = token();
          const partner = grupo1[Number(a.indRespostaCorreta) - 1];
          return { id, img: text(a.imgResposta), nome: pictureName(a.dscResposta), chave: key(id, partner?.id ?? '') };
        });
        return { codTrlJogo: GAME.CONNECT_DOTS, grupo1: shuffled(grupo1), grupo2: shuffled(grupo2) };
      }
      case GAME.PUZZLE:
        return { codTrlJogo: GAME.PUZZLE, img: text(first?.imgPergunta), nome: pictureName(first?.dscPergunta) };
      case GAME.QUIZ:
        return {
          codTrlJogo: GAME.QUIZ,
          pergunta: text(first?.dscPergunta),
          img: first?.imgPergunta ?? null,
          respostas: shuffled(
            answers.map((a) => {
              const id = token();
              return { id, texto: text(a.dscResposta), chave: key(id, a.indRespostaCorreta) };
            }),
          ),
        };
      case GAME.TRUE_FALSE:
        return {
          codTrlJogo: GAME.TRUE_FALSE,
          afirmacoes: questions.map((q, i) => {
            const id = token();
            return { id, texto: text(q.dscPergunta), chave: key(id, text(answers[i]?.indRespostaCorreta)) };
          }),
        };
      case GAME.IMAGE_GROUPS: {
        const grupos = questions.map((q) => ({ id: token(), nome: q.dscPergunta ?? null }));
        const imagens = answers.map((a) => {
          const id = token();
          const group = grupos[Number(a.indRespostaCorreta) - 1];
          return { id, img: text(a.imgResposta), nome: pictureName(a.dscResposta), chave: key(id, group?.id ?? '') };
        });
        return { codTrlJogo: GAME.IMAGE_GROUPS, grupos, imagens: shuffled(imagens) };
      }
      case GAME.COMPLETE_PHRASE: {
        const right = answers.filter((a) => a.indRespostaCorreta === 'S');
        const pieces = text(first?.dscPergunta).split(PHRASE_BLANK);
        const partes: Extract<PlayGame, { codTrlJogo: 9 }>['partes'] = [];
        pieces.forEach((piece, i) => {
          if (piece) partes.push({ texto: piece });
          if (i < pieces.length - 1) {
            const lacuna = token();
            partes.push({ lacuna, chave: key(lacuna, foldForGame(text(right[i]?.dscResposta))) });
          }
        });
        const palavras = shuffled(answers.map((a) => ({ id: token(), texto: text(a.dscResposta) })));
        return { codTrlJogo: GAME.COMPLETE_PHRASE, partes, palavras };
      }
      case GAME.IMAGE_QUIZ:
        return {
          codTrlJogo: GAME.IMAGE_QUIZ,
          pergunta: text(first?.dscPergunta),
          respostas: shuffled(
            answers.map((a) => {
              const id = token();
              return { id, img: text(a.imgResposta), texto: a.dscResposta ?? null, chave: key(id, a.indRespostaCorreta) };
            }),
          ),
        };
      default:
        throw new Error(`unknown game ${codTrlJogo}`);
    }
  })();
  return { salt, jogo };
}
