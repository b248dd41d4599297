import type { Builder } from './documented-calls.call-request';
import { unique } from './documented-calls.world';

/** The requests of `documented-calls.1-authoring.ts`, keyed by `callName`. */
export const AUTHORING_REQUESTS: Record<string, Builder> = {
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
};
