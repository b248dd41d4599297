/**
 * The documents' calls: one entry per call of section 7 of the three documents
 * (`../shared/spec/1-authoring.md`, `2-access-users-activities.md`, `3-reports-communication.md`), the
 * chat's socket events included. `documented-calls.test.ts` makes each one as the profile given here and
 * checks the answer against the fields given here; `docs/documented-calls.md` explains the readings.
 *
 * The count: 184 = 176 HTTP calls + 8 socket events. A call the documents name twice (in two documents,
 * or twice in one) is one entry, under the first place that names it (document 1, then 2, then 3);
 * `alsoIn` gives the others. The documents' image variants of the game question and answer calls
 * ("an image variant, multipart") are the same method and path with a multipart body: one entry each,
 * with a `variant`. External calls (the public postal-code provider) and store actions without a path
 * are not calls of this server.
 *
 * Paths are written as the documents write them; the product serves them under `/api`. `{name}` is a
 * parameter (its documented name), a number (`-1`) or `x` is written as the documents write it.
 *
 * Readings (the documents rarely name an answer's fields):
 * - A call that loads records (one, or a list) answers each record with the fields §3 gives that entity,
 *   less what DECISIONS.md forbids to leave the server (`txtSenha`, `dscHashSenha`).
 * - A list that DECISIONS.md pages ("users, classes, answers, reports, access log, news, topics, posts,
 *   messages, tickets") must answer `{items, total, page, pageSize}` (`answer.shape: 'page'`); any other
 *   list may answer an array or such a page (`'rows'`).
 * - A create, update, delete or swap answers what the documents say it answers; where they say nothing
 *   (most: the screens reload their list), only a 2xx is required (`'unspecified'`).
 * - A body is sent with exactly the fields given here: those §7 names for the call, else the ones the
 *   call's screen edits (its §3 entity's names). The few the documents describe without naming
 *   (a day, a filter) use the product's names and say so in `note`.
 * - A documented call is made with the query the documents show and no other: a parameter the product
 *   requires beyond it makes the call fail.
 */

export type DocumentName = '1-authoring' | '2-access-users-activities' | '3-reports-communication';
export type Profile = 'Master' | 'Gestor' | 'Diretor' | 'Coordenador' | 'Professor' | 'Aluno' | 'Assistente' | 'public';

/** Field paths: `a`, `a.b`, `a[].b` (the array's first element), `**.a` (anywhere in the answer), `nome_*` (a key starting so). */
export type Answer =
  | { shape: 'object'; fields: readonly string[] }
  | { shape: 'rows'; fields: readonly string[] }
  | { shape: 'page'; fields: readonly string[] }
  | { shape: 'text'; contains: string }
  | { shape: 'unspecified' };

export interface Body {
  format: 'json' | 'multipart';
  /** Leaf paths of the body: `a`, `a.b`, `a[].b`, `[].a` for an array body; a multipart file is a field like the others. */
  fields: readonly string[];
}

export interface HttpCall {
  kind: 'http';
  doc: DocumentName;
  /** The subsection of §7 that names it. */
  section: string;
  alsoIn?: readonly string[];
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Query parameters the documents show (`?codTurma=`). */
  query?: readonly string[];
  profile: Profile;
  body?: Body;
  /** The documents' image variant of the same call: multipart, maybe keyed by another id. */
  variant?: { label: string; path: string; body: Body };
  answer: Answer;
  /** A status the documents or DECISIONS.md give (otherwise any 2xx). */
  status?: number;
  /** Where DECISIONS.md replaces or settles the documented call. */
  decision?: string;
  note?: string;
}

export interface SocketEvent {
  kind: 'socket';
  doc: '3-reports-communication';
  section: 'Chat';
  direction: 'emit' | 'receive';
  event: string;
  profile: Profile;
  /** The payload's fields the documents name (emitted events). */
  payload?: readonly string[];
  /** What a received event must carry (the chat message's fields of §3, or the user's id). */
  carries?: readonly string[];
  note?: string;
}

export type DocumentedCall = HttpCall | SocketEvent;

/** `GET /trl_livro/{id}`, `emit chatToServer`: the entry's name in messages. */
export function callName(call: DocumentedCall): string {
  return call.kind === 'http'
    ? `${call.method} ${call.path}${call.query?.length ? `?${call.query.map((q) => `${q}=`).join('&')}` : ''}`
    : `${call.direction} ${call.event}`;
}

export function callSource(call: DocumentedCall): string {
  return `${call.doc}.md §7 "${call.section}"`;
}

// ---------------------------------------------------------------- §3 entities

// 1-authoring §3
const PATH = ['codTrlLivro', 'dscTitulo', 'codBseTurma', 'numSequencia'];
const CHAPTER = ['codTrlCapitulo', 'dscTitulo', 'codTrlLivro', 'codBseLivro', 'numSequencia'];
const LESSON = ['codTrlAula', 'codTrlCapitulo', 'codTrlMateria', 'numSequencia', 'dscTitulo', 'dscDescricao', 'conteudos'];
const CONTENT = [
  'codTrlConteudo',
  'codTrlAula',
  'codTrlTipoConteudo',
  'nomTipo',
  'numSequencia',
  'dscTitulo',
  'dscTexto',
  'dscImagem',
  'nomJogo',
  'dscDescricao',
];
const TEXT_CONTENT = ['codTrlConteudoTexto', 'dscTitulo', 'dscTexto'];
const IMAGE_CONTENT = ['codTrlConteudoImagem', 'dscTitulo', 'dscImagem'];
const GAME_CONTENT = [
  'codTrlConteudoJogo',
  'codTrlJogo',
  'dscConteudoJogo',
  'nomJogo',
  'perguntas[].codTrlConteudoJogoPergunta',
  'perguntas[].dscPergunta',
  'perguntas[].imgPergunta',
  'respostas[].codTrlConteudoJogoResposta',
  'respostas[].dscResposta',
  'respostas[].indRespostaCorreta',
];
const DIALOGUE_CONTENT = ['dados[].codTrlPersonagem', 'dados[].dscTexto', 'dados[].imgPersonagem'];
const CHARACTER = ['codTrlPersonagem', 'nomPersonagem', 'imgPersonagem'];
const VIDEO_CONTENT = ['codTrlConteudoVideo', 'dscTitulo', 'dscDescricao', 'dscLink'];
const ASSEMBLY_CONTENT = ['codTrlMontagem', 'dscTitulo', 'dscTexto'];
const ASSEMBLY = ['codTrlMontagem', 'nomMontagem', 'imgMontagem', 'dscTexto'];
const SUBJECT = ['codTrlMateria', 'nomMateria'];
/** The content types: the content item's `codTrlTipoConteudo` and `nomTipo`. */
const CONTENT_TYPE = ['codTrlTipoConteudo', 'nomTipo'];
/** The game kinds: the game content's `codTrlJogo` and `nomJogo`. */
const GAME_KIND = ['codTrlJogo', 'nomJogo'];
const INFORMATION = ['codInformacao', 'nomInformacao'];
/**
 * The class lesson-book link: 1-authoring §3 (`codTrlLivro, codBseTurma, indAtivo`; `codTrlAno` is its
 * update key, the id in `PUT /trl_livro_turma/{codTrlAno}`) with 3-reports §3 "Class lesson" (`codTrlLivroTurma,
 * indAtivo, comConteudo, dscTitulo, codTrlLivro, codBseTurma`).
 */
