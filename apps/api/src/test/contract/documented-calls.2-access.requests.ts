import { sql } from 'drizzle-orm';
import type { Builder } from './documented-calls.call-request';
import { type World, unique } from './documented-calls.world';

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

/** The requests of `documented-calls.2-access.ts`, keyed by `callName`. */
export const ACCESS_REQUESTS: Record<string, Builder> = {
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
};
