/** The fields §3 of each document gives its entities, as the documented calls name them in answers and bodies. */

// 1-authoring §3
export const PATH = ['codTrlLivro', 'dscTitulo', 'codBseTurma', 'numSequencia'];
export const CHAPTER = ['codTrlCapitulo', 'dscTitulo', 'codTrlLivro', 'codBseLivro', 'numSequencia'];
export const LESSON = ['codTrlAula', 'codTrlCapitulo', 'codTrlMateria', 'numSequencia', 'dscTitulo', 'dscDescricao', 'conteudos'];
export const CONTENT = [
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
export const TEXT_CONTENT = ['codTrlConteudoTexto', 'dscTitulo', 'dscTexto'];
export const IMAGE_CONTENT = ['codTrlConteudoImagem', 'dscTitulo', 'dscImagem'];
export const GAME_CONTENT = [
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
export const DIALOGUE_CONTENT = ['dados[].codTrlPersonagem', 'dados[].dscTexto', 'dados[].imgPersonagem'];
export const CHARACTER = ['codTrlPersonagem', 'nomPersonagem', 'imgPersonagem'];
export const VIDEO_CONTENT = ['codTrlConteudoVideo', 'dscTitulo', 'dscDescricao', 'dscLink'];
export const ASSEMBLY_CONTENT = ['codTrlMontagem', 'dscTitulo', 'dscTexto'];
export const ASSEMBLY = ['codTrlMontagem', 'nomMontagem', 'imgMontagem', 'dscTexto'];
export const SUBJECT = ['codTrlMateria', 'nomMateria'];
/** The content types: the content item's `codTrlTipoConteudo` and `nomTipo`. */
export const CONTENT_TYPE = ['codTrlTipoConteudo', 'nomTipo'];
/** The game kinds: the game content's `codTrlJogo` and `nomJogo`. */
export const GAME_KIND = ['codTrlJogo', 'nomJogo'];
export const INFORMATION = ['codInformacao', 'nomInformacao'];
/**
 * The class lesson-book link: 1-authoring §3 (`codTrlLivro, codBseTurma, indAtivo`; `codTrlAno` is its
 * update key, the id in `PUT /trl_livro_turma/{codTrlAno}`) with 3-reports §3 "Class lesson" (`codTrlLivroTurma,
 * indAtivo, comConteudo, dscTitulo, codTrlLivro, codBseTurma`).
 */
export const CLASS_LINK = ['codTrlLivroTurma', 'codTrlLivro', 'codBseTurma', 'indAtivo', 'comConteudo', 'dscTitulo'];
/** 2-access §3 "Class-activity link" (1-authoring §3 adds `id`, the generic id of its calls' paths). */
export const CLASS_ACTIVITY = ['codBseAtividadeTurma', 'codBseAtividade', 'codBseTurma', 'indAtivo', 'BseAtividade'];

// 2-access §3
export const SESSION = [
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
export const PROFILE = ['codBsePerfil', 'nomPerfil', 'codPerfilCriacao'];
export const SCHOOL = ['codBseEscola', 'nomEscola', 'cstTxtPrefixoLogin', 'codBseEndereco', 'codUsuarioCriacao'];
export const ADDRESS = ['codBseEndereco', 'dscCep', 'dscRua', 'dscBairro', 'dscCidade', 'dscEstado'];
export const UNIT = [
  'codBseUnidade',
  'nomUnidade',
  'cstTxtPrefixoLogin',
  'codBseEscola',
  'nomEscola',
  'cstTxtPrefixoLoginEscola',
  'codBseEndereco',
];
export const CLASS = [
  'codBseTurma',
  'nomTurma',
  'codBseUnidade',
  'nomUnidade',
  'nomEscola',
  'cstTxtPrefixoLoginEscola',
  'cstTxtPrefixoLoginUnidade',
  'codUsuarioCriacao',
];
export const CLASS_MEMBER = ['codBseUsuario', 'nomUsuario', 'cstLogin'];
/** The user, without `txtSenha` (DECISIONS.md: a password is stored as a hash and never anywhere else). */
export const USER = [
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
export const USER_CLASS = ['codBseUsuarioTurma', 'codBseTurma', 'nomTurma'];
export const ACTIVITY = [
  'codBseAtividade',
  'nomAtividade',
  'desDescricao',
  'capitulo.codTrlCapitulo',
  'capitulo.livro.codTrlLivro',
  'usuarioCriacao',
  'datCriacao',
  'questoes',
];
export const QUESTION = [
  'codBseQuestao',
  'codBseAtividade',
  'titulo',
  'enuEnunciado',
  'tipoQuestao',
  'resRespostaEsperada',
  'multiplaEscolha',
];
export const STORED_ANSWER_ROW = [
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
export const ANSWER_TABLE_ROW = ['cod_bse_usuario', 'nom_usuario', 'nom_atividade', 'dat_resposta', 'dat_nota', 'soma_nota'];
/** 2-access §3 "Answer record", one per answer of the grading screen. */
export const ANSWER_RECORD = ['**.codBseQuestaoResposta', '**.codBseQuestao', '**.codAtividade', '**.codTurma', '**.codUsuario'];
export const GRADE = ['codBseNota', 'codBseAtividade', 'codBseQuestao', 'codBseUsuario', 'valor'];
export const COUNTRY = ['codPais', 'nomPais'];
export const CHECKLIST = ['codCheckList', 'nomCheckList'];
/** 2-access §3 "Track (livro)". */
export const TRACK = ['codTrlLivro', 'dscTitulo'];

// 3-reports §3
export const EVENT = [
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
export const EVENT_PAYLOAD = ['dscTitulo', 'hexCorEvento', 'datEvento', 'codCldCalendario', 'codBseTurma', 'indPrivado', 'perfis'];
export const NEWS_POST = ['codBsePostagem', 'dscPostagem', 'ctgPostagem', 'txtPostagem', 'nomUsuarioCriacao'];
export const FORUM_ROOM = ['codFrmSala', 'nomSala', 'codUsuarioCriacao'];
export const FORUM_TOPIC = [
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
export const FORUM_POST = [
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
export const CHAT_ROOM = ['codChtSala', 'nomSala'];
export const CHAT_MESSAGE = ['codChtMensagem', 'txtMensagem', 'codChtSala', 'codUsuarioCriacao', 'datCriacao', 'cstLogin', 'nomUsuario'];
export const CHAT_ROOM_USER = ['codBseUsuario', 'nomUsuario', 'cstLogin', 'online'];
export const TICKET = ['codBseSuporte', 'name', 'pagina', 'desc', 'email', 'codBseUsuario'];
export const REPORT_FILTER = ['codBseEscola', 'codBseUnidade', 'codBseTurma', 'codBseUsuario', 'dataInicio', 'dataFim'];
export const QUANTITY_TOTALS = ['total_escolas', 'total_unidades', 'total_turmas', 'total_alunos'];
