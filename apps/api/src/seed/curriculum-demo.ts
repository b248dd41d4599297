import { CONTENT_TYPE, GAME } from '@portal/shared/curriculum';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import type { FileStorage } from '../lib/storage';
import {
  bseTurma,
  bseUsuario,
  trlAula,
  trlCapitulo,
  trlConteudo,
  trlConteudoJogoPergunta,
  trlConteudoJogoResposta,
  trlConteudoPersonagemTexto,
  trlLivro,
  trlLivroTurma,
} from '../db/schema';
import { ORDERED, nextSequence } from '../modules/curriculum';
import { LANDSCAPE, NATURE, NATURE_NAMES, SPACE, SPACE_NAMES, render } from './curriculum-drawings';

/** A picture of curriculum-drawings, stored when the seed runs. */
type Pic = { draw: string };
const pic = (draw: string): Pic => ({ draw });

interface Q {
  dscPergunta?: string;
  img?: Pic;
}
interface A {
  dscResposta?: string;
  img?: Pic;
  ind: string;
}
type Content =
  | { type: 'text'; title: string; text: string }
  | { type: 'image'; title: string; img: Pic }
  | { type: 'video'; title: string; description: string; link: string }
  | { type: 'dialogue'; title: string; entries: [number, string][] }
  | { type: 'assembly'; title: string; montagem: number; text: string }
  | { type: 'game'; title: string; game: number; description?: string; questions: Q[]; answers: A[] };
interface Lesson {
  title: string;
  description: string;
  contents: Content[];
}

const S = SPACE;
const N = NATURE;
const pos = (n: number) => String(n);

const DRAWINGS = { ...SPACE, ...NATURE };
const NAMES: Record<keyof typeof DRAWINGS, string> = { ...SPACE_NAMES, ...NATURE_NAMES };
type Drawing = keyof typeof DRAWINGS;
/** A picture of a game with its name, in the picture's free text field (game.schemas.ts): a question's or an answer's. */
const namedQuestion = (d: Drawing): Q => ({ img: pic(DRAWINGS[d]), dscPergunta: NAMES[d] });
const namedAnswer = (d: Drawing, ind: string): A => ({ img: pic(DRAWINGS[d]), dscResposta: NAMES[d], ind });

export interface PathDefinition {
  title: string;
  chapters: { title: string; lessons: Lesson[] }[];
}

