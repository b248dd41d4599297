import { type SQL, eq, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  bseAcesso,
  bseAtividadeEntrega,
  bseFrequencia,
  bseFrequenciaHistorico,
  bseFrequenciaResumo,
  bseNota,
  bseNotaHistorico,
  bseQuestaoResposta,
  bseQuestaoRespostaRascunho,
  bseResponsavelAluno,
  bseResponsavelConsentimento,
  bseResponsavelResumo,
  bseSuporte,
  bseUsuario,
  bseUsuarioTurma,
  chtLeitura,
  chtMensagem,
  cldCalendario,
  frmPostagem,
  frmTopico,
  trlAvaliacaoCapitulo,
  trlAvaliacaoRegistro,
  trlPosicao,
  trlProgresso,
} from '../../db/schema';

/*
 * What the portal holds about a person (issue 29, LGPD art. 18): one file of the export per kind, each the rows of one
 * table that are the person's, with what it holds said in Portuguese for the export's summary. A column that is a
 * credential (a password's hash, a private address's token) never leaves. `privacy.catalogue.test.ts` checks that every
 * column of the database that references a user is here or in `NOT_PERSONAL`, with its reason.
 */

export interface PersonalDataKind {
  /** The file of the export: `<file>.json`. */
  file: string;
  /** What the file holds, for the summary (LEIA-ME.html). */
  description: string;
  table: PgTable;
  /** The person's rows. */
  rowsOf: (userId: number) => SQL;
  /** Columns (SQL names) left out: credentials and the search text made from the name. */
  omit?: string[];
  /** The user columns (table.column, SQL names) this kind covers, for the catalogue's test. */
  covers: string[];
}

