import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../build-app';
import { signInDemo } from '../build-app';
import { multipart } from '../multipart';
import { type ClassWithActivity, classWithActivity, signInStaff, submission } from '../../modules/activities/activities.fixtures';
import { type Part, filePart, png } from '../../modules/curriculum/curriculum.fixtures';
import { type ReportWorld, reportWorld } from '../../modules/reports/reports.fixtures';
import { sendUserForm } from '../../modules/users/users.fixtures';
import type { Profile } from './documented-calls.shape';

/**
 * The data the documented calls are made on: the demo network's people, places and classes, and what
 * each call needs of its own (a path to rename, a school to delete), made through the product's calls
 * (and its modules' fixtures) when a call asks for it, once. A call that cannot get its data fails with
 * the reason; the others go on.
 */

export const DEMO_LOGINS: Record<Exclude<Profile, 'public'>, string> = {
  Master: 'REMT-0001',
  Gestor: 'AUMT-0001',
  Diretor: 'AUCE-0001',
  Coordenador: 'AUCE-0002',
  Professor: 'AUCE-0003',
  Aluno: 'AUCE-0004',
  Assistente: 'REMT-0002',
};

export const PROFILE_CODE: Record<Exclude<Profile, 'public'>, number> = {
  Master: 1,
  Gestor: 2,
  Diretor: 3,
  Coordenador: 4,
  Professor: 5,
  Aluno: 6,
  Assistente: 7,
};

/** A promise made on the first ask and shared afterwards. */
function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= make());
}

