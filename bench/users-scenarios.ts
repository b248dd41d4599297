/**
 * The users feature's scenarios for bench/users.ts: the network-scale data set, the list under
 * concurrent load (rotating searches), and the bulk import of 5,000 rows.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { type Measure, isRecord, measureWith } from './lib/measure';
import { repoRoot, settings } from './lib/settings';

export const NETWORK_PASSWORD = 'Rede@2026';

export interface Generated {
  schools: number;
  units: number;
  classes: number;
  users: number;
  ms: number;
}

/** Runs apps/api/src/seed/network-generator.ts on the data dir (PGlite) or DATABASE_URL, before the server opens it. */
export function generateNetwork(env: NodeJS.ProcessEnv): Promise<Generated> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', path.join('apps', 'api', 'src', 'seed', 'network-generator.ts')], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    proc.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0) return reject(new Error(`network generator exited ${code}:\n${out.slice(-2000)}`));
      try {
        resolve(JSON.parse(line) as Generated);
      } catch {
        reject(new Error(`network generator answered: ${out.slice(-2000)}`));
      }
    });
  });
}

export async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body: unknown = await res.json();
  if (res.status !== 202 || !isRecord(body) || typeof body.access_token !== 'string')
    throw new Error(`login ${username}: HTTP ${res.status}`);
  return body.access_token;
}

export async function getJson(url: string, token: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await res.json();
  if (res.status !== 200 || !isRecord(body)) throw new Error(`GET ${url}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body;
}

export interface ListTarget {
  name: string;
  base: string;
  token: string;
  /** Paths requested in turn by every connection. */
  paths: string[];
}

/** autocannon over several paths in turn (a different search on each request), same settings as bench/run.ts. */
export async function measureList(target: ListTarget, database: string, duration = settings.duration): Promise<Measure> {
  let i = 0;
  return measureWith(
    { name: target.name, database, url: `${target.base}${target.paths[0]}`, connections: settings.connections },
    {
      url: target.base,
      connections: settings.connections,
      headers: { authorization: `Bearer ${target.token}` },
      requests: [
        {
          setupRequest: (request) => {
            const next = target.paths[i % target.paths.length]!;
            i += 1;
            return { ...request, path: next };
          },
        },
      ],
    },
    duration,
  );
}

export interface BulkFigures {
  database: string;
  rows: number;
  previewMs: number;
  commitMs: number;
  created: number;
  progressLines: number;
  /** The list measured while the commit ran (other staff keep working). */
  listDuringCommit: Measure | null;
}

/** A class's intake: `rows` students with blank login and password (both generated), a few broken. */
export function bulkRows(rows: number) {
  return Array.from({ length: rows }, (_, i) => ({
    nomUsuario: (i + 1) % 1000 === 0 ? '' : `Estudante Bench ${i + 1}`,
    codBsePerfil: '6',
    txtSenha: '',
    cstLogin: '',
    codBseEscola: '',
    codBseUnidade: '',
  }));
}

/**
 * Preview then commit `rows` rows into one class as its Diretor; while the commit hashes the
 * passwords, the users list is measured with another token (`during`), so the figure says what
 * the import costs everyone else.
 */
export async function measureBulk(
  base: string,
  token: string,
  classId: number,
  rows: number,
  database: string,
  during: ListTarget,
): Promise<BulkFigures> {
  const body = JSON.stringify({ codBseTurma: classId, usuarios: bulkRows(rows) });
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let started = Date.now();
  const preview = await fetch(`${base}/api/bse_usuario/validarUsuariosEmMassa/x`, { method: 'POST', headers, body });
  if (preview.status !== 200) throw new Error(`preview: HTTP ${preview.status} ${(await preview.text()).slice(0, 300)}`);
  await preview.json();
  const previewMs = Date.now() - started;
  console.log(`  bulk preview of ${rows} rows: ${previewMs} ms`);

  started = Date.now();
  const committing = fetch(`${base}/api/bse_usuario/criarUsuariosEmMassa/x`, { method: 'POST', headers, body }).then(async (res) => {
    const text = await res.text();
    return { status: res.status, text, ms: Date.now() - started };
  });
  // The list, measured while the commit is hashing (it takes far longer than the measure).
  const listDuringCommit =
    rows >= 1000
      ? await measureList({ ...during, name: `${during.name} during bulk commit` }, database, Math.min(settings.duration, 10))
      : null;
  const commit = await committing;
  if (commit.status !== 200) throw new Error(`commit: HTTP ${commit.status} ${commit.text.slice(0, 300)}`);
  const lines = commit.text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const last = lines.at(-1);
  if (!last || last.tipo !== 'resultado' || !isRecord(last.resultado) || !Array.isArray(last.resultado.criados)) {
    throw new Error(`commit did not end with a result: ${commit.text.slice(-300)}`);
  }
  const created = last.resultado.criados.length;
  console.log(`  bulk commit of ${rows} rows: ${(commit.ms / 1000).toFixed(1)} s, ${created} created`);
  return { database, rows, previewMs, commitMs: commit.ms, created, progressLines: lines.length - 1, listDuringCommit };
}
