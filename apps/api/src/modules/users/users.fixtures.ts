import type { BulkRow } from '@portal/shared/users';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/build-app';
import { multipart } from '../../test/multipart';

export interface FileField {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** Ids of the demo network, read from the database (never assumed). */
export function demoIds(t: TestApp) {
  return {
    async user(login: string): Promise<number> {
      const [row] = await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = ${login}`);
      if (!row) throw new Error(`no user ${login}`);
      return row.id;
    },
    async classOf(name: string): Promise<number> {
      const [row] = await t.rows<{ id: number }>(sql`select cod_bse_turma as id from bse_turma where nom_turma = ${name}`);
      if (!row) throw new Error(`no class ${name}`);
      return row.id;
    },
    async unit(prefix: string): Promise<number> {
      const [row] = await t.rows<{ id: number }>(
        sql`select cod_bse_unidade as id from bse_unidade where cst_txt_prefixo_login = ${prefix}`,
      );
      if (!row) throw new Error(`no unit ${prefix}`);
      return row.id;
    },
    async school(prefix: string): Promise<number> {
      const [row] = await t.rows<{ id: number }>(sql`select cod_bse_escola as id from bse_escola where cst_txt_prefixo_login = ${prefix}`);
      if (!row) throw new Error(`no school ${prefix}`);
      return row.id;
    },
  };
}

/** POST or PUT of the user form, as the web sends it (multipart text fields and the avatar file). */
export function sendUserForm(
  t: TestApp,
  token: string,
  fields: Record<string, string | number | number[]>,
  files: FileField[] = [],
  userId?: number,
) {
  const text = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]));
  const form = multipart(files, text);
  return t.as(token, {
    method: userId ? 'PUT' : 'POST',
    url: userId ? `/api/bse_usuario/${userId}` : '/api/bse_usuario',
    payload: form.body,
    headers: form.headers,
  });
}

export async function countUsers(t: TestApp, where = sql`true`): Promise<number> {
  const [row] = await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_usuario where ${where}`);
  return Number(row?.n ?? 0);
}

/** The lines of an application/x-ndjson answer. */
export function ndjson<T>(body: string): T[] {
  return body
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as T);
}

/** The trigger-kept counts (bse_usuario_contagem) against a real count of bse_usuario, as sorted lines. */
export async function countsAgainstUsers(t: TestApp): Promise<{ kept: string[]; real: string[] }> {
  const kept = await t.rows<{ k: string }>(
    sql`select cod_bse_escola || '/' || cod_bse_unidade || '/' || cod_bse_perfil || '=' || num_usuarios as k from bse_usuario_contagem where num_usuarios <> 0 order by 1`,
  );
  const real = await t.rows<{ k: string }>(
    sql`select cod_bse_escola || '/' || coalesce(cod_bse_unidade, 0) || '/' || cod_bse_perfil || '=' || count(*) as k from bse_usuario group by cod_bse_escola, cod_bse_unidade, cod_bse_perfil order by 1`,
  );
  return { kept: kept.map((r) => r.k), real: real.map((r) => r.k) };
}

/** The logins the next generated sequences of a prefix will take. */
export async function nextLoginsOf(t: TestApp, prefix: string, count: number): Promise<string[]> {
  const [top] = await t.rows<{ n: number }>(
    sql`select coalesce(max(substr(cst_login, 6)::int), 0)::int as n from bse_usuario where cst_login ~ ${`^${prefix}-[0-9]{4}$`}`,
  );
  return Array.from({ length: count }, (_, i) => `${prefix}-${String(top!.n + 1 + i).padStart(4, '0')}`);
}

/** A login no other test gives: another prefix, so the class's sequence is not moved. */
export const freshLogin = () => {
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
  return `Q${letters}-${String(Math.floor(Math.random() * 9000) + 1000)}`;
};

/** A row of a bulk file: a student whose login and password are generated, unless `over` says otherwise. */
export const bulkRow = (over: Partial<Record<keyof BulkRow, string>> = {}): BulkRow => ({
  nomUsuario: 'Aluno Novo',
  codBsePerfil: '6',
  txtSenha: '',
  cstLogin: '',
  codBseEscola: '',
  codBseUnidade: '',
  ...over,
});