export const PERSONAL_DATA: PersonalDataKind[] = [
  {
    file: 'cadastro',
    description: 'O cadastro: nome, login, perfil, escola, unidade, situação, foto e datas (sem a senha).',
    table: bseUsuario,
    rowsOf: (id) => eq(bseUsuario.codBseUsuario, id),
    omit: ['txt_senha', 'txt_busca'],
    covers: [],
  },
  {
    file: 'turmas',
    description: 'As turmas de que a pessoa faz ou fez parte.',
    table: bseUsuarioTurma,
    rowsOf: (id) => eq(bseUsuarioTurma.codBseUsuario, id),
    covers: ['bse_usuario_turma.cod_bse_usuario'],
  },
  {
    file: 'acessos',
    description: 'Cada entrada no portal (e cada tentativa com a senha errada): data, sistema e navegador.',
    table: bseAcesso,
    rowsOf: (id) => eq(bseAcesso.codBseUsuario, id),
    omit: ['cst_sessao'],
    covers: ['bse_acesso.cod_bse_usuario'],
  },
  {
    file: 'progresso',
    description: 'O progresso nas trilhas: cada item concluído, a pontuação de cada jogo e o tempo.',
    table: trlProgresso,
    rowsOf: (id) => eq(trlProgresso.codBseUsuario, id),
    covers: ['trl_progresso.cod_bse_usuario'],
  },
  {
    file: 'posicao-nas-trilhas',
    description: 'Onde a pessoa parou em cada trilha.',
    table: trlPosicao,
    rowsOf: (id) => eq(trlPosicao.codBseUsuario, id),
    covers: ['trl_posicao.cod_bse_usuario'],
  },
  {
    file: 'avaliacoes-de-capitulo',
    description: 'As avaliações que a pessoa deu aos capítulos das trilhas (as carinhas).',
    table: trlAvaliacaoCapitulo,
    rowsOf: (id) => eq(trlAvaliacaoCapitulo.codBseUsuario, id),
    covers: ['trl_avaliacao_capitulo.cod_bse_usuario'],
  },
  {
    file: 'avaliacoes-recebidas',
    description: 'Quando cada avaliação de capítulo chegou ao servidor.',
    table: trlAvaliacaoRegistro,
    rowsOf: (id) => eq(trlAvaliacaoRegistro.codBseUsuario, id),
    covers: ['trl_avaliacao_registro.cod_bse_usuario'],
  },
  {
    file: 'respostas',
    description: 'As respostas enviadas às atividades.',
    table: bseQuestaoResposta,
    rowsOf: (id) => eq(bseQuestaoResposta.codBseUsuario, id),
    covers: ['bse_questao_resposta.cod_bse_usuario'],
  },
  {
    file: 'respostas-em-rascunho',
    description: 'As respostas guardadas e ainda não enviadas.',
    table: bseQuestaoRespostaRascunho,
    rowsOf: (id) => eq(bseQuestaoRespostaRascunho.codBseUsuario, id),
    covers: ['bse_questao_resposta_rascunho.cod_bse_usuario'],
  },
  {
    file: 'entregas',
    description: 'Cada atividade entregue: quando, a nota somada e se foi entregue com atraso.',
    table: bseAtividadeEntrega,
    rowsOf: (id) => eq(bseAtividadeEntrega.codBseUsuario, id),
    covers: ['bse_atividade_entrega.cod_bse_usuario'],
  },
  {
    file: 'notas',
    description: 'As notas de cada questão.',
    table: bseNota,
    rowsOf: (id) => eq(bseNota.codBseUsuario, id),
    covers: ['bse_nota.cod_bse_usuario'],
  },
  {
    file: 'notas-historico',
    description: 'Cada mudança dessas notas: o valor antes e depois, e quando.',
    table: bseNotaHistorico,
    rowsOf: (id) =>
      inArray(bseNotaHistorico.codBseNota, sql`(select ${bseNota.codBseNota} from ${bseNota} where ${bseNota.codBseUsuario} = ${id})`),
    omit: ['cod_usuario'],
    covers: [],
  },
  {
    file: 'frequencia',
    description: 'A presença ou a falta em cada dia de aula, com a justificativa.',
    table: bseFrequencia,
    rowsOf: (id) => eq(bseFrequencia.codBseUsuario, id),
    covers: ['bse_frequencia.cod_bse_usuario'],
  },
  {
    file: 'frequencia-totais',
    description: 'Os totais de dias e faltas em cada turma.',
    table: bseFrequenciaResumo,
    rowsOf: (id) => eq(bseFrequenciaResumo.codBseUsuario, id),
    covers: ['bse_frequencia_resumo.cod_bse_usuario'],
  },
  {
    file: 'frequencia-historico',
    description: 'Cada mudança da frequência depois de registrada.',
    table: bseFrequenciaHistorico,
    rowsOf: (id) => eq(bseFrequenciaHistorico.codBseUsuario, id),
    omit: ['cod_usuario'],
    covers: ['bse_frequencia_historico.cod_bse_usuario'],
  },
  {
    file: 'eventos',
    description: 'Os eventos do calendário que a pessoa criou.',
    table: cldCalendario,
    rowsOf: (id) => eq(cldCalendario.codUsuarioCriacao, id),
    covers: ['cld_calendario.cod_usuario_criacao'],
  },
  {
    file: 'forum-topicos',
    description: 'Os tópicos que a pessoa abriu no fórum.',
    table: frmTopico,
    rowsOf: (id) => eq(frmTopico.codUsuarioCriacao, id),
    covers: ['frm_topico.cod_usuario_criacao'],
  },
  {
    file: 'forum-postagens',
    description: 'As mensagens que a pessoa escreveu no fórum.',
    table: frmPostagem,
    rowsOf: (id) => eq(frmPostagem.codUsuarioCriacao, id),
    covers: ['frm_postagem.cod_usuario_criacao'],
  },
  {
    file: 'chat-mensagens',
    description: 'As mensagens que a pessoa escreveu no chat.',
    table: chtMensagem,
    rowsOf: (id) => eq(chtMensagem.codUsuarioCriacao, id),
    covers: ['cht_mensagem.cod_usuario_criacao'],
  },
  {
    file: 'chat-leituras',
    description: 'Até onde a pessoa leu cada sala do chat.',
    table: chtLeitura,
    rowsOf: (id) => eq(chtLeitura.codBseUsuario, id),
    covers: ['cht_leitura.cod_bse_usuario'],
  },
  {
    file: 'fale-conosco',
    description: 'As mensagens enviadas pelo Fale Conosco: nome, e-mail e texto.',
    table: bseSuporte,
    rowsOf: (id) => eq(bseSuporte.codUsuarioCriacao, id),
    covers: ['bse_suporte.cod_usuario_criacao'],
  },
  {
    file: 'responsaveis',
    description: 'Os responsáveis que acompanham o aluno.',
    table: bseResponsavelAluno,
    rowsOf: (id) => eq(bseResponsavelAluno.codAluno, id),
    covers: ['bse_responsavel_aluno.cod_aluno'],
  },
  {
    file: 'alunos-acompanhados',
    description: 'Os alunos que o responsável acompanha.',
    table: bseResponsavelAluno,
    rowsOf: (id) => eq(bseResponsavelAluno.codResponsavel, id),
    covers: ['bse_responsavel_aluno.cod_responsavel'],
  },
  {
    file: 'consentimentos',
    description: 'Cada aceite do termo de consentimento: a versão e quando.',
    table: bseResponsavelConsentimento,
    rowsOf: (id) => eq(bseResponsavelConsentimento.codResponsavel, id),
    covers: ['bse_responsavel_consentimento.cod_responsavel'],
  },
  {
    file: 'resumo-semanal',
    description: 'O resumo semanal do responsável: o e-mail e se é enviado (sem o endereço privado).',
    table: bseResponsavelResumo,
    rowsOf: (id) => eq(bseResponsavelResumo.codResponsavel, id),
    omit: ['cst_token'],
    covers: ['bse_responsavel_resumo.cod_responsavel'],
  },
];

