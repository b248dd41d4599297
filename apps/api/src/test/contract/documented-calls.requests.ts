import { sql } from 'drizzle-orm';
import type { Part } from '../../modules/curriculum/curriculum.fixtures';
import type { Profile } from './documented-calls';
import { type World, unique } from './documented-calls.world';

/**
 * How each documented HTTP call is made on the test's data (`documented-calls.world.ts`): the profile's
 * token, the values of the documented path's parameters (by their documented names), the documented
 * query, and the body (JSON, or multipart fields and files). Keyed by `callName` of the list; the test
 * checks that the body sent is exactly the list's documented fields, so the two cannot drift apart.
 */

export interface CallRequest {
  /** The profile the call is made as (a demo user of it, or a user of that profile made for the call). */
  as: Profile;
  /** A token of a user made for the call (else the demo user of `as`). */
  token?: string;
  params?: Record<string, number | string>;
  query?: Record<string, number | string>;
  json?: unknown;
  multipart?: { fields: Record<string, string>; files: Part[] };
}

/** One request, or two for a call with an image variant (the documented call, then its variant). */
export type Builder = (w: World) => Promise<CallRequest | [CallRequest, CallRequest]>;

const filter = (codBseEscola: number) => ({
  codBseEscola,
  codBseUnidade: null,
  codBseTurma: null,
  codBseUsuario: null,
  dataInicio: '2026-03-01',
  dataFim: '2026-03-31',
});

async function eventPayload(w: World, codCldCalendario: number | null) {
  const { classA } = await w.ids();
  return {
    dscTitulo: unique('Feira de ciências'),
    hexCorEvento: '#f64c60',
    datEvento: '2026-05-21',
    codCldCalendario,
    codBseTurma: classA,
    indPrivado: 'N',
    perfis: [5, 6],
  };
}

/** A student of a class of its own, with the activity's first answer posted by the documented call. */
async function postedAnswer(w: World) {
  const c = await w.activityClass();
  const student = c.students[0]!;
  await w.api(student.token, 'POST', '/api/bse_questao_resposta', {
    codBseAtividade: c.activityId,
    codBseTurma: c.classId,
    codBseUsuario: student.id,
    codBseQuestao: c.open.codBseQuestao,
    resResposta: '<p>Dividi por dois.</p>',
  });
  return { c, student };
}

/** A submission of the answered class's student graded by the Professor through the product: the grade ids, by question. */
async function gradedSubmission(w: World) {
  const c = await w.activityClass();
  const student = c.students[0]!;
  await w.api(student.token, 'POST', '/api/bse_questao_resposta', {
    codBseAtividade: c.activityId,
    codBseTurma: c.classId,
    respostas: [
      { codBseQuestao: c.choice.codBseQuestao, codBseQuestaoOpcao: c.choice.right },
      { codBseQuestao: c.open.codBseQuestao, resResposta: '<p>Dividi por dois.</p>' },
    ],
  });
  const grades = [c.choice.codBseQuestao, c.open.codBseQuestao].map((codBseQuestao) => ({
    codBseAtividade: c.activityId,
    codBseQuestao,
    codBseUsuario: student.id,
    valor: 10,
  }));
  await w.api(await w.token('Professor'), 'POST', '/api/bse_nota', grades);
  const rows = await w.t.rows<{ id: number }>(
    sql`select cod_bse_nota as id from bse_nota where cod_bse_atividade = ${c.activityId} and cod_bse_usuario = ${student.id} order by cod_bse_questao`,
  );
  return rows.map((r) => Number(r.id));
}