/** "Ciências - 6º Ano": two chapters; every content type and all ten games, filled in so that a student can play them. */
export const SCIENCE_PATH: PathDefinition = {
  title: 'Ciências - 6º Ano',
  chapters: [
    {
      title: 'O Sistema Solar',
      lessons: [
        {
          title: 'O Sol e os planetas',
          description: 'Conhecendo a nossa vizinhança no espaço.',
          contents: [
            {
              type: 'text',
              title: 'O que é o Sistema Solar',
              text: 'O Sistema Solar é formado pelo Sol e por tudo o que gira ao redor dele: oito planetas, suas luas, asteroides e cometas. Os planetas, do mais próximo ao mais distante do Sol, são Mercúrio, Vênus, Terra, Marte, Júpiter, Saturno, Urano e Netuno.',
            },
            { type: 'image', title: 'O Sol, a nossa estrela', img: pic(S.sol) },
            {
              type: 'dialogue',
              title: 'Conversa sobre o Sol',
              entries: [
                [1, 'Vocês sabem por que o Sol é tão importante para a vida na Terra?'],
                [6, 'Porque ele ilumina e aquece o nosso planeta!'],
                [2, 'Isso mesmo! E sem a luz do Sol as plantas não produziriam o próprio alimento.'],
              ],
            },
            {
              type: 'video',
              title: 'Viagem pelo Sistema Solar',
              description: 'Assista à videoaula sobre o Sistema Solar e anote o nome de cada planeta.',
              // Brasil Escola's videoaula 'Sistema Solar' (YouTube): the player embeds it (youtube-nocookie.com).
              link: 'https://www.youtube.com/watch?v=zF-fQPiTFtQ',
            },
            {
              type: 'assembly',
              title: 'Monte o Sistema Solar',
              montagem: 1,
              text: 'Observe o Sol no centro e os planetas em suas órbitas. Qual planeta fica mais perto do Sol?',
            },
          ],
        },
        {
          title: 'Jogos do espaço',
          description: 'Brinque e revise o que aprendeu sobre os planetas.',
          contents: [
            {
              type: 'game',
              title: 'Forca do planeta vermelho',
              game: GAME.HANGMAN,
              questions: [{ dscPergunta: 'Qual planeta é conhecido como planeta vermelho?' }],
              answers: [{ dscResposta: 'MARTE', ind: 'S' }],
            },
            {
              type: 'game',
              title: 'Memória dos astros',
              game: GAME.MEMORY,
              questions: (['sol', 'terra', 'marte', 'saturno', 'jupiter', 'lua'] as const).map((d) => namedQuestion(d)),
              answers: [],
            },
            {
              type: 'game',
              title: 'Labirinto espacial',
              game: GAME.MAZE,
              questions: [
                { dscPergunta: 'O planeta onde vivemos' },
                { dscPergunta: 'O planeta com anéis' },
                { dscPergunta: 'O maior planeta do Sistema Solar' },
                { dscPergunta: 'O satélite natural da Terra' },
              ],
              answers: (['terra', 'saturno', 'jupiter', 'lua'] as const).map((d, i) => namedAnswer(d, pos(i + 1))),
            },
            { type: 'game', title: 'Quebra-cabeça de Saturno', game: GAME.PUZZLE, questions: [namedQuestion('saturno')], answers: [] },
          ],
        },
      ],
    },
    {
      title: 'Os Seres Vivos',
      lessons: [
        {
          title: 'Animais e plantas',
          description: 'O que todos os seres vivos têm em comum.',
          contents: [
            {
              type: 'text',
              title: 'Seres vivos',
              text: 'Seres vivos nascem, crescem, se alimentam, respiram e se reproduzem. As plantas produzem o próprio alimento com a luz do Sol, a água e o gás carbônico do ar. Os animais se alimentam de plantas ou de outros animais.',
            },
            { type: 'image', title: 'Uma árvore', img: pic(N.arvore) },
            {
              type: 'game',
              title: 'Quiz: quem produz alimento?',
              game: GAME.QUIZ,
              questions: [{ dscPergunta: 'Qual destes seres vivos produz o próprio alimento?', img: pic(N.folha) }],
              answers: [
                { dscResposta: 'A árvore', ind: 'S' },
                { dscResposta: 'O peixe', ind: 'N' },
                { dscResposta: 'O pássaro', ind: 'N' },
                { dscResposta: 'A borboleta', ind: 'N' },
              ],
            },
            {
              type: 'game',
              title: 'Verdadeiro ou falso?',
              game: GAME.TRUE_FALSE,
              questions: [
                { dscPergunta: 'As plantas precisam de luz para viver.' },
                { dscPergunta: 'Os peixes respiram fora da água.' },
                { dscPergunta: 'A borboleta já foi uma lagarta.' },
              ],
              answers: [{ ind: 'S' }, { ind: 'N' }, { ind: 'S' }],
            },
            {
              type: 'game',
              title: 'Ligue o animal à planta',
              game: GAME.CONNECT_DOTS,
              description: 'Ligue cada animal à planta de que ele se alimenta ou onde vive.',
              questions: (['passaro', 'borboleta', 'caracol'] as const).map((d) => namedQuestion(d)),
              answers: (['arvore', 'flor', 'folha'] as const).map((d, i) => namedAnswer(d, pos(i + 1))),
            },
          ],
        },
        {
          title: 'Desafios',
          description: 'Mostre o que você sabe sobre os seres vivos.',
          contents: [
            {
              type: 'game',
              title: 'Animais ou plantas?',
              game: GAME.IMAGE_GROUPS,
              questions: [{ dscPergunta: 'Animais' }, { dscPergunta: 'Plantas' }],
              answers: [
                ...(['peixe', 'passaro', 'borboleta'] as const).map((d) => namedAnswer(d, '1')),
                ...(['arvore', 'flor', 'cacto'] as const).map((d) => namedAnswer(d, '2')),
              ],
            },
            {
              type: 'game',
              title: 'Complete a frase',
              game: GAME.COMPLETE_PHRASE,
              questions: [{ dscPergunta: 'As * produzem o próprio alimento usando a luz do *.' }],
              answers: [
                { dscResposta: 'plantas', ind: 'S' },
                { dscResposta: 'Sol', ind: 'S' },
                { dscResposta: 'pedras', ind: 'N' },
                { dscResposta: 'Lua', ind: 'N' },
              ],
            },
            {
              type: 'game',
              title: 'Quem vive na água?',
              game: GAME.IMAGE_QUIZ,
              questions: [{ dscPergunta: 'Qual destes animais vive na água?' }],
              answers: [namedAnswer('peixe', 'S'), namedAnswer('passaro', 'N'), namedAnswer('borboleta', 'N'), namedAnswer('caracol', 'N')],
            },
            { type: 'image', title: 'Paisagem', img: pic(LANDSCAPE) },
          ],
        },
      ],
    },
  ],
};

const TYPE = {
  text: CONTENT_TYPE.TEXT,
  image: CONTENT_TYPE.IMAGE,
  game: CONTENT_TYPE.GAME,
  dialogue: CONTENT_TYPE.DIALOGUE,
  video: CONTENT_TYPE.VIDEO,
  assembly: CONTENT_TYPE.ASSEMBLY,
} as const;