const CLASS_LINK = ['codTrlLivroTurma', 'codTrlLivro', 'codBseTurma', 'indAtivo', 'comConteudo', 'dscTitulo'];
/** 2-access §3 "Class-activity link" (1-authoring §3 adds `id`, the generic id of its calls' paths). */
const CLASS_ACTIVITY = ['codBseAtividadeTurma', 'codBseAtividade', 'codBseTurma', 'indAtivo', 'BseAtividade'];

// 2-access §3
const SESSION = [
  'codBsePerfil',
  'codBseEscola',
  'codBseUnidade',
  'codBseTurma',
  'nomTurma',
  'codBseUsuario',
  'codUsuario',
  'isAuthenticated',
  'nomUsuario',
  'nomPerfil',
  'codBseUsuarioTurma',
  'turmas',
  'cstLogin',
];
const PROFILE = ['codBsePerfil', 'nomPerfil', 'codPerfilCriacao'];
const SCHOOL = ['codBseEscola', 'nomEscola', 'cstTxtPrefixoLogin', 'codBseEndereco', 'codUsuarioCriacao'];
const ADDRESS = ['codBseEndereco', 'dscCep', 'dscRua', 'dscBairro', 'dscCidade', 'dscEstado'];
const UNIT = [
  'codBseUnidade',
  'nomUnidade',
  'cstTxtPrefixoLogin',
  'codBseEscola',
  'nomEscola',
  'cstTxtPrefixoLoginEscola',
  'codBseEndereco',
];
const CLASS = [
  'codBseTurma',
  'nomTurma',
  'codBseUnidade',
  'nomUnidade',
  'nomEscola',
  'cstTxtPrefixoLoginEscola',
  'cstTxtPrefixoLoginUnidade',
  'codUsuarioCriacao',
];
const CLASS_MEMBER = ['codBseUsuario', 'nomUsuario', 'cstLogin'];
/** The user, without `txtSenha` (DECISIONS.md: a password is stored as a hash and never anywhere else). */
const USER = [
  'codBseUsuario',
  'cstLogin',
  'nomUsuario',
  'imgAvatar',
  'codBsePerfil',
  'nomPerfil',
  'codBseEscola',
  'nomEscola',
  'codBseUnidade',
  'nomUnidade',
  'codBseTurma',
  'nomTurma',
  'arrayCodBseTurmas',
  'cstTxtPrefixoLoginEscola',
  'cstTxtPrefixoLoginUnidade',
];
/** A user's class as the session holds it (`codBseUsuarioTurma`, the current class's code and name). */
const USER_CLASS = ['codBseUsuarioTurma', 'codBseTurma', 'nomTurma'];
const ACTIVITY = [
  'codBseAtividade',
  'nomAtividade',
  'desDescricao',
  'capitulo.codTrlCapitulo',
  'capitulo.livro.codTrlLivro',
  'usuarioCriacao',
  'datCriacao',
  'questoes',
];
const QUESTION = ['codBseQuestao', 'codBseAtividade', 'titulo', 'enuEnunciado', 'tipoQuestao', 'resRespostaEsperada', 'multiplaEscolha'];
const STORED_ANSWER_ROW = [
  'cod_bse_questao',
  'res_resposta',
  'cod_bse_usuario',
  'nom_usuario',
  'nom_atividade',
  'dat_resposta',
  'dat_nota',
  'soma_nota',
];
/** What the answers table (`respostas/{idAtividade}`) shows of the stored answer row: student, activity, finish date, grade date, grade. */
const ANSWER_TABLE_ROW = ['cod_bse_usuario', 'nom_usuario', 'nom_atividade', 'dat_resposta', 'dat_nota', 'soma_nota'];
/** 2-access §3 "Answer record", one per answer of the grading screen. */
const ANSWER_RECORD = ['**.codBseQuestaoResposta', '**.codBseQuestao', '**.codAtividade', '**.codTurma', '**.codUsuario'];
const GRADE = ['codBseNota', 'codBseAtividade', 'codBseQuestao', 'codBseUsuario', 'valor'];
const COUNTRY = ['codPais', 'nomPais'];
const CHECKLIST = ['codCheckList', 'nomCheckList'];
/** 2-access §3 "Track (livro)". */
const TRACK = ['codTrlLivro', 'dscTitulo'];

// 3-reports §3
const EVENT = [
  'codCldCalendario',
  'dscTitulo',
  'hexCorEvento',
  'datEvento',
  'indPrivado',
  'codBseTurma',
  'perfis',
  'codUsuarioCriacao',
  'nomUsuario',
  'cstLogin',
  'loginOwner',
];
const EVENT_PAYLOAD = ['dscTitulo', 'hexCorEvento', 'datEvento', 'codCldCalendario', 'codBseTurma', 'indPrivado', 'perfis'];
const NEWS_POST = ['codBsePostagem', 'dscPostagem', 'ctgPostagem', 'txtPostagem', 'nomUsuarioCriacao'];
const FORUM_ROOM = ['codFrmSala', 'nomSala', 'codUsuarioCriacao'];
const FORUM_TOPIC = [
  'codFrmTopico',
  'codFrmSala',
  'txtTopico',
  'dscTopico',
  'codUsuarioCriacao',
  'datCriacao',
  'nomUsuario',
  'cstLogin',
  'imgAvatar',
  'quantidadeRespostas',
  'permitirExcluir',
  'indFechado',
  'codBsePerfil',
  'indAtivo',
];
/** "author fields": the topic's (`nomUsuario, cstLogin, imgAvatar`). */
const FORUM_POST = [
  'codFrmPostagem',
  'codFrmTopico',
  'txtPostagem',
  'codUsuarioCriacao',
  'datCriacao',
  'nomUsuario',
  'cstLogin',
  'imgAvatar',
  'permitirExcluir',
];
const CHAT_ROOM = ['codChtSala', 'nomSala'];
const CHAT_MESSAGE = ['codChtMensagem', 'txtMensagem', 'codChtSala', 'codUsuarioCriacao', 'datCriacao', 'cstLogin', 'nomUsuario'];
const CHAT_ROOM_USER = ['codBseUsuario', 'nomUsuario', 'cstLogin', 'online'];
const TICKET = ['codBseSuporte', 'name', 'pagina', 'desc', 'email', 'codBseUsuario'];
const REPORT_FILTER = ['codBseEscola', 'codBseUnidade', 'codBseTurma', 'codBseUsuario', 'dataInicio', 'dataFim'];
const QUANTITY_TOTALS = ['total_escolas', 'total_unidades', 'total_turmas', 'total_alunos'];

