import { z } from 'zod';
import { idText } from '../common/ids';

/** Bulk creation (2-access §5 "Bulk creation", §7 criarUsuariosEmMassa, §8 "Bulk"). */
export const BULK_COLUMNS = ['nomUsuario', 'codBsePerfil', 'txtSenha', 'cstLogin', 'codBseEscola', 'codBseUnidade'] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];
/**
 * Beyond the documents (issue 27): a guardian's row (profile 8) names the logins of the students they follow in this
 * optional column, separated by ';', ',' or spaces: students already registered, or created by rows of the same file.
 */
export const BULK_GUARDIAN_COLUMN = 'loginAluno';
/** Rows per file: a school's whole intake in one go, and a bound on the request (see bench/README.md). */
export const BULK_MAX_ROWS = 5000;
/** Request body limit of the two bulk routes: 5,000 rows of a file of 5 MiB (the upload limit) fit, as JSON. */
export const BULK_BODY_LIMIT = 8 * 1024 * 1024;

/** A cell as the file has it: the server reads every value, whatever its type, and says what is wrong per row. */
const cell = z.union([z.string().max(200), z.number()]).nullish();

export const BulkRow = z
  .object({
    nomUsuario: cell,
    codBsePerfil: cell,
    txtSenha: cell,
    cstLogin: cell,
    codBseEscola: cell,
    codBseUnidade: cell,
    loginAluno: cell,
  })
  .meta({ id: 'BulkRow' });
export type BulkRow = z.infer<typeof BulkRow>;

export const BulkBody = z
  .object({
    codBseTurma: idText('bulkClassRequired'),
    usuarios: z.array(BulkRow, { error: 'bulkEmpty' }).min(1, { error: 'bulkEmpty' }).max(BULK_MAX_ROWS, { error: 'bulkTooMany' }),
  })
  .meta({ id: 'BulkBody' });
export type BulkBody = z.input<typeof BulkBody>;

/** A row of the documents' body: the user as the file has it, and the class chosen before the file (2-access §5). */
export const BulkListRow = BulkRow.extend({ codBseTurma: idText('bulkClassRequired') }).meta({ id: 'BulkListRow' });

/**
 * The documents' body of `POST /api/bse_usuario/criarUsuariosEmMassa/x` (2-access §7 "body is an array of users";
 * issue 25): the rows themselves, each naming the one chosen class. It is answered with the text of §8, not the stream.
 */
export const BulkListBody = z
  .array(BulkListRow, { error: 'bulkEmpty' })
  .min(1, { error: 'bulkEmpty' })
  .max(BULK_MAX_ROWS, { error: 'bulkTooMany' })
  .superRefine((rows, ctx) => {
    const other = rows.findIndex((row) => row.codBseTurma !== rows[0]!.codBseTurma);
    if (other > 0) ctx.addIssue({ code: 'custom', message: 'bulkOneClass', path: [other, 'codBseTurma'] });
  })
  .meta({ id: 'BulkListBody' });
export type BulkListBody = z.output<typeof BulkListBody>;

/** `criarUsuariosEmMassa/x` takes either: the screen's `{codBseTurma, usuarios}` (answered by a stream) or the documents' array. */
export const BulkCreateBody = z.union([BulkBody, BulkListBody]).meta({ id: 'BulkCreateBody' });

/**
 * What became of a row: created (or would be), wrong data ('incorretos'), a login taken or repeated
 * ('conflitantes'), a profile the creator may not create ('não pode criar'): the words of §8.
 */
export const BULK_STATUSES = ['valido', 'incorreto', 'conflitante', 'naoPermitido'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];

export const BulkRowError = z.object({ campo: z.string(), messageKey: z.string(), message: z.string() }).meta({ id: 'BulkRowError' });
export type BulkRowError = z.infer<typeof BulkRowError>;

export const BulkRowResult = z
  .object({
    /** 1-based position of the row in the file (after the header). */
    linha: z.number().int(),
    nomUsuario: z.string(),
    codBsePerfil: z.number().int().nullable(),
    /** The login given, or the one that would be generated (`loginGerado`). */
    cstLogin: z.string(),
    loginGerado: z.boolean(),
    senhaGerada: z.boolean(),
    status: z.enum(BULK_STATUSES),
    erros: z.array(BulkRowError),
  })
  .meta({ id: 'BulkRowResult' });
export type BulkRowResult = z.infer<typeof BulkRowResult>;

export const BulkCounts = z
  .object({
    total: z.number().int(),
    validos: z.number().int(),
    incorretos: z.number().int(),
    conflitantes: z.number().int(),
    naoPermitidos: z.number().int(),
  })
  .meta({ id: 'BulkCounts' });
