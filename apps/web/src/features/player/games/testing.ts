import { answerKey, foldForGame, type PlayGameOf } from '@portal/shared/player';

/**
 * Play forms for the games' tests, built the way the server builds them (apps/api player.games.ts):
 * opaque ids, and for every right answer only its key `answerKey(SALT, item, value)`.
 */
export const SALT = 'salt-of-the-test';
const key = (item: string, value: string) => answerKey(SALT, item, value);
const img = (name: string) => `/uploads/jogos/${name}.png`;

/** Hangman: a letter's item is its position in the word; spaces and punctuation are shown. */
export function hangmanGame(pergunta: string, word: string): PlayGameOf<1> {
  return {
    codTrlJogo: 1,
    pergunta,
    palavra: [...word].map((ch, i) => (/\p{L}/u.test(ch) ? { chave: key(String(i), foldForGame(ch)) } : { fixo: ch })),
  };
}

/** `names[i]`: the name of picture i (none: the game says its number). */
export function memoryGame(pairs: number, names: readonly string[] = []): PlayGameOf<2> {
  return {
    codTrlJogo: 2,
    cartas: Array.from({ length: pairs }, (_, i) => ({ id: `card${i}`, img: img(`card${i}`), nome: names[i] ?? null })),
  };
}

/** Maze: image i is the one hint i names (and `names[i]` its name); the images come in another order than the hints. */
export function mazeGame(hints: string[], names: readonly string[] = []): PlayGameOf<3> {
  const dicas = hints.map((texto, i) => ({ id: `hint${i}`, texto }));
  const imagens = dicas.map((d, i) => ({ id: `maze${i}`, img: img(`maze${i}`), nome: names[i] ?? null, chave: key(`maze${i}`, d.id) }));
  return { codTrlJogo: 3, dicas, imagens: [...imagens].reverse() };
}

/** Connect the dots: b<i> (group 2) goes with a<i> (group 1), `names[i]` their names; group 2 in reverse order. */
export function connectDotsGame(pairs: number, names: readonly [string | null, string | null][] = []): PlayGameOf<4> {
  const grupo1 = Array.from({ length: pairs }, (_, i) => ({ id: `a${i}`, img: img(`a${i}`), nome: names[i]?.[0] ?? null }));
  const grupo2 = grupo1
    .map((g, i) => ({ id: `b${i}`, img: img(`b${i}`), nome: names[i]?.[1] ?? null, chave: key(`b${i}`, g.id) }))
    .reverse();
  return { codTrlJogo: 4, grupo1, grupo2 };
}

export function puzzleGame(nome: string | null = null): PlayGameOf<5> {
  return { codTrlJogo: 5, img: img('puzzle'), nome };
}

export function quizGame(pergunta: string, answers: { texto: string; certa: boolean }[], withImage = false): PlayGameOf<6> {
  return {
    codTrlJogo: 6,
    pergunta,
    img: withImage ? img('quiz') : null,
    respostas: answers.map((a, i) => ({ id: `q${i}`, texto: a.texto, chave: key(`q${i}`, a.certa ? 'S' : 'N') })),
  };
}

export function trueFalseGame(statements: { texto: string; verdade: boolean }[]): PlayGameOf<7> {
  return {
    codTrlJogo: 7,
    afirmacoes: statements.map((s, i) => ({ id: `s${i}`, texto: s.texto, chave: key(`s${i}`, s.verdade ? 'S' : 'N') })),
  };
}

/**
 * Image groups: `groups[g]` images belong to group g (`names`: theirs); image ids `g<g>i<i>`, dealt group
 * after group in reverse.
 */
export function imageGroupsGame(groups: { nome: string | null; images: number; names?: readonly string[] }[]): PlayGameOf<8> {
  const grupos = groups.map((g, gi) => ({ id: `grp${gi}`, nome: g.nome }));
  const imagens = groups.flatMap((g, gi) =>
    Array.from({ length: g.images }, (_, i) => ({
      id: `g${gi}i${i}`,
      img: img(`g${gi}i${i}`),
      nome: g.names?.[i] ?? null,
      chave: key(`g${gi}i${i}`, `grp${gi}`),
    })),
  );
  return { codTrlJogo: 8, grupos, imagens: imagens.reverse() };
}

/** Complete the phrase: '*' marks a blank, `right` fills them in order, `wrong` words are mixed in. */
export function completePhraseGame(phrase: string, right: string[], wrong: string[]): PlayGameOf<9> {
  const partes: PlayGameOf<9>['partes'] = [];
  const pieces = phrase.split('*');
  pieces.forEach((piece, i) => {
    if (piece) partes.push({ texto: piece });
    if (i < pieces.length - 1) partes.push({ lacuna: `blank${i}`, chave: key(`blank${i}`, foldForGame(right[i] ?? '')) });
  });
  const palavras = [...wrong, ...right].map((texto, i) => ({ id: `w${i}`, texto }));
  return { codTrlJogo: 9, partes, palavras };
}

export function imageQuizGame(pergunta: string, answers: { texto: string | null; certa: boolean }[]): PlayGameOf<10> {
  return {
    codTrlJogo: 10,
    pergunta,
    respostas: answers.map((a, i) => ({ id: `iq${i}`, img: img(`iq${i}`), texto: a.texto, chave: key(`iq${i}`, a.certa ? 'S' : 'N') })),
  };
}
