import {
  ADDRESS,
  CHAT_MESSAGE,
  CHAT_ROOM,
  CHAT_ROOM_USER,
  EVENT,
  EVENT_PAYLOAD,
  FORUM_POST,
  FORUM_ROOM,
  FORUM_TOPIC,
  NEWS_POST,
  PATH,
  QUANTITY_TOTALS,
  REPORT_FILTER,
  TRACK,
} from './documented-calls.entities';
import { PAGED, type SocketEvent, documentCalls, json, object, page, rows, unspecified } from './documented-calls.shape';

/**
 * The calls of `3-reports-communication.md` §7 not named before, in its order, and the chat's socket events
 * (the list and its readings: `documented-calls.ts`).
 */

const d3 = documentCalls('3-reports-communication');
const REPORTS_PAGED =
  'DECISIONS.md "Curriculum, player and reports": the reports are computed by the database, scoped by the server, paginated.';

export const COMMUNICATION_CALLS = [
  d3('Reports', {
    method: 'POST',
    path: '/rel_relatorio/filtrar',
    profile: 'Master',
    body: json(...REPORT_FILTER),
    answer: page(['nom_escola', 'nom_unidade', 'nom_turma', 'nom_aluno', 'nom_livro', 'nom_capitulo']),
    decision: REPORTS_PAGED,
    note: 'The Progresso report.',
  }),
  d3('Reports', {
    method: 'POST',
    path: '/rel_relatorio/filtrarNotas',
    profile: 'Master',
    body: json(...REPORT_FILTER),
    answer: page(['nome_*', 'atividade', 'soma_notas_atividade']),
    decision: REPORTS_PAGED,
  }),
  d3('Reports', {
    method: 'POST',
    path: '/rel_relatorio/filtrarAcessos',
    profile: 'Master',
    body: json(...REPORT_FILTER),
    answer: page(['nome_usuario', 'acessos']),
    decision: REPORTS_PAGED,
  }),
  d3('Reports', {
    method: 'POST',
    path: '/rel_relatorio/filtrarQuantidadeNames',
    profile: 'Master',
    body: json(...REPORT_FILTER),
    answer: page(['total_alunos']),
    decision: REPORTS_PAGED,
    note: 'The quantity-by-class table: its columns are not named; its quantity is the students (total_alunos).',
  }),
  d3('Reports', {
    method: 'POST',
    path: '/rel_relatorio/filtrarAvaliacaoTrilha',
    profile: 'Master',
    body: json(...REPORT_FILTER),
    answer: page(['nom_escola', 'nom_unidade', 'nom_turma', 'nom_aluno', 'nom_livro', 'nom_capitulo', 'cod_avaliacao', 'num_avaliacao']),
    decision: REPORTS_PAGED,
  }),
  d3('Reports', { method: 'GET', path: '/rel_relatorio/quantidade', profile: 'Master', answer: object(QUANTITY_TOTALS) }),
  d3('Reports', {
    method: 'POST',
    path: '/rel_relatorio/filtrarQuantidadeGestor',
    profile: 'Gestor',
    body: json('codBseEscola'),
    answer: object(QUANTITY_TOTALS),
  }),
  d3('Reports', {
    method: 'POST',
    path: '/rel_relatorio/filtrarQuantidadeDiretor',
    profile: 'Diretor',
    body: json('codBseEscola', 'codBseUnidade'),
    answer: object(QUANTITY_TOTALS),
  }),

  d3('Calendar', {
    method: 'GET',
    path: '/cld_calendario',
    profile: 'Professor',
    answer: rows(EVENT),
    note: "The calendar's events (§3 Calendar event). Route marked Professor; the calendar is every profile's.",
  }),
  d3('Calendar', {
    method: 'POST',
    path: '/cld_calendario/getEventosCalendarioDoDia',
    profile: 'Professor',
    body: json('data', 'filtro'),
    answer: rows(EVENT),
    note: "The documents name no body: the day clicked and the filter select's value, by the product's names.",
  }),
  d3('Calendar', { method: 'GET', path: '/cld_calendario/{id}', profile: 'Professor', answer: object(EVENT) }),
  d3('Calendar', { method: 'PUT', path: '/cld_calendario/{id}', profile: 'Professor', body: json(...EVENT_PAYLOAD), answer: unspecified }),
  d3('Calendar', { method: 'DELETE', path: '/cld_calendario/{id}', profile: 'Professor', answer: unspecified }),
  d3('Calendar', {
    method: 'POST',
    path: '/cld_calendario',
    profile: 'Professor',
    body: json(...EVENT_PAYLOAD),
    answer: unspecified,
    note: 'codCldCalendario is null on a create.',
  }),
  d3('Calendar', {
    method: 'POST',
    path: '/cld_calendario/filtrar',
    profile: 'Professor',
    body: json('filtro', 'dataInicio', 'dataFim'),
    answer: rows(EVENT),
    note: '"profile filter, start and end date": named as the product names them (the report filter\'s dataInicio, dataFim).',
  }),

  d3('News', {
    method: 'GET',
    path: '/bse_postagem',
    profile: 'Professor',
    answer: page(NEWS_POST),
    decision: `${PAGED} DECISIONS.md "Scoping rules": read by Master to Professor.`,
  }),
  d3('News', { method: 'GET', path: '/bse_postagem/{id}', profile: 'Professor', answer: object(NEWS_POST) }),
  d3('News', {
    method: 'POST',
    path: '/bse_postagem',
    profile: 'Master',
    body: json('codBsePostagem', 'dscPostagem', 'ctgPostagem', 'txtPostagem'),
    answer: unspecified,
    note: 'codBsePostagem is null on a create.',
  }),
  d3('News', {
    method: 'PUT',
    path: '/bse_postagem/{codBsePostagem}',
    profile: 'Master',
    body: json('codBsePostagem', 'dscPostagem', 'ctgPostagem', 'txtPostagem'),
    answer: unspecified,
  }),
  d3('News', { method: 'DELETE', path: '/bse_postagem/{id}', profile: 'Master', answer: unspecified }),

  d3('Class lessons and books', {
    method: 'GET',
    path: '/trl_livro/loadLivrosNaoAdicionadosDaTurma/{classId}',
    profile: 'Professor',
    answer: rows(TRACK),
  }),
  d3('Class lessons and books', { method: 'GET', path: '/trl_livro/{id}', profile: 'Professor', answer: object(PATH) }),
  d3('Class lessons and books', {
    method: 'PUT',
    path: '/trl_livro/ativarLivro/{id}',
    profile: 'Professor',
    answer: unspecified,
    note: '`{id}` is the class lesson (codTrlLivroTurma); the lesson has content.',
  }),

  d3('Forum', { method: 'GET', path: '/frm_sala', profile: 'Professor', answer: rows(FORUM_ROOM) }),
  d3('Forum', { method: 'GET', path: '/frm_sala/{id}', profile: 'Professor', answer: object(FORUM_ROOM) }),
  d3('Forum', {
    method: 'POST',
    path: '/frm_sala',
    profile: 'Master',
    body: json('nomSala'),
    answer: unspecified,
    note: 'Forum routes are marked for Master; DECISIONS.md: the Master keeps the rooms.',
  }),
  d3('Forum', { method: 'PUT', path: '/frm_sala/{codFrmSala}', profile: 'Master', body: json('nomSala'), answer: unspecified }),
  d3('Forum', { method: 'DELETE', path: '/frm_sala/{id}', profile: 'Master', answer: unspecified }),
  d3('Forum', {
    method: 'GET',
    path: '/frm_topico/topicosDaSala/{roomId}',
    profile: 'Professor',
    answer: page(FORUM_TOPIC),
    decision: PAGED,
  }),
  d3('Forum', { method: 'GET', path: '/frm_topico/{id}', profile: 'Professor', answer: object(FORUM_TOPIC) }),
  d3('Forum', {
    method: 'POST',
    path: '/frm_topico',
    profile: 'Diretor',
    body: json('txtTopico', 'dscTopico', 'codFrmSala', 'codUsuarioCriacao'),
    answer: unspecified,
    note: '"codUsuarioCriacao taken from the session"; topics by profiles 1, 2 and 3.',
  }),
  d3('Forum', {
    method: 'PUT',
    path: '/frm_topico/{codFrmTopico}',
    profile: 'Diretor',
    body: json('txtTopico', 'dscTopico', 'indFechado'),
    answer: unspecified,
    note: "The topic's words and its closing (§4: an update marks a topic closed, indFechado 'S'); sent open ('N').",
  }),
  d3('Forum', { method: 'DELETE', path: '/frm_topico/{id}', profile: 'Diretor', answer: unspecified }),
  d3('Forum', {
    method: 'GET',
    path: '/frm_postagem/postagensDoTopico/{topicId}',
    profile: 'Aluno',
    answer: page(FORUM_POST),
    decision: PAGED,
  }),
  d3('Forum', { method: 'GET', path: '/frm_postagem/{id}', profile: 'Aluno', answer: object(FORUM_POST) }),
  d3('Forum', {
    method: 'POST',
    path: '/frm_postagem',
    profile: 'Aluno',
    body: json('txtPostagem', 'codFrmTopico', 'codUsuarioCriacao'),
    answer: unspecified,
  }),
  d3('Forum', { method: 'PUT', path: '/frm_postagem/{codFrmPostagem}', profile: 'Aluno', body: json('txtPostagem'), answer: unspecified }),
  d3('Forum', { method: 'DELETE', path: '/frm_postagem/{id}', profile: 'Aluno', answer: unspecified }),

  d3('Chat', {
    method: 'GET',
    path: '/cht_usuario_sala/listarUsuariosSala/x',
    profile: 'Aluno',
    answer: rows(CHAT_ROOM_USER),
    note: "§3 Room user; the documents' call names no room (`x`: the caller's rooms).",
  }),
  d3('Chat', { method: 'GET', path: '/cht_usuario_sala/listarSalas/x', profile: 'Aluno', answer: rows(CHAT_ROOM) }),
  d3('Chat', { method: 'GET', path: '/cht_mensagem/dadosDaMensagem/{id}', profile: 'Aluno', answer: object(CHAT_MESSAGE) }),
  d3('Chat', {
    method: 'GET',
    path: '/cht_mensagem/listarMinhasMensagens/x',
    profile: 'Aluno',
    answer: page(CHAT_MESSAGE),
    decision: PAGED,
    note: "The documents' call names no room (`x`: the caller's).",
  }),
  d3('Chat', { method: 'POST', path: '/cht_mensagem', profile: 'Aluno', body: json('txtMensagem', 'codChtSala'), answer: unspecified }),
  d3('Chat', { method: 'DELETE', path: '/cht_mensagem/{id}', profile: 'Aluno', answer: unspecified, note: 'Their own message.' }),

  d3('Address', {
    method: 'GET',
    path: '/bse_endereco',
    profile: 'Master',
    answer: rows(ADDRESS),
    note: 'The address fields are 2-access §3 "Address" (3-reports §3: "other fields not shown in this area").',
  }),
  d3('Address', { method: 'GET', path: '/bse_endereco/{id}', profile: 'Master', answer: object(ADDRESS) }),
  d3('Address', {
    method: 'POST',
    path: '/bse_endereco',
    profile: 'Master',
    body: json('dscCep', 'dscRua', 'dscBairro', 'dscCidade', 'dscEstado'),
    answer: object(['codBseEndereco']),
    note: '2-access §7: address calls return codBseEndereco on create.',
  }),
  d3('Address', {
    method: 'PUT',
    path: '/bse_endereco/{codBseEndereco}',
    profile: 'Master',
    body: json('codBseEndereco', 'dscCep', 'dscRua', 'dscBairro', 'dscCidade', 'dscEstado'),
    answer: unspecified,
  }),
  d3('Address', { method: 'DELETE', path: '/bse_endereco/{id}', profile: 'Master', answer: unspecified }),
];