async function insertContent(
  tx: Tx,
  store: (p: Pic, folder: string) => Promise<string>,
  lessonId: number,
  seq: number,
  userId: number | null,
  c: Content,
) {
  const [row] = await tx
    .insert(trlConteudo)
    .values({
      codTrlAula: lessonId,
      codTrlTipoConteudo: TYPE[c.type],
      numSequencia: seq,
      dscTitulo: c.title,
      dscTexto: c.type === 'text' || c.type === 'assembly' ? c.text : null,
      dscImagem: c.type === 'image' ? await store(c.img, 'conteudos') : null,
      dscDescricao: c.type === 'video' ? c.description : c.type === 'game' ? (c.description ?? null) : null,
      dscLink: c.type === 'video' ? c.link : null,
      codTrlJogo: c.type === 'game' ? c.game : null,
      codTrlMontagem: c.type === 'assembly' ? c.montagem : null,
      codUsuarioCriacao: userId,
    })
    .returning({ id: trlConteudo.codTrlConteudo });
  const id = row!.id;
  if (c.type === 'dialogue') {
    await tx
      .insert(trlConteudoPersonagemTexto)
      .values(c.entries.map(([codTrlPersonagem, dscTexto], i) => ({ codTrlConteudo: id, codTrlPersonagem, dscTexto, numOrdem: i + 1 })));
  }
  if (c.type === 'game') {
    for (const [i, q] of c.questions.entries()) {
      await tx.insert(trlConteudoJogoPergunta).values({
        codTrlConteudo: id,
        numOrdem: i + 1,
        dscPergunta: q.dscPergunta ?? null,
        imgPergunta: q.img ? await store(q.img, 'jogos') : null,
      });
    }
    for (const [i, a] of c.answers.entries()) {
      await tx.insert(trlConteudoJogoResposta).values({
        codTrlConteudo: id,
        numOrdem: i + 1,
        dscResposta: a.dscResposta ?? null,
        imgResposta: a.img ? await store(a.img, 'jogos') : null,
        indRespostaCorreta: a.ind,
      });
    }
  }
}

/**
 * Inserts a path and everything in it (pictures stored as it goes: `saved` lists them, for the
 * caller to remove when the transaction fails). `classId` null: a network path.
 */
export async function insertPathDefinition(
  tx: Tx,
  storage: FileStorage,
  saved: string[],
  def: PathDefinition,
  classId: number | null,
  userId: number | null,
): Promise<number> {
  // A picture used twice is drawn once, stored twice (deleting one content removes its own file).
  const drawn = new Map<string, Promise<Buffer>>();
  const store = async (p: Pic, folder: string) => {
    let image = drawn.get(p.draw);
    if (!image) drawn.set(p.draw, (image = render(p.draw)));
    const path = await storage.save(folder, await image, 'jpg');
    saved.push(path);
    return path;
  };
  const [path] = await tx
    .insert(trlLivro)
    .values({
      dscTitulo: def.title,
      codBseTurma: classId,
      numSequencia: await nextSequence(tx, ORDERED.livro, classId),
      codUsuarioCriacao: userId,
    })
    .returning({ id: trlLivro.codTrlLivro });
  for (const [ci, chapter] of def.chapters.entries()) {
    const [ch] = await tx
      .insert(trlCapitulo)
      .values({ dscTitulo: chapter.title, codTrlLivro: path!.id, numSequencia: ci + 1, codUsuarioCriacao: userId })
      .returning({ id: trlCapitulo.codTrlCapitulo });
    for (const [li, lesson] of chapter.lessons.entries()) {
      const [ls] = await tx
        .insert(trlAula)
        .values({
          codTrlCapitulo: ch!.id,
          numSequencia: li + 1,
          dscTitulo: lesson.title,
          dscDescricao: lesson.description,
          codUsuarioCriacao: userId,
        })
        .returning({ id: trlAula.codTrlAula });
      for (const [k, content] of lesson.contents.entries()) await insertContent(tx, store, ls!.id, k + 1, userId, content);
    }
  }
  return path!.id;
}

/**
 * The demo path of class 6º Ano A (authored by its Professor, AUCE-0003), given to the class as its
 * active path. Runs once, from seedDemo; does nothing if the class is missing or already has it.
 */
export async function seedCurriculumDemo(db: Db, storage: FileStorage): Promise<void> {
  const [cls] = await db.select({ id: bseTurma.codBseTurma }).from(bseTurma).where(eq(bseTurma.nomTurma, '6º Ano A')).limit(1);
  if (!cls) return;
  const [existing] = await db
    .select({ id: trlLivro.codTrlLivro })
    .from(trlLivro)
    .where(and(eq(trlLivro.codBseTurma, cls.id), eq(trlLivro.dscTitulo, SCIENCE_PATH.title)));
  if (existing) return;
  const [teacher] = await db.select({ id: bseUsuario.codBseUsuario }).from(bseUsuario).where(eq(bseUsuario.cstLogin, 'AUCE-0003'));
  const userId = teacher?.id ?? null;

  const saved: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const pathId = await insertPathDefinition(tx, storage, saved, SCIENCE_PATH, cls.id, userId);
      await tx.insert(trlLivroTurma).values({ codTrlLivro: pathId, codBseTurma: cls.id, indAtivo: 'S' });
    });
  } catch (error) {
    await Promise.all(saved.map((p) => storage.remove(p)));
    throw error;
  }
}