export const BUILDERS: Record<string, Builder> = {
  // ---------------------------------------------------------------- 1-authoring §7 "Paths and chapters"
  'GET /trl_capitulo/pegarCapitulosDoLivro/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).path } }),
  'GET /trl_capitulo': async () => ({ as: 'Professor' }),
  'GET /trl_capitulo/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).chapter } }),
  'PUT /trl_capitulo/{id}': async (w) => ({
    as: 'Professor',
    params: { id: await w.chapter() },
    json: { dscTitulo: unique('Capítulo renomeado') },
  }),
  'DELETE /trl_capitulo/{id}': async (w) => ({ as: 'Professor', params: { id: await w.chapter() } }),
  'POST /trl_capitulo': async (w) => ({ as: 'Professor', json: { dscTitulo: unique('Capítulo'), codTrlLivro: (await w.tree()).path } }),
  'PUT /trl_capitulo/inverterCapitulos/x': async (w) => {
    const { chapter, chapter2 } = await w.tree();
    return { as: 'Professor', json: { capitulo1: chapter, capitulo2: chapter2 } };
  },
  'GET /trl_livro/all/-1': async () => ({ as: 'Professor' }),
  'GET /trl_livro': async () => ({ as: 'Professor' }),
  'POST /trl_livro': async (w) => ({ as: 'Professor', json: { dscTitulo: unique('Trilha'), codBseTurma: (await w.ids()).classA } }),
  'PUT /trl_livro/{codTrlAno}': async (w) => ({
    as: 'Professor',
    params: { codTrlAno: await w.path() },
    json: { dscTitulo: unique('Trilha renomeada') },
  }),
  'DELETE /trl_livro/{id}': async (w) => ({ as: 'Professor', params: { id: await w.path() } }),
  'PUT /trl_livro/inverterLivros/x': async (w) => {
    const { path, path2 } = await w.tree();
    return { as: 'Professor', json: { livro1: path, livro2: path2 } };
  },

  // ---------------------------------------------------------------- "Lessons"
  'GET /trl_aula/pegarAulasDoCapitulo/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).chapter } }),
  'GET /trl_aula/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).lesson } }),
  'POST /trl_aula': async (w) => ({
    as: 'Professor',
    json: { codTrlCapitulo: (await w.tree()).chapter2, dscTitulo: 'Aula nova', dscDescricao: 'Os planetas' },
  }),
  'PUT /trl_aula/{codTrlAula}': async (w) => ({
    as: 'Professor',
    params: { codTrlAula: await w.lesson((await w.tree()).chapter2) },
    json: { dscTitulo: 'Aula revista', dscDescricao: 'As luas' },
  }),
  'DELETE /trl_aula/{id}': async (w) => ({ as: 'Professor', params: { id: await w.lesson((await w.tree()).chapter2) } }),
  'PUT /trl_aula/inverterAulas/x': async (w) => {
    const { lesson, lesson2 } = await w.tree();
    return { as: 'Professor', json: { aula1: lesson, aula2: lesson2 } };
  },
  'GET /trl_materia': async () => ({ as: 'Professor' }),
  'GET /trl_tipo_conteudo': async () => ({ as: 'Professor' }),

  // ---------------------------------------------------------------- "Contents"
  'GET /trl_conteudo/conteudosDaAula/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).lesson } }),
  'GET /trl_conteudo/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).text } }),
  'POST /trl_conteudo': async (w) => ({
    as: 'Professor',
    json: { codTrlAula: (await w.tree()).lesson2, codTrlTipoConteudo: 1, dscTitulo: 'Texto', dscTexto: 'Os planetas giram.' },
  }),
  'PUT /trl_conteudo/{codTrlConteudo}': async (w) => {
    const codTrlAula = (await w.tree()).lesson2;
    return {
      as: 'Professor',
      params: { codTrlConteudo: await w.text(codTrlAula) },
      json: { codTrlAula, codTrlTipoConteudo: 1, dscTitulo: 'Texto revisto', dscTexto: 'Os planetas giram em volta do Sol.' },
    };
  },
  'DELETE /trl_conteudo/{id}': async (w) => ({ as: 'Professor', params: { id: await w.text((await w.tree()).lesson2) } }),
  'PUT /trl_conteudo/inverterConteudos/x': async (w) => {
    const { text, text2 } = await w.tree();
    return { as: 'Professor', json: { conteudo1: text, conteudo2: text2 } };
  },
  'GET /trl_conteudo_texto/loadInfoConteudoTexto/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).text } }),
  'GET /trl_conteudo_imagem/loadInfoConteudoImagem/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).image } }),
  'GET /trl_conteudo_video/loadInfoConteudoVideo/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).video } }),
  'GET /trl_conteudo_jogo/loadInfoConteudoJogo/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).game } }),
  'GET /trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/{id}': async (w) => ({
    as: 'Professor',
    params: { id: (await w.tree()).dialogue },
  }),
  'GET /trl_montagem/loadInfoMontagem/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).assembly } }),
  'GET /trl_jogo': async () => ({ as: 'Professor' }),
  'GET /trl_personagem': async () => ({ as: 'Professor' }),
  'GET /trl_montagem': async () => ({ as: 'Professor' }),
  'POST /trl_conteudo_texto': async (w) => ({
    as: 'Professor',
    json: { codTrlAula: (await w.tree()).lesson2, dscTitulo: 'Texto', dscTexto: 'Mercúrio é o menor planeta.' },
  }),
  'POST /trl_conteudo_imagem': async (w) => ({
    as: 'Professor',
    multipart: { fields: { codTrlAula: String((await w.tree()).lesson2), dscTitulo: 'Saturno' }, files: [await w.imagePart('dscImagem')] },
  }),
  'POST /trl_conteudo_personagem_texto': async (w) => ({
    as: 'Professor',
    json: {
      codTrlAula: (await w.tree()).lesson2,
      dscTitulo: 'Conversa',
      dados: [{ codTrlPersonagem: (await w.catalogue()).codTrlPersonagem, dscTexto: 'Vamos ver os planetas?' }],
    },
  }),
  'POST /trl_conteudo_video': async (w) => ({
    as: 'Professor',
    json: {
      codTrlAula: (await w.tree()).lesson2,
      dscTitulo: 'Vídeo',
      dscDescricao: 'Os planetas',
      dscLink: 'https://example.org/planetas',
    },
  }),
  'POST /trl_conteudo_montagem': async (w) => ({
    as: 'Professor',
    json: {
      codTrlAula: (await w.tree()).lesson2,
      codTrlMontagem: (await w.catalogue()).codTrlMontagem,
      dscTitulo: 'Montagem',
      dscTexto: 'Monte os planetas em ordem.',
    },
  }),
  'POST /trl_conteudo_jogo': async (w) => ({
    as: 'Professor',
    json: {
      codTrlAula: (await w.tree()).lesson2,
      codTrlJogo: 1,
      dscTitulo: 'Forca',
      dscConteudoJogo: 'Adivinhe o planeta.',
      perguntas: [{ dscPergunta: 'O maior planeta' }],
      respostas: [{ dscResposta: 'JUPITER' }],
    },
  }),
  'POST /trl_conteudo_jogo_pergunta': async (w) => {
    const prof = await w.token('Professor');
    const forca = await w.forca();
    await w.api(prof, 'DELETE', `/api/trl_conteudo_jogo_pergunta/apagarParaEditar/${forca}`);
    const puzzle = await w.puzzle();
    await w.api(prof, 'DELETE', `/api/trl_conteudo_jogo_pergunta/apagarParaEditar/${puzzle}`);
    return [
      { as: 'Professor', json: { codTrlConteudo: forca, codTrlConteudoJogo: forca, dscPergunta: 'Planeta vermelho' } },
      {
        as: 'Professor',
        multipart: {
          fields: { codTrlConteudo: String(puzzle), codTrlConteudoJogo: String(puzzle) },
          files: [await w.imagePart('imgPergunta')],
        },
      },
    ];
  },
  'POST /trl_conteudo_jogo_resposta': async (w) => {
    const prof = await w.token('Professor');
    const forca = await w.forca();
    await w.api(prof, 'DELETE', `/api/trl_conteudo_jogo_resposta/apagarParaEditar/${forca}`);
    const quiz = await w.imageQuiz();
    await w.api(prof, 'DELETE', `/api/trl_conteudo_jogo_resposta/apagarParaEditar/${quiz}`);
    return [
      { as: 'Professor', json: { codTrlConteudo: forca, codTrlConteudoJogo: forca, dscResposta: 'MARTE' } },
      {
        as: 'Professor',
        multipart: {
          fields: { codTrlConteudo: String(quiz), codTrlConteudoJogo: String(quiz), indRespostaCorreta: 'S' },
          files: [await w.imagePart('imgResposta')],
        },
      },
    ];
  },
  'PUT /trl_conteudo_texto/{id}': async (w) => ({
    as: 'Professor',
    params: { id: await w.text((await w.tree()).lesson2) },
    json: { dscTitulo: 'Texto revisto', dscTexto: 'Vênus é o mais quente.' },
  }),
  'PUT /trl_conteudo_imagem/{id}': async (w) => ({
    as: 'Professor',
    params: { id: (await w.tree()).image },
    multipart: { fields: { dscTitulo: 'Júpiter' }, files: [await w.imagePart('dscImagem')] },
  }),
  'PUT /trl_conteudo_personagem_texto/{codTrlConteudo}': async (w) => ({
    as: 'Professor',
    params: { codTrlConteudo: (await w.tree()).dialogue },
    json: {
      dscTitulo: 'Conversa revista',
      dados: [{ codTrlPersonagem: (await w.catalogue()).codTrlPersonagem, dscTexto: 'E as estrelas?' }],
    },
  }),
  'PUT /trl_conteudo_video/{id}': async (w) => ({
    as: 'Professor',
    params: { id: (await w.tree()).video },
    json: { dscTitulo: 'Vídeo revisto', dscDescricao: 'As estrelas', dscLink: 'https://example.org/estrelas' },
  }),
  'PUT /trl_conteudo_jogo_pergunta/{id}': async (w) => {
    const forca = await w.forca();
    const [question] = (await w.gameParts(forca)).perguntas;
    const puzzle = await w.puzzle();
    const [image] = (await w.gameParts(puzzle)).perguntas;
    if (!question || !image) throw new Error('the games have no question to edit');
    return [
      {
        as: 'Professor',
        params: { id: question.codTrlConteudoJogoPergunta },
        json: { codTrlConteudoJogoPergunta: question.codTrlConteudoJogoPergunta, dscPergunta: 'Planeta anão' },
      },
      {
        as: 'Professor',
        params: { codTrlConteudo: puzzle },
        multipart: {
          fields: { codTrlConteudoJogoPergunta: String(image.codTrlConteudoJogoPergunta) },
          files: [await w.imagePart('imgPergunta')],
        },
      },
    ];
  },
  'PUT /trl_conteudo_jogo_resposta/{id}': async (w) => {
    const forca = await w.forca();
    const [answer] = (await w.gameParts(forca)).respostas;
    const quiz = await w.imageQuiz();
    const [image] = (await w.gameParts(quiz)).respostas;
    if (!answer || !image) throw new Error('the games have no answer to edit');
    return [
      {
        as: 'Professor',
        params: { id: answer.codTrlConteudoJogoResposta },
        json: { codTrlConteudoJogoResposta: answer.codTrlConteudoJogoResposta, dscResposta: 'PLUTAO' },
      },
      {
        as: 'Professor',
        params: { codTrlConteudo: quiz },
        multipart: {
          fields: { codTrlConteudoJogoResposta: String(image.codTrlConteudoJogoResposta), indRespostaCorreta: 'S' },
          files: [await w.imagePart('imgResposta')],
        },
      },
    ];
  },
  'DELETE /trl_conteudo_jogo_pergunta/apagarParaEditar/{id}': async (w) => ({ as: 'Professor', params: { id: await w.forca() } }),
  'DELETE /trl_conteudo_jogo_resposta/apagarParaEditar/{id}': async (w) => ({ as: 'Professor', params: { id: await w.forca() } }),

  // ---------------------------------------------------------------- "Class links"
  'GET /trl_livro_turma/all/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.ids()).classA } }),
  'GET /trl_livro_turma/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.classLink()).codTrlLivroTurma } }),
  'POST /trl_livro_turma': async (w) => {
    const { classB } = await w.ids();
    return { as: 'Professor', json: { codBseTurma: classB, codTrlLivro: await w.path(classB) } };
  },
  'PUT /trl_livro_turma/{codTrlAno}': async (w) => {
    const link = await w.classLink();
    return {
      as: 'Professor',
      params: { codTrlAno: link.codTrlLivroTurma },
      json: { codTrlLivro: link.codTrlLivro, codBseTurma: link.codBseTurma, indAtivo: 'N' },
    };
  },
  'DELETE /trl_livro_turma/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.classLink()).codTrlLivroTurma } }),
  'POST /trl_livro_turma/ativarLivroTurma/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.classLink()).codTrlLivroTurma } }),
  'GET /trl_livro_turma/comConteudoLivroAtivo/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.ids()).classA } }),

  // ---------------------------------------------------------------- "Class activities"
  'GET /bse_atividade_turma/all/{classId}': async (w) => ({ as: 'Professor', params: { classId: (await w.answered()).classId } }),
  'GET /bse_atividade_turma/{classId}/atividades-ativas': async (w) => {
    const c = await w.activityClass();
    return { as: 'Aluno', token: c.students[0]!.token, params: { classId: c.classId } };
  },
  'POST /bse_atividade_turma': async (w) => {
    const { classA, classB } = await w.ids();
    const codBseAtividade = await w.masterActivity();
    return [
      { as: 'Professor', json: [{ codBseAtividade, codBseTurma: classA }] },
      { as: 'Professor', json: { codBseAtividade, codBseTurma: classB } },
    ];
  },
  'PUT /bse_atividade_turma/{codBseAtividadeTurma}': async (w) => {
    const [link] = await w.api<{ codBseAtividadeTurma: number }[]>(await w.token('Professor'), 'POST', '/api/bse_atividade_turma', [
      { codBseAtividade: await w.masterActivity(), codBseTurma: (await w.ids()).classA },
    ]);
    return { as: 'Professor', params: { codBseAtividadeTurma: link!.codBseAtividadeTurma }, json: { indAtivo: 'S' } };
  },
  'DELETE /bse_atividade_turma/{id}': async (w) => {
    const [link] = await w.api<{ codBseAtividadeTurma: number }[]>(await w.token('Professor'), 'POST', '/api/bse_atividade_turma', [
      { codBseAtividade: await w.masterActivity(), codBseTurma: (await w.ids()).classA },
    ]);
    return { as: 'Professor', params: { id: link!.codBseAtividadeTurma } };
  },

  // ---------------------------------------------------------------- "Support records"
  'GET /bse_suporte': async (w) => {
    await w.ticket();
    return { as: 'Assistente' };
  },
  'POST /bse_suporte': async (w) => ({
    as: 'Aluno',
    json: {
      name: 'Ana Souza',
      email: 'ana@escola.com.br',
      desc: 'A trilha não abre no tablet.',
      pagina: 'Problema técnico',
      codBseUsuario: (await w.ids()).aluno,
    },
  }),
  'DELETE /bse_suporte/{id}': async (w) => ({ as: 'Assistente', params: { id: await w.ticket() } }),
  'GET /informacao': async () => ({ as: 'Aluno' }),

  // ---------------------------------------------------------------- 2-access §7 "Session"
  'POST /auth/login': async () => ({ as: 'public', json: { username: 'AUCE-0004', password: 'Aluno@2026' } }),
  'POST /bse_acesso': async () => ({
    as: 'Aluno',
    json: {
      cstLogin: 'AUCE-0004',
      indSucesso: 'S',
      nomSo: 'Android',
      txtVersaoSo: '14',
      nomNavegador: 'Chrome',
      txtVersaoNavegador: '126',
      txtObservacao: 'Tela 390x844',
    },
  }),
  'GET /bse_usuario/getMeusDados/x': async () => ({ as: 'Aluno' }),

  // ---------------------------------------------------------------- "Profiles"
  'GET /bse_perfil': async () => ({ as: 'Master' }),
  'GET /bse_perfil/perfisCalendario/x': async () => ({ as: 'Professor' }),
  'GET /bse_perfil/{id}': async () => ({ as: 'Master', params: { id: 6 } }),
  'POST /bse_perfil': async () => ({ as: 'Master', json: { nomPerfil: unique('Monitor'), codPerfilCriacao: 1 } }),
  'PUT /bse_perfil/{codBsePerfil}': async (w) => ({
    as: 'Master',
    params: { codBsePerfil: await w.profile() },
    json: { nomPerfil: unique('Tutor'), codPerfilCriacao: 2 },
  }),
  'DELETE /bse_perfil/{id}': async (w) => ({ as: 'Master', params: { id: await w.profile() } }),

  // ---------------------------------------------------------------- "Schools"
  'GET /bse_escola': async () => ({ as: 'Master' }),
  'GET /bse_escola/{id}': async (w) => ({ as: 'Master', params: { id: (await w.ids()).schoolAU } }),
  'POST /bse_escola': async (w) => ({
    as: 'Master',
    json: { nomEscola: unique('Escola'), cstTxtPrefixoLogin: await w.freePrefix('school'), codBseEndereco: await w.address.make() },
  }),
  'PUT /bse_escola/{codBseEscola}': async (w) => {
    const school = await w.school();
    return {
      as: 'Master',
      params: { codBseEscola: school.codBseEscola },
      json: {
        codBseEscola: school.codBseEscola,
        nomEscola: unique('Escola renomeada'),
        cstTxtPrefixoLogin: school.cstTxtPrefixoLogin,
        codBseEndereco: school.codBseEndereco,
      },
    };
  },
  'DELETE /bse_escola/{id}': async (w) => ({ as: 'Master', params: { id: (await w.school()).codBseEscola } }),

  // ---------------------------------------------------------------- "Units"
  'GET /bse_unidade': async () => ({ as: 'Gestor' }),
  'GET /bse_unidade/{id}': async (w) => ({ as: 'Gestor', params: { id: (await w.ids()).unitCE } }),
  'POST /bse_unidade': async (w) => ({
    as: 'Gestor',
    json: { nomUnidade: unique('Unidade'), cstTxtPrefixoLogin: await w.freePrefix('unit'), codBseEscola: (await w.ids()).schoolAU },
  }),
  'PUT /bse_unidade/{codBseUnidade}': async (w) => {
    const unit = await w.unit();
    return {
      as: 'Gestor',
      params: { codBseUnidade: unit.codBseUnidade },
      json: {
        codBseUnidade: unit.codBseUnidade,
        nomUnidade: unique('Unidade renomeada'),
        cstTxtPrefixoLogin: unit.cstTxtPrefixoLogin,
        codBseEscola: (await w.ids()).schoolAU,
      },
    };
  },
  'DELETE /bse_unidade/{id}': async (w) => ({ as: 'Gestor', params: { id: (await w.unit()).codBseUnidade } }),
  'GET /bse_unidade/usuariosDaUnidade/{id}': async (w) => ({ as: 'Gestor', params: { id: (await w.ids()).unitCE } }),
  'GET /bse_unidade/unidadesDaEscola/{id}': async (w) => ({ as: 'Gestor', params: { id: (await w.ids()).schoolAU } }),

  // ---------------------------------------------------------------- "Classes"
  'GET /bse_turma': async () => ({ as: 'Diretor' }),
  'GET /bse_turma/{id}': async (w) => ({ as: 'Diretor', params: { id: (await w.ids()).classA } }),
  'POST /bse_turma': async (w) => {
    const { unitCE, diretor } = await w.ids();
    return { as: 'Diretor', json: { nomTurma: unique('Contrato'), codBseUnidade: unitCE, codUsuarioCriacao: diretor } };
  },
  'PUT /bse_turma/{codBseTurma}': async (w) => {
    const codBseTurma = await w.classRoom();
    return { as: 'Diretor', params: { codBseTurma }, json: { nomTurma: unique('Contrato revisto'), codBseTurma } };
  },
  'DELETE /bse_turma/{id}': async (w) => ({ as: 'Diretor', params: { id: await w.classRoom() } }),
  'GET /bse_turma/usuariosDaTurma/{id}': async (w) => ({ as: 'Diretor', params: { id: (await w.ids()).classA } }),
  'GET /bse_turma/turmasDaUnidade/{id}': async (w) => ({ as: 'Diretor', params: { id: (await w.ids()).unitCE } }),
  'GET /bse_usuario_turma/carregarMinhasTurmas/x': async () => ({ as: 'Professor' }),
  'GET /bse_usuario_turma/carregarTurmasDoUsuario/{id}': async (w) => ({ as: 'Master', params: { id: (await w.ids()).prof } }),
  'DELETE /bse_usuario_turma/{codBseTurma}/{codBseUsuario}': async (w) => ({
    as: 'Diretor',
    params: { codBseTurma: (await w.ids()).classA, codBseUsuario: (await w.student()).codBseUsuario },
  }),

  // ---------------------------------------------------------------- "Users"
  'GET /bse_usuario': async () => ({ as: 'Master' }),
  'GET /bse_usuario/{id}': async (w) => ({ as: 'Master', params: { id: (await w.ids()).aluno } }),
  'DELETE /bse_usuario/{id}': async (w) => ({ as: 'Master', params: { id: (await w.student()).codBseUsuario } }),
  'GET /bse_usuario/setSequencial/{prefix}': async () => ({ as: 'Master', params: { prefix: 'AUCE' } }),
  'POST /bse_usuario': async (w) => {
    const { schoolAU, unitCE, classA } = await w.ids();
    return {
      as: 'Master',
      multipart: {
        fields: {
          cstLogin: await w.nextLogin(),
          txtSenha: 'Aluno@2026',
          codBsePerfil: '6',
          codBseEscola: String(schoolAU),
          codBseUnidade: String(unitCE),
          codBseTurma: String(classA),
          nomUsuario: unique('Aluna Nova'),
          arrayCodBseTurmas: String(classA),
        },
        files: [await w.imagePart('imgAvatar')],
      },
    };
  },
  'PUT /bse_usuario/{codBseUsuario}': async (w) => {
    const { schoolAU, unitCE, classA } = await w.ids();
    const student = await w.student();
    return {
      as: 'Master',
      params: { codBseUsuario: student.codBseUsuario },
      multipart: {
        fields: {
          codBseUsuario: String(student.codBseUsuario),
          cstLogin: student.login,
          txtSenha: 'Outra@2026',
          codBsePerfil: '6',
          codBseEscola: String(schoolAU),
          codBseUnidade: String(unitCE),
          codBseTurma: String(classA),
          nomUsuario: unique('Aluna Revista'),
          arrayCodBseTurmas: String(classA),
        },
        files: [await w.imagePart('imgAvatar')],
      },
    };
  },
  'POST /bse_usuario/criarUsuariosEmMassa/x': async (w) => {
    const { schoolAU, unitCE, classA } = await w.ids();
    const row = async (skip: number) => ({
      nomUsuario: unique('Aluno em Massa'),
      codBsePerfil: 6,
      txtSenha: 'Massa@2026',
      cstLogin: await w.nextLogin('AUCE', skip),
      codBseEscola: schoolAU,
      codBseUnidade: unitCE,
      codBseTurma: classA,
    });
    return { as: 'Diretor', json: [await row(0), await row(1)] };
  },
  'POST /bse_usuario/changePassword': async (w) => {
    const student = await w.student();
    return {
      as: 'Aluno',
      token: await w.t.login(student.login, student.password),
      json: { actualPassword: student.password, newPassword: 'Nova@2026' },
    };
  },
  'POST /bse_usuario/changeData': async (w) => ({ as: 'Aluno', multipart: { fields: {}, files: [await w.imagePart('imgAvatar')] } }),
  'GET /pais': async () => ({ as: 'Master' }),
  'GET /check-list': async () => ({ as: 'Master' }),

  // ---------------------------------------------------------------- "Activities and questions"
  'GET /bse_atividade': async (w) => {
    await w.masterActivity();
    return { as: 'Master' };
  },
  'POST /bse_atividade': async (w) => {
    const { codTrlCapitulo, codTrlLivro } = await w.masterChapter();
    return {
      as: 'Master',
      json: { nomAtividade: unique('Avaliação'), desDescricao: 'Frações', capitulo: { codTrlCapitulo, livro: { codTrlLivro } } },
    };
  },
  'PUT /bse_atividade/{codBseAtividade}': async (w) => {
    const { codTrlCapitulo, codTrlLivro } = await w.masterChapter();
    return {
      as: 'Master',
      params: { codBseAtividade: await w.masterActivity() },
      json: { nomAtividade: unique('Avaliação revista'), desDescricao: 'Decimais', capitulo: { codTrlCapitulo, livro: { codTrlLivro } } },
    };
  },
  'DELETE /bse_atividade/{id}': async (w) => ({ as: 'Master', params: { id: await w.masterActivity() } }),
  'GET /bse_questao?codBseAtividade=': async (w) => {
    const codBseAtividade = await w.masterActivity();
    await w.question(codBseAtividade);
    return { as: 'Master', query: { codBseAtividade } };
  },
  'POST /bse_questao': async (w) => ({
    as: 'Master',
    json: {
      codBseAtividade: await w.masterActivity(),
      titulo: 'Metade',
      enuEnunciado: '<p>Quanto é metade de 10?</p>',
      multiplaEscolha: [
        { descricao: '2', invalida: true },
        { descricao: '5', invalida: false },
      ],
      tipoQuestao: 'MULTIPLA_ESCOLHA',
      resRespostaEsperada: null,
    },
  }),
  'PUT /bse_questao/{codBseQuestao}': async (w) => ({
    as: 'Master',
    params: { codBseQuestao: await w.question(await w.masterActivity()) },
    json: {
      titulo: 'Explique melhor',
      enuEnunciado: '<p>Como você dividiu 10?</p>',
      tipoQuestao: 'DISCURSIVA',
      resRespostaEsperada: 'Em partes iguais.',
      multiplaEscolha: [],
    },
  }),
  'DELETE /bse_questao/{id}': async (w) => ({ as: 'Master', params: { id: await w.question(await w.masterActivity()) } }),
  'GET /bse_questao_resposta': async (w) => {
    await w.answered();
    return { as: 'Professor' };
  },
  'GET /bse_questao_resposta/{codAtividade}?codTurma=': async (w) => {
    const c = await w.answered();
    return { as: 'Professor', params: { codAtividade: c.activityId }, query: { codTurma: c.classId } };
  },
  'GET /bse_questao_resposta/respostas/{codAtividade}?codTurma=&codUsuario=': async (w) => {
    const c = await w.answered();
    return { as: 'Professor', params: { codAtividade: c.activityId }, query: { codTurma: c.classId, codUsuario: c.students[0]!.id } };
  },
  'POST /bse_questao_resposta': async (w) => {
    const c = await w.activityClass();
    const student = c.students[0]!;
    return {
      as: 'Aluno',
      token: student.token,
      json: {
        codBseAtividade: c.activityId,
        codBseTurma: c.classId,
        codBseUsuario: student.id,
        codBseQuestao: c.open.codBseQuestao,
        resResposta: '<p>Dividi por dois.</p>',
      },
    };
  },
  'PUT /bse_questao_resposta/{codBseQuestao}': async (w) => {
    const { c, student } = await postedAnswer(w);
    return {
      as: 'Aluno',
      token: student.token,
      params: { codBseQuestao: c.open.codBseQuestao },
      json: {
        codBseAtividade: c.activityId,
        codBseTurma: c.classId,
        codBseUsuario: student.id,
        codBseQuestao: c.open.codBseQuestao,
        resResposta: '<p>Dividi 10 em duas partes.</p>',
      },
    };
  },
  'DELETE /bse_questao_resposta/{id}': async (w) => {
    const { c, student } = await postedAnswer(w);
    const id = await w.one(
      // Not sent yet (other questions wait), the answer is held apart until the activity is sent: its id is kept then.
      sql`select cod_bse_questao_resposta as id from bse_questao_resposta_rascunho where cod_bse_questao = ${c.open.codBseQuestao} and cod_bse_usuario = ${student.id}`,
    );
    return { as: 'Aluno', token: student.token, params: { id } };
  },
  'GET /bse_nota': async (w) => {
    await w.answered();
    return { as: 'Professor' };
  },
  'POST /bse_nota': async (w) => {
    const c = await w.activityClass();
    const student = c.students[0]!;
    await w.api(student.token, 'POST', '/api/bse_questao_resposta', {
      codBseAtividade: c.activityId,
      codBseTurma: c.classId,
      respostas: [
        { codBseQuestao: c.choice.codBseQuestao, codBseQuestaoOpcao: c.choice.wrong },
        { codBseQuestao: c.open.codBseQuestao, resResposta: '<p>Não sei.</p>' },
      ],
    });
    return {
      as: 'Professor',
      json: [c.choice.codBseQuestao, c.open.codBseQuestao].map((codBseQuestao) => ({
        codBseAtividade: c.activityId,
        codBseQuestao,
        codBseUsuario: student.id,
        valor: 7.5,
      })),
    };
  },
  'PUT /bse_nota/updateMany/{ids}': async (w) => {
    const ids = await gradedSubmission(w);
    return { as: 'Professor', params: { ids: ids.join(',') }, json: { nota: ids.map(() => ({ valor: 9.5 })) } };
  },

  // ---------------------------------------------------------------- 3-reports §7 "Reports"
  'POST /rel_relatorio/filtrar': async (w) => ({ as: 'Master', json: filter((await w.reports()).schoolId) }),
  'POST /rel_relatorio/filtrarNotas': async (w) => ({ as: 'Master', json: filter((await w.reports()).schoolId) }),
  'POST /rel_relatorio/filtrarAcessos': async (w) => ({ as: 'Master', json: filter((await w.reports()).schoolId) }),
  'POST /rel_relatorio/filtrarQuantidadeNames': async (w) => ({ as: 'Master', json: filter((await w.reports()).schoolId) }),
  'POST /rel_relatorio/filtrarAvaliacaoTrilha': async (w) => ({ as: 'Master', json: filter((await w.reports()).schoolId) }),
  'GET /rel_relatorio/quantidade': async () => ({ as: 'Master' }),
  'POST /rel_relatorio/filtrarQuantidadeGestor': async (w) => {
    const r = await w.reports();
    return { as: 'Gestor', token: r.gestor, json: { codBseEscola: r.schoolId } };
  },
  'POST /rel_relatorio/filtrarQuantidadeDiretor': async (w) => {
    const r = await w.reports();
    return { as: 'Diretor', token: r.diretor, json: { codBseEscola: r.schoolId, codBseUnidade: r.north } };
  },

  // ---------------------------------------------------------------- "Calendar"
  'GET /cld_calendario': async (w) => {
    await w.event();
    return { as: 'Professor' };
  },
  'POST /cld_calendario/getEventosCalendarioDoDia': async (w) => {
    await w.event();
    return { as: 'Professor', json: { data: '2026-05-20', filtro: 'all' } };
  },
  'GET /cld_calendario/{id}': async (w) => ({ as: 'Professor', params: { id: await w.event() } }),
  'PUT /cld_calendario/{id}': async (w) => {
    const id = await w.event();
    return { as: 'Professor', params: { id }, json: await eventPayload(w, id) };
  },
  'DELETE /cld_calendario/{id}': async (w) => ({ as: 'Professor', params: { id: await w.event() } }),
  'POST /cld_calendario': async (w) => ({ as: 'Professor', json: await eventPayload(w, null) }),
  'POST /cld_calendario/filtrar': async (w) => {
    await w.event();
    return { as: 'Professor', json: { filtro: 'all', dataInicio: '2026-05-01', dataFim: '2026-05-31' } };
  },

  // ---------------------------------------------------------------- "News"
  'GET /bse_postagem': async (w) => {
    await w.news();
    return { as: 'Professor' };
  },
  'GET /bse_postagem/{id}': async (w) => ({ as: 'Professor', params: { id: await w.news() } }),
  'POST /bse_postagem': async () => ({
    as: 'Master',
    json: { codBsePostagem: null, dscPostagem: unique('Notícia'), ctgPostagem: 'Eventos', txtPostagem: '<p>A feira é sábado.</p>' },
  }),
  'PUT /bse_postagem/{codBsePostagem}': async (w) => {
    const codBsePostagem = await w.news();
    return {
      as: 'Master',
      params: { codBsePostagem },
      json: { codBsePostagem, dscPostagem: unique('Notícia revista'), ctgPostagem: 'Eventos', txtPostagem: '<p>A feira é domingo.</p>' },
    };
  },
  'DELETE /bse_postagem/{id}': async (w) => ({ as: 'Master', params: { id: await w.news() } }),

  // ---------------------------------------------------------------- "Class lessons and books"
  'GET /trl_livro/loadLivrosNaoAdicionadosDaTurma/{classId}': async (w) => {
    await w.path((await w.ids()).classB);
    return { as: 'Professor', params: { classId: (await w.ids()).classB } };
  },
  'GET /trl_livro/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.tree()).path } }),
  'PUT /trl_livro/ativarLivro/{id}': async (w) => ({ as: 'Professor', params: { id: (await w.classLink()).codTrlLivroTurma } }),

  // ---------------------------------------------------------------- "Forum"
  'GET /frm_sala': async () => ({ as: 'Professor' }),
  'GET /frm_sala/{id}': async () => ({ as: 'Professor', params: { id: 1 } }),
  'POST /frm_sala': async () => ({ as: 'Master', json: { nomSala: unique('Ciências') } }),
  'PUT /frm_sala/{codFrmSala}': async (w) => ({
    as: 'Master',
    params: { codFrmSala: await w.forumRoom() },
    json: { nomSala: unique('Geografia') },
  }),
  'DELETE /frm_sala/{id}': async (w) => ({ as: 'Master', params: { id: await w.forumRoom() } }),
  'GET /frm_topico/topicosDaSala/{roomId}': async (w) => {
    await w.sharedTopic();
    return { as: 'Professor', params: { roomId: 1 } };
  },
  'GET /frm_topico/{id}': async (w) => ({ as: 'Professor', params: { id: await w.sharedTopic() } }),
  'POST /frm_topico': async (w) => ({
    as: 'Diretor',
    json: { txtTopico: unique('Tópico'), dscTopico: 'O que vocês estão lendo?', codFrmSala: 1, codUsuarioCriacao: (await w.ids()).diretor },
  }),
  'PUT /frm_topico/{codFrmTopico}': async (w) => ({
    as: 'Diretor',
    params: { codFrmTopico: await w.topic() },
    json: { txtTopico: unique('Tópico revisto'), dscTopico: 'O que vocês leram?', indFechado: 'N' },
  }),
  'DELETE /frm_topico/{id}': async (w) => ({ as: 'Diretor', params: { id: await w.topic() } }),
  'GET /frm_postagem/postagensDoTopico/{topicId}': async (w) => {
    await w.forumPost();
    return { as: 'Aluno', params: { topicId: await w.sharedTopic() } };
  },
  'GET /frm_postagem/{id}': async (w) => ({ as: 'Aluno', params: { id: await w.forumPost() } }),
  'POST /frm_postagem': async (w) => ({
    as: 'Aluno',
    json: { txtPostagem: 'Gostei muito.', codFrmTopico: await w.sharedTopic(), codUsuarioCriacao: (await w.ids()).aluno },
  }),
  'PUT /frm_postagem/{codFrmPostagem}': async (w) => ({
    as: 'Aluno',
    params: { codFrmPostagem: await w.forumPost() },
    json: { txtPostagem: 'Gostei demais.' },
  }),
  'DELETE /frm_postagem/{id}': async (w) => ({ as: 'Aluno', params: { id: await w.forumPost() } }),

  // ---------------------------------------------------------------- "Chat"
  'GET /cht_usuario_sala/listarUsuariosSala/x': async () => ({ as: 'Aluno' }),
  'GET /cht_usuario_sala/listarSalas/x': async () => ({ as: 'Aluno' }),
  'GET /cht_mensagem/dadosDaMensagem/{id}': async (w) => ({ as: 'Aluno', params: { id: await w.message() } }),
  'GET /cht_mensagem/listarMinhasMensagens/x': async (w) => {
    await w.message();
    return { as: 'Aluno' };
  },
  'POST /cht_mensagem': async (w) => ({ as: 'Aluno', json: { txtMensagem: 'Bom dia :)', codChtSala: await w.chatRoomA() } }),
  'DELETE /cht_mensagem/{id}': async (w) => ({ as: 'Aluno', params: { id: await w.message() } }),

  // ---------------------------------------------------------------- "Address"
  'GET /bse_endereco': async (w) => {
    await w.address.make();
    return { as: 'Master' };
  },
  'GET /bse_endereco/{id}': async (w) => ({ as: 'Master', params: { id: await w.address.make() } }),
  'POST /bse_endereco': async (w) => ({ as: 'Master', json: w.address.body() }),
  'PUT /bse_endereco/{codBseEndereco}': async (w) => {
    const codBseEndereco = await w.address.make();
    return { as: 'Master', params: { codBseEndereco }, json: { codBseEndereco, ...w.address.body(), dscRua: 'Avenida Afonso Pena' } };
  },
  'DELETE /bse_endereco/{id}': async (w) => ({ as: 'Master', params: { id: await w.address.make() } }),
};
