import type { Builder } from './documented-calls.call-request';
import { type World, unique } from './documented-calls.world';

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

/** The requests of `documented-calls.3-reports.ts`, keyed by `callName`. */
export const COMMUNICATION_REQUESTS: Record<string, Builder> = {
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