export type BulkCounts = z.infer<typeof BulkCounts>;

/** POST /api/bse_usuario/validarUsuariosEmMassa/x: every row checked, nothing written. */
export const BulkPreviewAnswer = z.object({ linhas: z.array(BulkRowResult), contagem: BulkCounts }).meta({ id: 'BulkPreviewAnswer' });
export type BulkPreviewAnswer = z.infer<typeof BulkPreviewAnswer>;

/** A created user, with the password given or generated: shown once, for usuarios.csv. */
export const BulkCreated = z
  .object({
    linha: z.number().int(),
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    codBsePerfil: z.number().int(),
    txtSenha: z.string(),
    cstLogin: z.string(),
    codBseEscola: z.number().int(),
    codBseUnidade: z.number().int().nullable(),
  })
  .meta({ id: 'BulkCreated' });
export type BulkCreated = z.infer<typeof BulkCreated>;

export const BulkCommitResult = z
  .object({
    /** The text answer of §8: contains 'sucesso' when users were created, and 'incorretos', 'conflitantes' or 'não pode criar' for rows left out. */
    mensagem: z.string(),
    contagem: BulkCounts,
    criados: z.array(BulkCreated),
    linhas: z.array(BulkRowResult),
    /** The kept result (logins and first passwords) its creator may download again until `datExpira`; null when nobody was created. */
    codBseUsuarioLote: z.number().int().nullable(),
    datExpira: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'BulkCommitResult' });
export type BulkCommitResult = z.infer<typeof BulkCommitResult>;

// ---------------------------------------------------------------- kept results (issue 8)

/**
 * How long a bulk creation's result (logins and first passwords) is kept, encrypted, for its
 * creator to download or print again: a reply lost after the commit no longer loses the passwords.
 */
export const BULK_KEEP_HOURS = 24;

/** 32-bit PostgreSQL integer: a larger id is a 400, never a database error. */
const MAX_INT = 2_147_483_647;
/** Digits only (no '1e3', '-1', ' 7'), within the column's range. */
export const BulkBatchIdParam = z.object({
  codBseUsuarioLote: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(MAX_INT)),
});

/** One kept result in the creator's "last imports" list. */
export const BulkBatchListItem = z.object({
  codBseUsuarioLote: z.number().int(),
  datCriacao: z.iso.datetime({ offset: true }),
  datExpira: z.iso.datetime({ offset: true }),
  numCriados: z.number().int(),
  nomTurma: z.string().nullable(),
});
export type BulkBatchListItem = z.infer<typeof BulkBatchListItem>;

/** A kept result, decrypted for its creator: the created users with their first passwords and where they live. */
export const BulkBatchDto = z.object({
  codBseUsuarioLote: z.number().int(),
  datCriacao: z.iso.datetime({ offset: true }),
  datExpira: z.iso.datetime({ offset: true }),
  nomEscola: z.string(),
  nomUnidade: z.string(),
  nomTurma: z.string(),
  criados: z.array(BulkCreated),
});
export type BulkBatchDto = z.infer<typeof BulkBatchDto>;

/**
 * POST /api/bse_usuario/criarUsuariosEmMassa/x answers a stream of JSON lines (application/x-ndjson):
 * progress while the passwords are hashed, then the result (or the failure, nothing written).
 */
export const BulkEvent = z
  .discriminatedUnion('tipo', [
    z.object({ tipo: z.literal('progresso'), feitos: z.number().int(), total: z.number().int() }),
    z.object({ tipo: z.literal('resultado'), resultado: BulkCommitResult }),
    z.object({
      tipo: z.literal('erro'),
      erro: z.object({ statusCode: z.number().int(), code: z.string(), message: z.string(), messageKey: z.string().optional() }),
    }),
  ])
  .meta({ id: 'BulkEvent' });
export type BulkEvent = z.infer<typeof BulkEvent>;

/** §8 Bulk: how the screen reads the text answer. */
export function bulkOutcome(mensagem: string): 'success' | 'partial' | 'failure' {
  if (!mensagem.includes('sucesso')) return 'failure';
  return /incorretos|conflitantes|não pode criar/.test(mensagem) ? 'partial' : 'success';
}

/**
 * Maps the header of a parsed file to the expected columns: the names are compared without
 * case, spaces or a byte-order mark, so `NomUsuario` or ` nomusuario` still count.
 */
export function bulkColumnOf(header: string): BulkColumn | undefined {
  const clean = header
    .replace(/^\ufeff/, '')
    .trim()
    .toLowerCase();
  return BULK_COLUMNS.find((column) => column.toLowerCase() === clean);
}