const json = (...fields: string[]): Body => ({ format: 'json', fields });
const multipart = (...fields: string[]): Body => ({ format: 'multipart', fields });
const object = (fields: readonly string[]): Answer => ({ shape: 'object', fields });
const rows = (fields: readonly string[]): Answer => ({ shape: 'rows', fields });
const page = (fields: readonly string[]): Answer => ({ shape: 'page', fields });
const unspecified: Answer = { shape: 'unspecified' };

const PAGED = 'DECISIONS.md "Data, files and limits": this list is paginated by the server, answering {items, total, page, pageSize}.';
const BOTH_ANSWER =
  'DECISIONS.md "Beyond the documents": where the product has a better call, both answer: the documented one as a thin route over the same service.';

// ---------------------------------------------------------------- 1-authoring.md §7

const d1 = (section: string, call: Omit<HttpCall, 'kind' | 'doc' | 'section'>): HttpCall => ({
  kind: 'http',
  doc: '1-authoring',
  section,
  ...call,
});
const PC = 'Paths and chapters';
const AUTHOR = 'Professor' as const; // "Route group is marked for profile Professor"; the chapter screens are Master's and Professor's.

const AUTHORING: HttpCall[] = [
  d1(PC, {
    method: 'GET',
    path: '/trl_capitulo/pegarCapitulosDoLivro/{id}',
    profile: AUTHOR,
    answer: rows(CHAPTER),
    alsoIn: ['2-access §7 "Activities and questions"'],
  }),
  d1(PC, { method: 'GET', path: '/trl_capitulo', profile: AUTHOR, answer: rows(CHAPTER) }),
  d1(PC, { method: 'GET', path: '/trl_capitulo/{id}', profile: AUTHOR, answer: object(CHAPTER) }),
  d1(PC, {
    method: 'PUT',
    path: '/trl_capitulo/{id}',
    profile: AUTHOR,
    body: json('dscTitulo'),
    answer: unspecified,
    note: 'The edit dialog has the title field.',
  }),
  d1(PC, { method: 'DELETE', path: '/trl_capitulo/{id}', profile: AUTHOR, answer: unspecified }),
  d1(PC, {
    method: 'POST',
    path: '/trl_capitulo',
    profile: AUTHOR,
    body: json('dscTitulo', 'codTrlLivro'),
    answer: unspecified,
    note: 'criarCapitulo with {dscTitulo, codTrlLivro}; "returns a falsy result when the maximum number of chapters is reached".',
  }),
  d1(PC, {
    method: 'PUT',
    path: '/trl_capitulo/inverterCapitulos/x',
    profile: AUTHOR,
    body: json('capitulo1', 'capitulo2'),
    answer: unspecified,
  }),
  d1(PC, {
    method: 'GET',
    path: '/trl_livro/all/-1',
    profile: AUTHOR,
    answer: rows(PATH),
    alsoIn: ['3-reports §7 "Class lessons and books"'],
  }),
  d1(PC, { method: 'GET', path: '/trl_livro', profile: AUTHOR, answer: rows(PATH), alsoIn: ['3-reports §7 "Class lessons and books"'] }),
  d1(PC, {
    method: 'POST',
    path: '/trl_livro',
    profile: AUTHOR,
    body: json('dscTitulo', 'codBseTurma'),
    answer: unspecified,
    alsoIn: ['3-reports §7 "Class lessons and books"'],
  }),
  d1(PC, {
    method: 'PUT',
    path: '/trl_livro/{codTrlAno}',
    profile: AUTHOR,
    body: json('dscTitulo'),
    answer: unspecified,
    alsoIn: ['3-reports §7 "Class lessons and books"'],
    note: '`codTrlAno` is the update key (3-reports §3): the id of the path.',
  }),
  d1(PC, {
    method: 'DELETE',
    path: '/trl_livro/{id}',
    profile: AUTHOR,
    answer: unspecified,
    alsoIn: ['3-reports §7 "Class lessons and books"'],
  }),
  d1(PC, {
    method: 'PUT',
    path: '/trl_livro/inverterLivros/x',
    profile: AUTHOR,
    body: json('livro1', 'livro2'),
    answer: unspecified,
    alsoIn: ['3-reports §7 "Class lessons and books"'],
  }),

  d1('Lessons', { method: 'GET', path: '/trl_aula/pegarAulasDoCapitulo/{id}', profile: AUTHOR, answer: rows(LESSON) }),
  d1('Lessons', { method: 'GET', path: '/trl_aula/{id}', profile: AUTHOR, answer: object(LESSON) }),
  d1('Lessons', {
    method: 'POST',
    path: '/trl_aula',
    profile: AUTHOR,
    body: json('codTrlCapitulo', 'dscTitulo', 'dscDescricao'),
    answer: unspecified,
    note: 'The lesson dialog: title and description (the subject select is only in the hora-saber brand; the tests run padrao).',
  }),
  d1('Lessons', {
    method: 'PUT',
    path: '/trl_aula/{codTrlAula}',
    profile: AUTHOR,
    body: json('dscTitulo', 'dscDescricao'),
    answer: unspecified,
  }),
  d1('Lessons', { method: 'DELETE', path: '/trl_aula/{id}', profile: AUTHOR, answer: unspecified }),
  d1('Lessons', {
    method: 'PUT',
    path: '/trl_aula/inverterAulas/x',
    profile: AUTHOR,
    body: json('aula1', 'aula2'),
    answer: unspecified,
    note: 'The documents do not name the body: {aula1, aula2} as inverterLivros {livro1, livro2} and inverterCapitulos {capitulo1, capitulo2}.',
  }),
  d1('Lessons', {
    method: 'GET',
    path: '/trl_materia',
    profile: AUTHOR,
    answer: rows(SUBJECT),
    alsoIn: ['3-reports §7 "Class lessons and books"'],
  }),
  d1('Lessons', {
    method: 'GET',
    path: '/trl_tipo_conteudo',
    profile: AUTHOR,
    answer: rows(CONTENT_TYPE),
    alsoIn: ['3-reports §7 "Class lessons and books"'],
  }),

  d1('Contents', { method: 'GET', path: '/trl_conteudo/conteudosDaAula/{id}', profile: AUTHOR, answer: rows(CONTENT) }),
  d1('Contents', { method: 'GET', path: '/trl_conteudo/{id}', profile: AUTHOR, answer: object(CONTENT) }),
  d1('Contents', {
    method: 'POST',
    path: '/trl_conteudo',
    profile: AUTHOR,
    body: json('codTrlAula', 'codTrlTipoConteudo', 'dscTitulo', 'dscTexto'),
    answer: unspecified,
    decision: `${BOTH_ANSWER} The product creates an item and its details in one call per type; the documents' generic item call answers too.`,
  }),
  d1('Contents', {
    method: 'PUT',
    path: '/trl_conteudo/{codTrlConteudo}',
    profile: AUTHOR,
    body: json('codTrlAula', 'codTrlTipoConteudo', 'dscTitulo', 'dscTexto'),
    answer: unspecified,
    decision: BOTH_ANSWER,
  }),
  d1('Contents', { method: 'DELETE', path: '/trl_conteudo/{id}', profile: AUTHOR, answer: unspecified }),
  d1('Contents', {
    method: 'PUT',
    path: '/trl_conteudo/inverterConteudos/x',
    profile: AUTHOR,
    body: json('conteudo1', 'conteudo2'),
    answer: unspecified,
    note: 'The documents do not name the body: {conteudo1, conteudo2} as the other swaps.',
  }),
  d1('Contents', { method: 'GET', path: '/trl_conteudo_texto/loadInfoConteudoTexto/{id}', profile: AUTHOR, answer: object(TEXT_CONTENT) }),
  d1('Contents', {
    method: 'GET',
    path: '/trl_conteudo_imagem/loadInfoConteudoImagem/{id}',
    profile: AUTHOR,
    answer: object(IMAGE_CONTENT),
  }),
  d1('Contents', { method: 'GET', path: '/trl_conteudo_video/loadInfoConteudoVideo/{id}', profile: AUTHOR, answer: object(VIDEO_CONTENT) }),
  d1('Contents', { method: 'GET', path: '/trl_conteudo_jogo/loadInfoConteudoJogo/{id}', profile: AUTHOR, answer: object(GAME_CONTENT) }),
  d1('Contents', {
    method: 'GET',
    path: '/trl_conteudo_personagem_texto/loadInfoConteudoPersonagemTexto/{id}',
    profile: AUTHOR,
    answer: object(DIALOGUE_CONTENT),
  }),
  d1('Contents', { method: 'GET', path: '/trl_montagem/loadInfoMontagem/{id}', profile: AUTHOR, answer: object(ASSEMBLY_CONTENT) }),
  d1('Contents', { method: 'GET', path: '/trl_jogo', profile: AUTHOR, answer: rows(GAME_KIND) }),
  d1('Contents', { method: 'GET', path: '/trl_personagem', profile: AUTHOR, answer: rows(CHARACTER) }),
  d1('Contents', { method: 'GET', path: '/trl_montagem', profile: AUTHOR, answer: rows(ASSEMBLY) }),
  d1('Contents', {
    method: 'POST',
    path: '/trl_conteudo_texto',
    profile: AUTHOR,
    body: json('codTrlAula', 'dscTitulo', 'dscTexto'),
    answer: unspecified,
  }),
  d1('Contents', {
    method: 'POST',
    path: '/trl_conteudo_imagem',
    profile: AUTHOR,
    body: multipart('codTrlAula', 'dscTitulo', 'dscImagem'),
    answer: unspecified,
    note: 'Multipart with the file (`dscImagem`, the image content field).',
  }),
  d1('Contents', {
    method: 'POST',
    path: '/trl_conteudo_personagem_texto',
    profile: AUTHOR,
    body: json('codTrlAula', 'dscTitulo', 'dados[].codTrlPersonagem', 'dados[].dscTexto'),
    answer: unspecified,
  }),
  d1('Contents', {
    method: 'POST',
    path: '/trl_conteudo_video',
    profile: AUTHOR,
    body: json('codTrlAula', 'dscTitulo', 'dscDescricao', 'dscLink'),
    answer: unspecified,
  }),
  d1('Contents', {
    method: 'POST',
    path: '/trl_conteudo_montagem',
    profile: AUTHOR,
    body: json('codTrlAula', 'codTrlMontagem', 'dscTitulo', 'dscTexto'),
    answer: unspecified,
  }),
  d1('Contents', {
    method: 'POST',
    path: '/trl_conteudo_jogo',
    profile: AUTHOR,
    body: json('codTrlAula', 'codTrlJogo', 'dscTitulo', 'dscConteudoJogo', 'perguntas[].dscPergunta', 'respostas[].dscResposta'),
    answer: unspecified,
    note: 'A hangman (Forca): no image, so JSON.',
  }),
  d1('Contents', {
    method: 'POST',
    path: '/trl_conteudo_jogo_pergunta',
    profile: AUTHOR,
    body: json('codTrlConteudo', 'codTrlConteudoJogo', 'dscPergunta'),
    variant: {
      label: 'image variant (multipart), a puzzle',
      path: '/trl_conteudo_jogo_pergunta',
      body: multipart('codTrlConteudo', 'codTrlConteudoJogo', 'imgPergunta'),
    },
    answer: unspecified,
    decision: BOTH_ANSWER,
    note: "Made as the documents' edit does it: after DELETE .../apagarParaEditar/{id} of the game's questions.",
  }),
  d1('Contents', {
    method: 'POST',
    path: '/trl_conteudo_jogo_resposta',
    profile: AUTHOR,
    body: json('codTrlConteudo', 'codTrlConteudoJogo', 'dscResposta'),
    variant: {
      label: 'image variant (multipart), an image quiz',
      path: '/trl_conteudo_jogo_resposta',
      body: multipart('codTrlConteudo', 'codTrlConteudoJogo', 'imgResposta', 'indRespostaCorreta'),
    },
    answer: unspecified,
    decision: BOTH_ANSWER,
    note: "Made as the documents' edit does it: after DELETE .../apagarParaEditar/{id} of the game's answers.",
  }),
  d1('Contents', {
    method: 'PUT',
    path: '/trl_conteudo_texto/{id}',
    profile: AUTHOR,
    body: json('dscTitulo', 'dscTexto'),
    answer: unspecified,
  }),
  d1('Contents', {
    method: 'PUT',
    path: '/trl_conteudo_imagem/{id}',
    profile: AUTHOR,
    body: multipart('dscTitulo', 'dscImagem'),
    answer: unspecified,
  }),
  d1('Contents', {
    method: 'PUT',
    path: '/trl_conteudo_personagem_texto/{codTrlConteudo}',
    profile: AUTHOR,
    body: json('dscTitulo', 'dados[].codTrlPersonagem', 'dados[].dscTexto'),
    answer: unspecified,
  }),
  d1('Contents', {
    method: 'PUT',
    path: '/trl_conteudo_video/{id}',
    profile: AUTHOR,
    body: json('dscTitulo', 'dscDescricao', 'dscLink'),
    answer: unspecified,
  }),
  d1('Contents', {
    method: 'PUT',
    path: '/trl_conteudo_jogo_pergunta/{id}',
    profile: AUTHOR,
    body: json('codTrlConteudoJogoPergunta', 'dscPergunta'),
    variant: {
      label: 'image variant (multipart) keyed by the content, a puzzle',
      path: '/trl_conteudo_jogo_pergunta/{codTrlConteudo}',
      body: multipart('codTrlConteudoJogoPergunta', 'imgPergunta'),
    },
    answer: unspecified,
    decision: BOTH_ANSWER,
    note: '`{id}` is the question (codTrlConteudoJogoPergunta); the image variant is keyed by the content (`/{codTrlConteudo}`).',
  }),
  d1('Contents', {
    method: 'PUT',
    path: '/trl_conteudo_jogo_resposta/{id}',
    profile: AUTHOR,
    body: json('codTrlConteudoJogoResposta', 'dscResposta'),
    variant: {
      label: 'image variant (multipart) keyed by the content, an image quiz',
      path: '/trl_conteudo_jogo_resposta/{codTrlConteudo}',
      body: multipart('codTrlConteudoJogoResposta', 'imgResposta', 'indRespostaCorreta'),
    },
    answer: unspecified,
    decision: BOTH_ANSWER,
  }),
  d1('Contents', {
    method: 'DELETE',
    path: '/trl_conteudo_jogo_pergunta/apagarParaEditar/{id}',
    profile: AUTHOR,
    answer: unspecified,
    decision: BOTH_ANSWER,
    note: "`{id}` is the game content: its questions are deleted before the edit's new ones are posted.",
  }),
  d1('Contents', {
    method: 'DELETE',
    path: '/trl_conteudo_jogo_resposta/apagarParaEditar/{id}',
    profile: AUTHOR,
    answer: unspecified,
    decision: BOTH_ANSWER,
    note: "`{id}` is the game content: its answers are deleted before the edit's new ones are posted.",
  }),

  d1('Class links', {
    method: 'GET',
    path: '/trl_livro_turma/all/{id}',
    profile: 'Professor',
    answer: rows(CLASS_LINK),
    note: '`{id}` is the class.',
  }),
  d1('Class links', { method: 'GET', path: '/trl_livro_turma/{id}', profile: 'Professor', answer: object(CLASS_LINK) }),
  d1('Class links', {
    method: 'POST',
    path: '/trl_livro_turma',
    profile: 'Professor',
    body: json('codBseTurma', 'codTrlLivro'),
    answer: unspecified,
    note: '"body is the link"; 3-reports §7: "Class lesson create payload: codBseTurma, codTrlLivro".',
  }),
  d1('Class links', {
    method: 'PUT',
    path: '/trl_livro_turma/{codTrlAno}',
    profile: 'Professor',
    body: json('codTrlLivro', 'codBseTurma', 'indAtivo'),
    answer: unspecified,
    note: "`codTrlAno` is the link's update key (1-authoring §3): the id of the link. The body is the link as it is (inactive).",
  }),
  d1('Class links', { method: 'DELETE', path: '/trl_livro_turma/{id}', profile: 'Professor', answer: unspecified }),
  d1('Class links', { method: 'POST', path: '/trl_livro_turma/ativarLivroTurma/{id}', profile: 'Professor', answer: unspecified }),
  d1('Class links', {
    method: 'GET',
    path: '/trl_livro_turma/comConteudoLivroAtivo/{id}',
    profile: 'Professor',
    answer: object(['comConteudo']),
    note: '`{id}` is the class (2-access §7: comConteudo(codBseTurma)).',
  }),

  d1('Class activities', {
    method: 'GET',
    path: '/bse_atividade_turma/all/{classId}',
    profile: 'Professor',
    answer: rows(CLASS_ACTIVITY),
    alsoIn: ['2-access §7 store action loadAtividadesTurma'],
  }),
  d1('Class activities', {
    method: 'GET',
    path: '/bse_atividade_turma/{classId}/atividades-ativas',
    profile: 'Aluno',
    answer: rows(['**.codBseAtividade', '**.nomAtividade', '**.desDescricao']),
    alsoIn: ['2-access §7 store action loadAtividadesAtivasPorTurma'],
    note: "/atividade/visualizarQuestoes: the student's active activities of the class, with name, description and a questions link.",
  }),
  d1('Class activities', {
    method: 'POST',
    path: '/bse_atividade_turma',
    profile: 'Professor',
    body: json('[].codBseAtividade', '[].codBseTurma'),
    variant: { label: "1-authoring's body, the one activity", path: '/bse_atividade_turma', body: json('codBseAtividade', 'codBseTurma') },
    answer: unspecified,
    alsoIn: ['2-access §7 store action insertAtividadeTurma (array of {codBseAtividade, codBseTurma})'],
    note: "1-authoring §7 sends one activity ('body the activity'), the store action an array: both answer, the links made.",
  }),
  d1('Class activities', {
    method: 'PUT',
    path: '/bse_atividade_turma/{codBseAtividadeTurma}',
    profile: 'Professor',
    body: json('indAtivo'),
    answer: unspecified,
    alsoIn: ['2-access §7 store action updateAtividadeTurma {codBseAtividadeTurma, value}'],
  }),
  d1('Class activities', {
    method: 'DELETE',
    path: '/bse_atividade_turma/{id}',
    profile: 'Professor',
    answer: unspecified,
    alsoIn: ['2-access §7 store action removeAtividadeTurma'],
  }),

  d1('Support records', {
    method: 'GET',
    path: '/bse_suporte',
    profile: 'Assistente',
    answer: page(TICKET),
    alsoIn: ['3-reports §7 "Contact form and support tickets"'],
    decision: PAGED,
    note: 'The ticket: 3-reports §3 "Support ticket (Suporte)".',
  }),
  d1('Support records', {
    method: 'POST',
    path: '/bse_suporte',
    profile: 'Aluno',
    body: json('name', 'email', 'desc', 'pagina', 'codBseUsuario'),
    answer: object(TICKET),
    alsoIn: ['3-reports §7 "Contact form and support tickets"'],
    note: '"body the record, returns the created record"; 3-reports §7: "name, email, desc, pagina (subject), codBseUsuario". Anyone signed in sends the contact form.',
  }),
  d1('Support records', {
    method: 'DELETE',
    path: '/bse_suporte/{id}',
    profile: 'Assistente',
    answer: unspecified,
    alsoIn: ['3-reports §7 "Contact form and support tickets"'],
  }),
  d1('Support records', { method: 'GET', path: '/informacao', profile: 'Aluno', answer: rows(INFORMATION) }),
];

