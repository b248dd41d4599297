import type { Tx } from '../../db/client';
import { frmPostagem, frmTopico } from '../../db/schema';
import type { HistoryContext } from './context';
import { later } from './days';
import { Random } from './random';

interface Topic {
  room: 'Português' | 'Matemática' | 'Artes' | 'Geral';
  /** A Gestor or a Diretor of the school (they open topics; a topic is seen by its author's school). */
  by: string;
  title: string;
  description: string;
  daysAgo: number;
  replies: [login: string, text: string][];
}

/** Topics in three rooms of each school (Aurora: Português, Matemática, Geral; Horizonte: Matemática, Artes, Geral). */
export const TOPICS: Topic[] = [
  {
    room: 'Português',
    by: 'AUCE-0001',
    title: 'Dicas de livros',
    description: 'Qual livro você recomenda para os colegas? Conte o título e por que gostou.',
    daysAgo: 33,
    replies: [
      ['AUCE-0004', 'Eu recomendo O Pequeno Príncipe. É curto e tem desenhos lindos!'],
      ['AUCE-0007', 'Li Diário de um Banana e ri muito.'],
      ['AUCE-0011', 'A Bolsa Amarela, da Lygia Bojunga. Adorei a Raquel e as vontades dela.'],
      ['AUCE-0003', 'Ótimas ideias! Quem ler um livro da lista pode apresentar na aula de sexta.'],
      ['AUCE-0002', 'A biblioteca tem todos esses títulos. É só pedir na hora do intervalo.'],
    ],
  },
  {
    room: 'Matemática',
    by: 'AUMT-0001',
    title: 'Desafio da semana: frações',
    description: 'Uma pizza foi dividida em 8 pedaços e você comeu 3. Que fração da pizza sobrou?',
    daysAgo: 21,
    replies: [
      ['AUCE-0008', 'Sobrou 5/8 da pizza!'],
      ['AUCE-0006', 'Também achei 5/8. Desenhei a pizza para conferir.'],
      ['AUCE-0010', 'Eu fiz 8 - 3 = 5, então sobraram 5 de 8 pedaços.'],
      ['AUCE-0003', 'Muito bem! Próximo desafio: e se fossem duas pizzas de 8 pedaços?'],
      ['AUCE-0004', 'Aí sobrariam 13 de 16 pedaços, ou 13/16.'],
    ],
  },
  {
    room: 'Geral',
    by: 'AUCE-0001',
    title: 'Feira de Ciências: ideias de projetos',
    description: 'Compartilhe aqui a ideia do projeto da sua turma para a Feira de Ciências.',
    daysAgo: 6,
    replies: [
      ['AUCE-0003', 'O 6º Ano A vai montar uma maquete do Sistema Solar em escala.'],
      ['AUCE-0009', 'Nosso grupo quer mostrar como a planta faz fotossíntese, com um experimento de luz e sombra.'],
      ['AUCE-0013', 'O 6º B vai fazer um vulcão! 🌋'],
      ['AUCE-0002', 'Lembrem de trazer a lista de materiais até sexta.'],
    ],
  },
  {
    room: 'Geral',
    by: 'AUMT-0001',
    title: 'Biblioteca aberta no intervalo da tarde',
    description: 'A partir desta semana a biblioteca abre também no intervalo da tarde, das 13h às 14h.',
    daysAgo: 12,
    replies: [
      ['AUCE-0012', 'Que legal! Dá para fazer os trabalhos em grupo lá?'],
      ['AUMT-0001', 'Sim, as mesas do fundo são para os grupos.'],
    ],
  },
  {
    room: 'Matemática',
    by: 'HOMT-0001',
    title: 'Tabuada do 9',
    description: 'Qual é o seu truque para lembrar a tabuada do 9?',
    daysAgo: 26,
    replies: [
      ['HOSU-0005', 'Eu uso os dedos das mãos: abaixo o dedo do número e conto os dois lados.'],
      ['HOSU-0006', 'Os algarismos do resultado somam sempre 9: 18, 27, 36…'],
      ['HOSU-0002', 'Isso mesmo, Miguel! 1 + 8, 2 + 7, 3 + 6…'],
      ['HOSU-0003', 'Não conhecia esse truque, valeu!'],
    ],
  },
  {
    room: 'Artes',
    by: 'HOSU-0001',
    title: 'Exposição de desenhos do 7º ano',
    description: 'Os desenhos sobre o Sistema Solar vão ficar expostos no pátio. Quem quer ajudar a montar?',
    daysAgo: 15,
    replies: [
      ['HOSU-0007', 'Eu posso ajudar na terça!'],
      ['HOSU-0004', 'Eu também. Levo fita e barbante.'],
      ['HOSU-0002', 'Obrigada! Montamos na terça, depois da aula.'],
    ],
  },
  {
    room: 'Geral',
    by: 'HOMT-0001',
    title: 'Jogos escolares',
    description: 'Parabéns à equipe do 7º ano pelas medalhas! Contem como foi.',
    daysAgo: 8,
    replies: [
      ['HOSU-0003', 'Foi muito emocionante! O revezamento foi a melhor parte.'],
      ['HOSU-0005', 'No vôlei a gente quase ganhou a final.'],
      ['HOSU-0001', 'Estamos orgulhosos de vocês!'],
      ['HOSU-0004', 'Ano que vem vamos buscar o ouro no vôlei também! 🏐'],
    ],
  },
];

/** The forum (`frm_topico`, `frm_postagem`): the topics above with their replies, a few hours apart. */
export async function seedForum(tx: Tx, ctx: HistoryContext): Promise<{ topics: number; posts: number }> {
  const random = new Random('forum');
  const opened = TOPICS.map((t) => ctx.days.at(ctx.days.fromToday(-t.daysAgo), random.int(8, 11), random.int(0, 59)));
  const topics = await tx
    .insert(frmTopico)
    .values(
      TOPICS.map((t, i) => ({
        codFrmSala: ctx.forumRoom(t.room),
        txtTopico: t.title,
        dscTopico: t.description,
        codUsuarioCriacao: ctx.person(t.by).id,
        datCriacao: opened[i]!,
      })),
    )
    .returning({ id: frmTopico.codFrmTopico, title: frmTopico.txtTopico, by: frmTopico.codUsuarioCriacao });
  const posts = TOPICS.flatMap((t, i) => {
    const topic = topics.find((row) => row.title === t.title && row.by === ctx.person(t.by).id)!;
    let at = opened[i]!;
    return t.replies.map(([login, text]) => {
      at = later(at, random.int(25, 300));
      return { codFrmTopico: topic.id, txtPostagem: text, codUsuarioCriacao: ctx.person(login).id, datCriacao: at };
    });
  });
  await tx.insert(frmPostagem).values(posts);
  return { topics: topics.length, posts: posts.length };
}
