import type { Tx } from '../../db/client';
import { NEWS_IMAGES_FOLDER, sanitizeNewsHtml } from '../../lib/rich-text';
import { searchKey } from '../../lib/search';
import { FileStorage } from '../../lib/storage';
import { bsePostagem } from '../../db/schema';
import { render } from '../curriculum-drawings';
import type { HistoryContext } from './context';
import { NEWS_PICTURES } from './news-pictures';
import { Random } from './random';

type Picture = keyof typeof NEWS_PICTURES;

interface Post {
  category: string;
  title: string;
  /** Days before today it was written. */
  daysAgo: number;
  picture: Picture;
  alt: string;
  /** The paragraphs; the picture goes after the first. */
  paragraphs: string[];
}

/** Six posts of the last two months, newest last. */
export const POSTS: Post[] = [
  {
    category: 'Formação',
    title: 'Formação de professores: jogos na trilha de aprendizagem',
    daysAgo: 54,
    picture: 'training',
    alt: 'Tela da trilha com cartões de jogos e estrelas',
    paragraphs: [
      'Os professores da rede participaram de uma formação sobre os dez jogos da trilha de aprendizagem: forca, memória, labirinto, quebra-cabeça e outros.',
      'Cada professor montou uma aula com um jogo para a sua turma. As melhores ideias vão ser compartilhadas no fórum, na sala <strong>Geral</strong>.',
    ],
  },
  {
    category: 'Leitura',
    title: 'Semana da leitura nas escolas da rede',
    daysAgo: 40,
    picture: 'reading',
    alt: 'Estante com livros coloridos e um livro aberto',
    paragraphs: [
      'De segunda a sexta, cada turma reservou os primeiros vinte minutos do dia para a leitura livre.',
      'As bibliotecas das escolas Aurora e Horizonte receberam novos livros de ciências e de literatura infantojuvenil. Os alunos podem levar até dois livros por semana.',
    ],
  },
  {
    category: 'Ciências',
    title: 'Turmas do 6º ano visitam o planetário',
    daysAgo: 29,
    picture: 'planetarium',
    alt: 'Cúpula do planetário com estrelas e planetas',
    paragraphs: [
      'Os alunos do 6º ano viram de perto o céu de cada estação e os planetas que estudaram na trilha <em>Ciências - 6º Ano</em>.',
      'De volta à escola, cada turma registrou no diário de bordo o que mais chamou a atenção: os anéis de Saturno foram os preferidos.',
    ],
  },
  {
    category: 'Projetos',
    title: 'Horta escolar: a primeira colheita',
    daysAgo: 18,
    picture: 'garden',
    alt: 'Canteiros de uma horta com mudas e um regador',
    paragraphs: [
      'A horta da Escola Aurora teve a sua primeira colheita: alface, cenoura e manjericão plantados pelos alunos no começo do semestre.',
      'O projeto liga as aulas sobre os seres vivos à prática: os alunos acompanharam a germinação, regaram os canteiros e anotaram o crescimento de cada planta.',
    ],
  },
  {
    category: 'Esportes',
    title: 'Jogos escolares: medalhas para a Escola Horizonte',
    daysAgo: 9,
    picture: 'sports',
    alt: 'Pódio com três medalhas',
    paragraphs: [
      'A equipe do 7º ano da Escola Horizonte ficou com o primeiro lugar no revezamento e o segundo no vôlei nos jogos escolares da cidade.',
      'Parabéns aos alunos e aos professores que acompanharam os treinos!',
    ],
  },
  {
    category: 'Eventos',
    title: 'Feira de Ciências 2026: inscrições abertas',
    daysAgo: 3,
    picture: 'scienceFair',
    alt: 'Mesa de feira de ciências com frascos, cartaz e maquete de planeta',
    paragraphs: [
      'Estão abertas as inscrições para a Feira de Ciências. Cada turma pode apresentar até três projetos, em grupos de três a cinco alunos.',
      'Os temas sugeridos são o Sistema Solar, os seres vivos e a água. As datas estão no calendário do portal.',
    ],
  },
];

/** Draws and stores each picture once (a JPEG under `noticias/`, as the editor's uploads are): picture → stored path. */
export async function storeNewsPictures(storage: FileStorage, saved: string[]): Promise<Map<Picture, string>> {
  const names = Object.keys(NEWS_PICTURES) as Picture[];
  const images = await Promise.all(names.map((name) => render(NEWS_PICTURES[name])));
  const stored = new Map<Picture, string>();
  for (const [i, name] of names.entries()) {
    const path = await storage.save(NEWS_IMAGES_FOLDER, images[i]!, 'jpg');
    saved.push(path);
    stored.set(name, path);
  }
  return stored;
}

/**
 * The news (`bse_postagem`, Aprendizado): six posts by the Master, each with a picture in its body as the
 * editor puts one (`<img src="/uploads/noticias/….jpg">`), and the searchable text the service keeps.
 */
export async function seedNews(tx: Tx, ctx: HistoryContext, pictures: Map<Picture, string>): Promise<number> {
  const random = new Random('news');
  const master = ctx.person('REMT-0001');
  await tx.insert(bsePostagem).values(
    POSTS.map((post) => {
      const day = ctx.days.fromToday(-post.daysAgo);
      const [first, ...rest] = post.paragraphs;
      const picture = `<p><img src="${FileStorage.publicUrl(pictures.get(post.picture))}" alt="${post.alt}"></p>`;
      const body = [`<p>${first}</p>`, picture, ...rest.map((p) => `<p>${p}</p>`)].join('');
      return {
        ctgPostagem: post.category,
        dscPostagem: post.title,
        txtPostagem: sanitizeNewsHtml(body),
        codUsuarioCriacao: master.id,
        datCriacao: ctx.days.at(day, random.int(8, 17), random.int(0, 59)),
        txtBusca: searchKey(`${post.category} ${post.title} ${day.slice(0, 4)} ${master.name}`),
      };
    }),
  );
  return POSTS.length;
}