// ---------------------------------------------------------------- 2-access-users-activities.md §7

const d2 = (section: string, call: Omit<HttpCall, 'kind' | 'doc' | 'section'>): HttpCall => ({
  kind: 'http',
  doc: '2-access-users-activities',
  section,
  ...call,
});
const USERS = 'Users';
const AQ = 'Activities and questions';

const ACCESS: HttpCall[] = [
  d2('Session', {
    method: 'POST',
    path: '/auth/login',
    profile: 'public',
    body: json('username', 'password'),
    answer: object(['access_token', 'httpStatus', ...SESSION.map((f) => `user.${f}`)]),
    status: 202,
    decision:
      'DECISIONS.md "Sign-in and sessions": POST /api/auth/login {username, password}: 202 with {access_token, user, httpStatus: 202}.',
    note: 'The document names the store action and, in another place, POST /auth/login.',
  }),
  d2('Session', {
    method: 'POST',
    path: '/bse_acesso',
    profile: 'Aluno',
    body: json('cstLogin', 'indSucesso', 'nomSo', 'txtVersaoSo', 'nomNavegador', 'txtVersaoNavegador', 'txtObservacao'),
    answer: unspecified,
    decision:
      'DECISIONS.md "Sign-in and sessions": the access log never stores anything derived from the password: dscHashSenha is dropped.',
    note: '"body is the access log" (§3 Access log).',
  }),
  d2('Session', { method: 'GET', path: '/bse_usuario/getMeusDados/x', profile: 'Aluno', answer: object(SESSION) }),

  d2('Profiles', { method: 'GET', path: '/bse_perfil', profile: 'Master', answer: rows(PROFILE) }),
  d2('Profiles', {
    method: 'GET',
    path: '/bse_perfil/perfisCalendario/x',
    profile: 'Professor',
    answer: rows(PROFILE),
    alsoIn: ['3-reports §7 "Calendar"'],
  }),
  d2('Profiles', { method: 'GET', path: '/bse_perfil/{id}', profile: 'Master', answer: object(PROFILE) }),
  d2('Profiles', {
    method: 'POST',
    path: '/bse_perfil',
    profile: 'Master',
    body: json('nomPerfil', 'codPerfilCriacao'),
    answer: unspecified,
    note: '"adds codPerfilCriacao".',
  }),
  d2('Profiles', {
    method: 'PUT',
    path: '/bse_perfil/{codBsePerfil}',
    profile: 'Master',
    body: json('nomPerfil', 'codPerfilCriacao'),
    answer: unspecified,
  }),
  d2('Profiles', { method: 'DELETE', path: '/bse_perfil/{id}', profile: 'Master', answer: unspecified }),

  d2('Schools', {
    method: 'GET',
    path: '/bse_escola',
    profile: 'Master',
    answer: rows(SCHOOL),
    alsoIn: ['3-reports §7 "Reports" (lookups)'],
  }),
  d2('Schools', { method: 'GET', path: '/bse_escola/{id}', profile: 'Master', answer: object(SCHOOL) }),
  d2('Schools', {
    method: 'POST',
    path: '/bse_escola',
    profile: 'Master',
    body: json('nomEscola', 'cstTxtPrefixoLogin', 'codBseEndereco'),
    answer: unspecified,
    note: 'The address is made first by the address call ("returning codBseEndereco on create").',
  }),
  d2('Schools', {
    method: 'PUT',
    path: '/bse_escola/{codBseEscola}',
    profile: 'Master',
    body: json('codBseEscola', 'nomEscola', 'cstTxtPrefixoLogin', 'codBseEndereco'),
    answer: unspecified,
  }),
  d2('Schools', { method: 'DELETE', path: '/bse_escola/{id}', profile: 'Master', answer: unspecified }),

  d2('Units', { method: 'GET', path: '/bse_unidade', profile: 'Gestor', answer: rows(UNIT) }),
  d2('Units', { method: 'GET', path: '/bse_unidade/{id}', profile: 'Gestor', answer: object(UNIT) }),
  d2('Units', {
    method: 'POST',
    path: '/bse_unidade',
    profile: 'Gestor',
    body: json('nomUnidade', 'cstTxtPrefixoLogin', 'codBseEscola'),
    answer: unspecified,
    note: 'A Gestor (code 2) has the school fixed to their own.',
  }),
  d2('Units', {
    method: 'PUT',
    path: '/bse_unidade/{codBseUnidade}',
    profile: 'Gestor',
    body: json('codBseUnidade', 'nomUnidade', 'cstTxtPrefixoLogin', 'codBseEscola'),
    answer: unspecified,
  }),
  d2('Units', { method: 'DELETE', path: '/bse_unidade/{id}', profile: 'Gestor', answer: unspecified }),
  d2('Units', { method: 'GET', path: '/bse_unidade/usuariosDaUnidade/{id}', profile: 'Gestor', answer: rows(CLASS_MEMBER) }),
  d2('Units', {
    method: 'GET',
    path: '/bse_unidade/unidadesDaEscola/{id}',
    profile: 'Gestor',
    answer: rows(['codBseUnidade', 'nomUnidade']),
    alsoIn: ['3-reports §7 "Reports" (lookups for the selects)'],
    note: "A lookup for a select (3-reports §7): the unit's code and name.",
  }),

  d2('Classes', { method: 'GET', path: '/bse_turma', profile: 'Diretor', answer: page(CLASS), decision: PAGED }),
  d2('Classes', { method: 'GET', path: '/bse_turma/{id}', profile: 'Diretor', answer: object(CLASS) }),
  d2('Classes', {
    method: 'POST',
    path: '/bse_turma',
    profile: 'Diretor',
    body: json('nomTurma', 'codBseUnidade', 'codUsuarioCriacao'),
    answer: unspecified,
    note: '"adds codUsuarioCriacao; payload nomTurma, codBseUnidade".',
  }),
  d2('Classes', {
    method: 'PUT',
    path: '/bse_turma/{codBseTurma}',
    profile: 'Diretor',
    body: json('nomTurma', 'codBseTurma'),
    answer: unspecified,
  }),
  d2('Classes', { method: 'DELETE', path: '/bse_turma/{id}', profile: 'Diretor', answer: unspecified }),
  d2('Classes', {
    method: 'GET',
    path: '/bse_turma/usuariosDaTurma/{id}',
    profile: 'Diretor',
    answer: rows(CLASS_MEMBER),
    alsoIn: ['3-reports §7 "Reports" (lookups for the selects)'],
  }),
  d2('Classes', {
    method: 'GET',
    path: '/bse_turma/turmasDaUnidade/{id}',
    profile: 'Diretor',
    answer: rows(['codBseTurma', 'nomTurma']),
    alsoIn: ['3-reports §7 "Reports" (lookups for the selects)'],
    note: "A lookup for a select (3-reports §7): the class's code and name.",
  }),
  d2('Classes', { method: 'GET', path: '/bse_usuario_turma/carregarMinhasTurmas/x', profile: 'Professor', answer: rows(USER_CLASS) }),
  d2('Classes', { method: 'GET', path: '/bse_usuario_turma/carregarTurmasDoUsuario/{id}', profile: 'Master', answer: rows(USER_CLASS) }),
  d2('Classes', {
    method: 'DELETE',
    path: '/bse_usuario_turma/{codBseTurma}/{codBseUsuario}',
    profile: 'Diretor',
    answer: unspecified,
    note: '"Profiles 3 and 4 get a remove action per student".',
  }),

  d2(USERS, { method: 'GET', path: '/bse_usuario', profile: 'Master', answer: page(USER), decision: PAGED }),
  d2(USERS, { method: 'GET', path: '/bse_usuario/{id}', profile: 'Master', answer: object(USER) }),
  d2(USERS, { method: 'DELETE', path: '/bse_usuario/{id}', profile: 'Master', answer: unspecified }),
  d2(USERS, { method: 'GET', path: '/bse_usuario/setSequencial/{prefix}', profile: 'Master', answer: object(['proxSeq']) }),
  d2(USERS, {
    method: 'POST',
    path: '/bse_usuario',
    profile: 'Master',
    body: multipart(
      'cstLogin',
      'txtSenha',
      'imgAvatar',
      'codBsePerfil',
      'codBseEscola',
      'codBseUnidade',
      'codBseTurma',
      'nomUsuario',
      'arrayCodBseTurmas',
    ),
    answer: unspecified,
    status: 200,
    note: '§8: "Create: 200 \'Cadastro realizado!\'". A student of 6º Ano A.',
  }),
  d2(USERS, {
    method: 'PUT',
    path: '/bse_usuario/{codBseUsuario}',
    profile: 'Master',
    body: multipart(
      'codBseUsuario',
      'cstLogin',
      'txtSenha',
      'imgAvatar',
      'codBsePerfil',
      'codBseEscola',
      'codBseUnidade',
      'codBseTurma',
      'nomUsuario',
      'arrayCodBseTurmas',
    ),
    answer: unspecified,
  }),
  d2(USERS, {
    method: 'POST',
    path: '/bse_usuario/criarUsuariosEmMassa/x',
    profile: 'Diretor',
    body: json('[].nomUsuario', '[].codBsePerfil', '[].txtSenha', '[].cstLogin', '[].codBseEscola', '[].codBseUnidade', '[].codBseTurma'),
    answer: { shape: 'text', contains: 'sucesso' },
    decision: `${BOTH_ANSWER} The product streams the bulk results; the documented call takes an array of users and answers a text.`,
    note: "\"body is an array of users. The text answer is read\": §5's columns and the chosen class; §8: a text with 'sucesso' alone gives 'Cadastros realizados!'.",
  }),
  d2(USERS, {
    method: 'POST',
    path: '/bse_usuario/changePassword',
    profile: 'Aluno',
    body: json('actualPassword', 'newPassword'),
    answer: unspecified,
    note: 'A student of its own (a password change ends their sessions).',
  }),
  d2(USERS, { method: 'POST', path: '/bse_usuario/changeData', profile: 'Aluno', body: multipart('imgAvatar'), answer: unspecified }),
  d2(USERS, { method: 'GET', path: '/pais', profile: 'Master', answer: rows(COUNTRY) }),
  d2(USERS, { method: 'GET', path: '/check-list', profile: 'Master', answer: rows(CHECKLIST) }),

  d2(AQ, { method: 'GET', path: '/bse_atividade', profile: 'Master', answer: rows(ACTIVITY) }),
  d2(AQ, {
    method: 'POST',
    path: '/bse_atividade',
    profile: 'Master',
    body: json('nomAtividade', 'desDescricao', 'capitulo.codTrlCapitulo', 'capitulo.livro.codTrlLivro'),
    answer: unspecified,
    note: "The activity (§3): its chapter as `capitulo` with its path `livro`, the form's track, chapter, name and description.",
  }),
  d2(AQ, {
    method: 'PUT',
    path: '/bse_atividade/{codBseAtividade}',
    profile: 'Master',
    body: json('nomAtividade', 'desDescricao', 'capitulo.codTrlCapitulo', 'capitulo.livro.codTrlLivro'),
    answer: unspecified,
  }),
  d2(AQ, { method: 'DELETE', path: '/bse_atividade/{id}', profile: 'Master', answer: unspecified }),
  d2(AQ, { method: 'GET', path: '/bse_questao', query: ['codBseAtividade'], profile: 'Master', answer: rows(QUESTION) }),
  d2(AQ, {
    method: 'POST',
    path: '/bse_questao',
    profile: 'Master',
    body: json(
      'codBseAtividade',
      'titulo',
      'enuEnunciado',
      'multiplaEscolha[].descricao',
      'multiplaEscolha[].invalida',
      'tipoQuestao',
      'resRespostaEsperada',
    ),
    answer: unspecified,
    note: 'A multiple-choice question (its expected answer null).',
  }),
  d2(AQ, {
    method: 'PUT',
    path: '/bse_questao/{codBseQuestao}',
    profile: 'Master',
    body: json('titulo', 'enuEnunciado', 'tipoQuestao', 'resRespostaEsperada', 'multiplaEscolha'),
    answer: unspecified,
    note: 'A discursive question (no options).',
  }),
  d2(AQ, { method: 'DELETE', path: '/bse_questao/{id}', profile: 'Master', answer: unspecified }),
  d2(AQ, {
    method: 'GET',
    path: '/bse_questao_resposta',
    profile: 'Professor',
    answer: page(STORED_ANSWER_ROW),
    decision: PAGED,
    note: 'The stored answer rows (§3).',
  }),
  d2(AQ, {
    method: 'GET',
    path: '/bse_questao_resposta/{codAtividade}',
    query: ['codTurma'],
    profile: 'Professor',
    answer: page(ANSWER_TABLE_ROW),
    decision: PAGED,
    alsoIn: ['2-access §7 store action loadAtividadeByTurma {codAtividade, codTurma}'],
    note: "The answers table (respostas/{idAtividade}): student, activity, finish date, grade date, grade: the stored answer row's names.",
  }),
  d2(AQ, {
    method: 'GET',
    path: '/bse_questao_resposta/respostas/{codAtividade}',
    query: ['codTurma', 'codUsuario'],
    profile: 'Professor',
    answer: object(ANSWER_RECORD),
    alsoIn: ['2-access §7 store action loadQuestaoResposta {codAtividade, codTurma, codUsuario}'],
    note: 'The grading screen: each answer as the §3 answer record.',
  }),
  d2(AQ, {
    method: 'POST',
    path: '/bse_questao_resposta',
    profile: 'Aluno',
    body: json('codBseAtividade', 'codBseTurma', 'codBseUsuario', 'codBseQuestao', 'resResposta'),
    answer: unspecified,
    decision: `${BOTH_ANSWER} The product's atomic batched submission stays; the documented call takes one answer (§3 "Answer submission").`,
    note: 'The first of two questions: the activity is not sent yet.',
  }),
  d2(AQ, {
    method: 'PUT',
    path: '/bse_questao_resposta/{codBseQuestao}',
    profile: 'Aluno',
    body: json('codBseAtividade', 'codBseTurma', 'codBseUsuario', 'codBseQuestao', 'resResposta'),
    answer: unspecified,
    note: 'The student rewrites an answer of an activity not sent yet (posted first by the documented POST).',
  }),
  d2(AQ, {
    method: 'DELETE',
    path: '/bse_questao_resposta/{id}',
    profile: 'Aluno',
    answer: unspecified,
    note: '`{id}` is the answer (codBseQuestaoResposta) of an activity not sent yet (posted first by the documented POST).',
  }),
  d2(AQ, { method: 'GET', path: '/bse_nota', profile: 'Professor', answer: rows(GRADE), alsoIn: ['2-access §7 store action loadNotas'] }),
  d2(AQ, {
    method: 'POST',
    path: '/bse_nota',
    profile: 'Professor',
    body: json('[].codBseAtividade', '[].codBseQuestao', '[].codBseUsuario', '[].valor'),
    answer: unspecified,
    alsoIn: ['2-access §7 store action insertNota'],
    decision: 'DECISIONS.md "Activities and grades": grades 0-10 in steps of 0.5.',
  }),
  d2(AQ, {
    method: 'PUT',
    path: '/bse_nota/updateMany/{ids}',
    profile: 'Professor',
    body: json('nota[].valor'),
    answer: unspecified,
    alsoIn: ['2-access §7 store action updateNota {ids, nota:[{valor}]}'],
    note: '`{ids}`: the grades, comma-separated.',
  }),
];