let made = 0;
/** A name no other row has ('Contrato 7 k3x9'): letters, digits and spaces only (class names refuse the rest). */
export function unique(prefix: string): string {
  made += 1;
  return `${prefix} ${made} ${Math.random().toString(36).slice(2, 6)}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What a refused call answered, shortly: its status, message and field messages (no request id). */
export function refusal(res: LightMyRequestResponse): string {
  try {
    const body = res.json<{ code?: string; message?: string; fields?: Record<string, string> }>();
    if (res.statusCode === 404 && body.code === 'ROUTE_NOT_FOUND') return 'missing: no route answers it (404 ROUTE_NOT_FOUND)';
    const fields = body.fields && Object.keys(body.fields).length ? ` ${JSON.stringify(body.fields)}` : '';
    return `answered ${res.statusCode} '${body.message ?? ''}'${fields}`;
  } catch {
    return `answered ${res.statusCode} ${res.body.slice(0, 200)}`;
  }
}

export class World {
  constructor(readonly t: TestApp) {}

  /** A product call the data needs: its answer, or an Error naming the call and what it answered. */
  async api<T = Record<string, unknown>>(token: string, method: Method, url: string, payload?: unknown): Promise<T> {
    const res = await this.t.as(token, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) });
    if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`${method} ${url} ${refusal(res)}`);
    return (String(res.headers['content-type'] ?? '').includes('json') ? res.json() : res.body) as T;
  }

  async form<T = Record<string, unknown>>(token: string, method: Method, url: string, fields: Record<string, string>, files: Part[]) {
    const body = multipart(files, fields);
    const res = await this.t.as(token, { method, url, payload: body.body, headers: body.headers });
    if (res.statusCode < 200 || res.statusCode > 299) throw new Error(`${method} ${url} ${refusal(res)}`);
    return res.json<T>();
  }

  async one(query: ReturnType<typeof sql>): Promise<number> {
    const [row] = await this.t.rows<{ id: number }>(query);
    if (!row) throw new Error('a row the data needs is missing');
    return Number(row.id);
  }

  readonly tokens = lazy(() => signInDemo(this.t, DEMO_LOGINS));
  async token(profile: Exclude<Profile, 'public'>): Promise<string> {
    return (await this.tokens())[profile];
  }

  readonly ids = lazy(async () => {
    const user = (login: string) => this.one(sql`select cod_bse_usuario as id from bse_usuario where cst_login = ${login}`);
    return {
      schoolAU: await this.one(sql`select cod_bse_escola as id from bse_escola where cst_txt_prefixo_login = 'AU'`),
      unitCE: await this.one(sql`select cod_bse_unidade as id from bse_unidade where cst_txt_prefixo_login = 'CE'`),
      classA: await this.one(sql`select cod_bse_turma as id from bse_turma where nom_turma = '6º Ano A'`),
      classB: await this.one(sql`select cod_bse_turma as id from bse_turma where nom_turma = '6º Ano B'`),
      diretor: await user('AUCE-0001'),
      prof: await user('AUCE-0003'),
      aluno: await user('AUCE-0004'),
    };
  });

  readonly image = lazy(() => png(80, 60));
  async imagePart(field: string): Promise<Part> {
    return filePart(field, await this.image());
  }

  // ------------------------------------------------------------ curriculum (the Professor's, in 6º Ano A)

  async path(codBseTurma?: number): Promise<number> {
    const prof = await this.token('Professor');
    const turma = codBseTurma ?? (await this.ids()).classA;
    return (await this.api<{ codTrlLivro: number }>(prof, 'POST', '/api/trl_livro', { dscTitulo: unique('Trilha'), codBseTurma: turma }))
      .codTrlLivro;
  }
  async chapter(codTrlLivro?: number): Promise<number> {
    const prof = await this.token('Professor');
    const livro = codTrlLivro ?? (await this.tree()).path;
    return (
      await this.api<{ codTrlCapitulo: number }>(prof, 'POST', '/api/trl_capitulo', { dscTitulo: unique('Capítulo'), codTrlLivro: livro })
    ).codTrlCapitulo;
  }
  async lesson(codTrlCapitulo?: number): Promise<number> {
    const prof = await this.token('Professor');
    const capitulo = codTrlCapitulo ?? (await this.tree()).chapter;
    return (await this.api<{ codTrlAula: number }>(prof, 'POST', '/api/trl_aula', { codTrlCapitulo: capitulo, dscTitulo: unique('Aula') }))
      .codTrlAula;
  }
  async text(codTrlAula?: number): Promise<number> {
    const prof = await this.token('Professor');
    const aula = codTrlAula ?? (await this.tree()).lesson;
    return (
      await this.api<{ codTrlConteudo: number }>(prof, 'POST', '/api/trl_conteudo_texto', { codTrlAula: aula, dscTexto: 'Um texto.' })
    ).codTrlConteudo;
  }
  /** A game of the product's own call: JSON, or multipart with `files` when it has images. */
  async game(dados: Record<string, unknown>, files: Part[] = [], lesson?: number): Promise<number> {
    const prof = await this.token('Professor');
    const codTrlAula = lesson ?? (await this.tree()).lesson2;
    const body = { codTrlAula, dscTitulo: unique('Jogo'), ...dados };
    const answer = files.length
      ? await this.form<{ codTrlConteudo: number }>(prof, 'POST', '/api/trl_conteudo_jogo', { dados: JSON.stringify(body) }, files)
      : await this.api<{ codTrlConteudo: number }>(prof, 'POST', '/api/trl_conteudo_jogo', body);
    return answer.codTrlConteudo;
  }
  forca(lesson?: number): Promise<number> {
    return this.game(
      { codTrlJogo: 1, perguntas: [{ dscPergunta: 'Planeta com anéis' }], respostas: [{ dscResposta: 'SATURNO' }] },
      [],
      lesson,
    );
  }
  async puzzle(): Promise<number> {
    return this.game({ codTrlJogo: 5, perguntas: [{ imgPergunta: 'file:p1' }], respostas: [] }, [await this.imagePart('p1')]);
  }
  async imageQuiz(): Promise<number> {
    const parts = await Promise.all(['r1', 'r2', 'r3', 'r4'].map((p) => this.imagePart(p)));
    return this.game(
      {
        codTrlJogo: 10,
        perguntas: [{ dscPergunta: 'Qual é o planeta vermelho?' }],
        respostas: parts.map((p, i) => ({ imgResposta: `file:${p.field}`, indRespostaCorreta: i === 0 ? 'S' : 'N' })),
      },
      parts,
    );
  }
  async gameParts(codTrlConteudo: number) {
    const prof = await this.token('Professor');
    return this.api<{ perguntas: { codTrlConteudoJogoPergunta: number }[]; respostas: { codTrlConteudoJogoResposta: number }[] }>(
      prof,
      'GET',
      `/api/trl_conteudo_jogo/loadInfoConteudoJogo/${codTrlConteudo}`,
    );
  }

  readonly catalogue = lazy(async () => {
    const prof = await this.token('Professor');
    const [personagem] = await this.api<{ codTrlPersonagem: number }[]>(prof, 'GET', '/api/trl_personagem');
    const [montagem] = await this.api<{ codTrlMontagem: number }[]>(prof, 'GET', '/api/trl_montagem');
    if (!personagem || !montagem) throw new Error('the character and assembly catalogues are empty');
    return { codTrlPersonagem: personagem.codTrlPersonagem, codTrlMontagem: montagem.codTrlMontagem };
  });

  /** A path of the Professor's 6º Ano A with two chapters, two lessons, and one content of each type. */
  readonly tree = lazy(async () => {
    const prof = await this.token('Professor');
    const path = await this.path();
    const path2 = await this.path();
    const chapter = await this.chapter(path);
    const chapter2 = await this.chapter(path);
    const lesson = await this.lesson(chapter);
    const lesson2 = await this.lesson(chapter);
    const text = await this.text(lesson);
    const text2 = await this.text(lesson);
    const { codTrlPersonagem, codTrlMontagem } = await this.catalogue();
    const image = (
      await this.form<{ codTrlConteudo: number }>(
        prof,
        'POST',
        '/api/trl_conteudo_imagem',
        { codTrlAula: String(lesson), dscTitulo: 'Imagem' },
        [await this.imagePart('dscImagem')],
      )
    ).codTrlConteudo;
    const video = (
      await this.api<{ codTrlConteudo: number }>(prof, 'POST', '/api/trl_conteudo_video', {
        codTrlAula: lesson,
        dscTitulo: 'Vídeo',
        dscDescricao: 'O sistema solar',
        dscLink: 'https://example.org/video',
      })
    ).codTrlConteudo;
    const dialogue = (
      await this.api<{ codTrlConteudo: number }>(prof, 'POST', '/api/trl_conteudo_personagem_texto', {
        codTrlAula: lesson,
        dscTitulo: 'Diálogo',
        dados: [{ codTrlPersonagem, dscTexto: 'Olá, turma!' }],
      })
    ).codTrlConteudo;
    const assembly = (
      await this.api<{ codTrlConteudo: number }>(prof, 'POST', '/api/trl_conteudo_montagem', {
        codTrlAula: lesson,
        codTrlMontagem,
        dscTitulo: 'Montagem',
        dscTexto: 'Monte o sistema solar.',
      })
    ).codTrlConteudo;
    const game = await this.forca(lesson);
    return { path, path2, chapter, chapter2, lesson, lesson2, text, text2, image, video, dialogue, assembly, game };
  });

  /** A path of the Professor's 6º Ano B with content, given to that class: the link's id (inactive). */
  async classLink(): Promise<{ codTrlLivroTurma: number; codTrlLivro: number; codBseTurma: number }> {
    const prof = await this.token('Professor');
    const { classB } = await this.ids();
    const codTrlLivro = await this.path(classB);
    await this.text(await this.lesson(await this.chapter(codTrlLivro)));
    const link = await this.api<{ codTrlLivroTurma: number }>(prof, 'POST', '/api/trl_livro_turma', { codBseTurma: classB, codTrlLivro });
    return { codTrlLivroTurma: link.codTrlLivroTurma, codTrlLivro, codBseTurma: classB };
  }

  // ------------------------------------------------------------ activities

  readonly staff = lazy(() => signInStaff(this.t));

  /** A class of its own with the Professor, one student and an active activity of two questions (multiple choice, discursive). */
  async activityClass(): Promise<ClassWithActivity> {
    return classWithActivity(this.t, await this.staff(), 1);
  }

  /** Such a class whose student sent the activity through the product's batched call (the multiple choice is graded at once). */
  readonly answered = lazy(async () => {
    const w = await this.activityClass();
    await this.api(w.students[0]!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    return w;
  });

  /** A chapter of a Master's path (the network's), for the Master's activities. */
  readonly masterChapter = lazy(async () => {
    const master = await this.token('Master');
    const path = await this.api<{ codTrlLivro: number }>(master, 'POST', '/api/trl_livro', { dscTitulo: unique('Trilha da rede') });
    const chapter = await this.api<{ codTrlCapitulo: number }>(master, 'POST', '/api/trl_capitulo', {
      dscTitulo: unique('Capítulo'),
      codTrlLivro: path.codTrlLivro,
    });
    return { codTrlLivro: path.codTrlLivro, codTrlCapitulo: chapter.codTrlCapitulo };
  });

  /** An activity of the Master's, in no class, without questions. */
  async masterActivity(): Promise<number> {
    const master = await this.token('Master');
    const { codTrlCapitulo } = await this.masterChapter();
    const body = { codTrlCapitulo, nomAtividade: unique('Avaliação'), desDescricao: 'Frações' };
    return (await this.api<{ codBseAtividade: number }>(master, 'POST', '/api/bse_atividade', body)).codBseAtividade;
  }

  async question(codBseAtividade: number): Promise<number> {
    const master = await this.token('Master');
    const body = {
      codBseAtividade,
      titulo: 'Explique',
      enuEnunciado: '<p>Como você dividiu?</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: 'Em partes iguais.',
    };
    return (await this.api<{ codBseQuestao: number }>(master, 'POST', '/api/bse_questao', body)).codBseQuestao;
  }

  // ------------------------------------------------------------ organisation and users

  async freePrefix(table: 'school' | 'unit'): Promise<string> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const letters = String.fromCharCode(65 + Math.floor(Math.random() * 26), 65 + Math.floor(Math.random() * 26));
      const taken =
        table === 'school'
          ? await this.t.rows(sql`select 1 from bse_escola where cst_txt_prefixo_login = ${letters}`)
          : await this.t.rows(sql`select 1 from bse_unidade where cst_txt_prefixo_login = ${letters}`);
      if (taken.length === 0) return letters;
    }
    throw new Error('no free prefix');
  }

  readonly address = {
    body: () => ({ dscCep: '30130-010', dscRua: 'Rua da Bahia', dscBairro: 'Centro', dscCidade: 'Belo Horizonte', dscEstado: 'MG' }),
    make: async (): Promise<number> =>
      (await this.api<{ codBseEndereco: number }>(await this.token('Master'), 'POST', '/api/bse_endereco', this.address.body()))
        .codBseEndereco,
  };

  async school(): Promise<{ codBseEscola: number; cstTxtPrefixoLogin: string; codBseEndereco: number }> {
    const codBseEndereco = await this.address.make();
    const cstTxtPrefixoLogin = await this.freePrefix('school');
    const school = await this.api<{ codBseEscola: number }>(await this.token('Master'), 'POST', '/api/bse_escola', {
      nomEscola: unique('Escola'),
      cstTxtPrefixoLogin,
      codBseEndereco,
    });
    return { codBseEscola: school.codBseEscola, cstTxtPrefixoLogin, codBseEndereco };
  }

  async unit(): Promise<{ codBseUnidade: number; cstTxtPrefixoLogin: string }> {
    const { schoolAU } = await this.ids();
    const cstTxtPrefixoLogin = await this.freePrefix('unit');
    const unit = await this.api<{ codBseUnidade: number }>(await this.token('Gestor'), 'POST', '/api/bse_unidade', {
      nomUnidade: unique('Unidade'),
      cstTxtPrefixoLogin,
      codBseEscola: schoolAU,
    });
    return { codBseUnidade: unit.codBseUnidade, cstTxtPrefixoLogin };
  }

  async classRoom(): Promise<number> {
    const { unitCE } = await this.ids();
    return (
      await this.api<{ codBseTurma: number }>(await this.token('Diretor'), 'POST', '/api/bse_turma', {
        nomTurma: unique('Contrato'),
        codBseUnidade: unitCE,
      })
    ).codBseTurma;
  }

  async nextLogin(prefix = 'AUCE', skip = 0): Promise<string> {
    const { proxSeq } = await this.api<{ proxSeq: number }>(await this.token('Master'), 'GET', `/api/bse_usuario/setSequencial/${prefix}`);
    return `${prefix}-${String(proxSeq + skip).padStart(4, '0')}`;
  }

  /** A student of 6º Ano A of the tests' own, with the password `Aluno@2026`. */
  async student(): Promise<{ codBseUsuario: number; login: string; password: string }> {
    const { classA } = await this.ids();
    const login = await this.nextLogin();
    const res = await sendUserForm(this.t, await this.token('Master'), {
      cstLogin: login,
      nomUsuario: unique('Aluno'),
      txtSenha: 'Aluno@2026',
      codBsePerfil: 6,
      codBseTurma: classA,
    });
    if (res.statusCode !== 200) throw new Error(`POST /api/bse_usuario ${refusal(res)}`);
    return { codBseUsuario: res.json<{ codBseUsuario: number }>().codBseUsuario, login, password: 'Aluno@2026' };
  }

  async profile(): Promise<number> {
    const body = { nomPerfil: unique('Perfil'), codPerfilCriacao: 1 };
    return (await this.api<{ codBsePerfil: number }>(await this.token('Master'), 'POST', '/api/bse_perfil', body)).codBsePerfil;
  }

  // ------------------------------------------------------------ reports, calendar, news, forum, chat, support

  readonly reports = lazy(async (): Promise<ReportWorld> => reportWorld(this.t, await this.freePrefix('school')));

  async event(): Promise<number> {
    const { classA } = await this.ids();
    const body = {
      dscTitulo: unique('Evento'),
      hexCorEvento: '#86c879',
      datEvento: '2026-05-20',
      indPrivado: 'N',
      codBseTurma: classA,
      perfis: [5, 6],
    };
    return (await this.api<{ codCldCalendario: number }>(await this.token('Professor'), 'POST', '/api/cld_calendario', body))
      .codCldCalendario;
  }

  async news(): Promise<number> {
    const body = { ctgPostagem: 'Ciências', dscPostagem: unique('Notícia'), txtPostagem: '<p>O eclipse de amanhã.</p>' };
    return (await this.api<{ codBsePostagem: number }>(await this.token('Master'), 'POST', '/api/bse_postagem', body)).codBsePostagem;
  }

  async forumRoom(): Promise<number> {
    return (await this.api<{ codFrmSala: number }>(await this.token('Master'), 'POST', '/api/frm_sala', { nomSala: unique('Sala') }))
      .codFrmSala;
  }

  /** A topic of the Diretor's in room 1 (Português). */
  async topic(): Promise<number> {
    const body = { codFrmSala: 1, txtTopico: unique('Tópico'), dscTopico: 'Leituras do mês.' };
    return (await this.api<{ codFrmTopico: number }>(await this.token('Diretor'), 'POST', '/api/frm_topico', body)).codFrmTopico;
  }
  readonly sharedTopic = lazy(() => this.topic());

  /** A post of the student's on the shared topic. */
  async forumPost(): Promise<number> {
    const body = { codFrmTopico: await this.sharedTopic(), txtPostagem: 'Eu li o livro todo.' };
    return (await this.api<{ codFrmPostagem: number }>(await this.token('Aluno'), 'POST', '/api/frm_postagem', body)).codFrmPostagem;
  }

  readonly chatRoomA = lazy(async () => {
    const { classA } = await this.ids();
    return this.one(sql`select cod_cht_sala as id from cht_sala where cod_bse_turma = ${classA}`);
  });

  /** A message of the student's in 6º Ano A's room. */
  async message(): Promise<number> {
    const body = { codChtSala: await this.chatRoomA(), txtMensagem: unique('Oi') };
    return (await this.api<{ codChtMensagem: number }>(await this.token('Aluno'), 'POST', '/api/cht_mensagem', body)).codChtMensagem;
  }

  /** A support ticket: sent with the documented body, or with the product's own when that one is refused. */
  async ticket(): Promise<number> {
    const aluno = await this.token('Aluno');
    const { aluno: codBseUsuario } = await this.ids();
    const documented = {
      name: 'Ana Souza',
      email: 'ana@escola.com.br',
      desc: 'Não consigo abrir a trilha.',
      pagina: 'Ajuda',
      codBseUsuario,
    };
    const res = await this.t.as(aluno, { method: 'POST', url: '/api/bse_suporte', payload: documented });
    if (res.statusCode < 200 || res.statusCode > 299) {
      await this.api(aluno, 'POST', '/api/bse_suporte', {
        nomContato: 'Ana Souza',
        dscEmail: 'ana@escola.com.br',
        codInformacao: 1,
        dscDescricao: 'Não consigo abrir a trilha.',
      });
    }
    return this.one(sql`select max(cod_bse_suporte) as id from bse_suporte`);
  }
}