/**
 * Columns that reference a user without being that user's personal data, each with why: who created or changed the
 * school's own records (a class, a path, a grade given, a roll taken), and credentials that are never exported.
 */
export const NOT_PERSONAL: Record<string, string> = {
  'bse_usuario.cod_usuario_criacao': 'who registered the user: the staff member, not the person',
  'bse_escola.cod_usuario_criacao': 'the school record’s author',
  'bse_unidade.cod_usuario_criacao': 'the unit record’s author',
  'bse_turma.cod_usuario_criacao': 'the class record’s author',
  'trl_livro.cod_usuario_criacao': 'curriculum authoring (the school’s material)',
  'trl_capitulo.cod_usuario_criacao': 'curriculum authoring',
  'trl_aula.cod_usuario_criacao': 'curriculum authoring',
  'trl_conteudo.cod_usuario_criacao': 'curriculum authoring',
  'bse_atividade.cod_usuario_criacao': 'activity authoring',
  'bse_postagem.cod_usuario_criacao': 'news written by the network',
  'frm_sala.cod_usuario_criacao': 'forum rooms kept by the Master',
  'bse_nota.cod_usuario_nota': 'who graded: the teacher',
  'bse_nota_historico.cod_usuario': 'who changed a grade: the teacher (the student’s history is exported by their grades)',
  'bse_frequencia.cod_usuario_registro': 'who took the roll',
  'bse_frequencia_historico.cod_usuario': 'who changed the roll',
  'bse_frequencia_registro.cod_bse_usuario': 'who sent a roll (an idempotency key of the teacher)',
  'bse_usuario_lote.cod_usuario_criacao': 'who ran a bulk creation (its kept result expires in 24 hours)',
  'bse_responsavel_aluno.cod_usuario_criacao': 'who linked the guardian: the staff member',
  'cld_calendario_token.cod_bse_usuario': 'the private iCal address: a credential, never exported',
  'bse_pedido_dados.cod_usuario_alvo': 'the record of the data requests themselves',
  'bse_pedido_dados.cod_usuario_solicitante': 'who asked for an export or an erasure',
};