// ---------------------------------------------------------------- 3-reports-communication.md §7

const d3 = (section: string, call: Omit<HttpCall, 'kind' | 'doc' | 'section'>): HttpCall => ({
  kind: 'http',
  doc: '3-reports-communication',
  section,
  ...call,
});
const REPORTS_PAGED =
  'DECISIONS.md "Curriculum, player and reports": the reports are computed by the database, scoped by the server, paginated.';

const COMMUNICATION: HttpCall[] = [
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

const SOCKET_EVENTS: SocketEvent[] = [
  socket({ direction: 'emit', event: 'chatToServer', profile: 'Professor', payload: ['login', 'nome', 'sala', 'horario', 'conteudo'] }),
  socket({ direction: 'emit', event: 'requestSyncMessages', profile: 'Aluno', payload: ['sala'] }),
  socket({ direction: 'emit', event: 'disconnectFromServer', profile: 'Aluno', payload: [] }),
  socket({ direction: 'receive', event: 'userConnectedOnServer', profile: 'Professor', carries: ['codBseUsuario'] }),
  socket({ direction: 'receive', event: 'userDisconnectedOnServer', profile: 'Professor', carries: ['codBseUsuario'] }),
  socket({ direction: 'receive', event: 'syncMessages', profile: 'Aluno', carries: CHAT_MESSAGE.map((f) => `**.${f}`) }),
  socket({ direction: 'receive', event: 'chatToClient', profile: 'Aluno', carries: CHAT_MESSAGE }),
  socket({ direction: 'receive', event: 'getUsersInChat', profile: 'Aluno', carries: [] }),
];

/** Every documented call: 176 HTTP calls (68 + 59 + 49 by first document) and 8 socket events. */
export const DOCUMENTED_CALLS: readonly DocumentedCall[] = [...AUTHORING, ...ACCESS, ...COMMUNICATION, ...SOCKET_EVENTS];

export const DOCUMENTED_COUNT = 184;