// ---------------------------------------------------------------- the chat's socket events (3-reports §7 "Chat")

const SOCKET_NOTE =
  'The socket connects to the chat namespace with the access token and the list of rooms as headers (Authorization: Bearer, salas), without reconnection.';
const socket = (call: Omit<SocketEvent, 'kind' | 'doc' | 'section'>): SocketEvent => ({
  kind: 'socket',
  doc: '3-reports-communication',
  section: 'Chat',
  note: SOCKET_NOTE,
  ...call,
});

export const SOCKET_EVENTS: SocketEvent[] = [
  socket({ direction: 'emit', event: 'chatToServer', profile: 'Professor', payload: ['login', 'nome', 'sala', 'horario', 'conteudo'] }),
  socket({ direction: 'emit', event: 'requestSyncMessages', profile: 'Aluno', payload: ['sala'] }),
  socket({ direction: 'emit', event: 'disconnectFromServer', profile: 'Aluno', payload: [] }),
  socket({ direction: 'receive', event: 'userConnectedOnServer', profile: 'Professor', carries: ['codBseUsuario'] }),
  socket({ direction: 'receive', event: 'userDisconnectedOnServer', profile: 'Professor', carries: ['codBseUsuario'] }),
  socket({ direction: 'receive', event: 'syncMessages', profile: 'Aluno', carries: CHAT_MESSAGE.map((f) => `**.${f}`) }),
  socket({ direction: 'receive', event: 'chatToClient', profile: 'Aluno', carries: CHAT_MESSAGE }),
  socket({ direction: 'receive', event: 'getUsersInChat', profile: 'Aluno', carries: [] }),
];
