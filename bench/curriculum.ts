/**
 * Curriculum benchmarks (issue 4):
 *   1. opening a chapter of 30 lessons × 10 contents (GET /api/trl_capitulo/abrir/{id}): SQL queries
 *      per request (counted in-process through Drizzle's logger) and throughput (API as a child process),
 *      beside a chapter of 3 lessons × 10 contents: the query count must not grow with the lessons;
 *   2. the image pipeline: uploads per second of a 4 MB photo (POST /api/trl_conteudo_imagem), and
 *      reencodeImage alone (no HTTP, no database) for comparison.
 *
 *   npm run bench:curriculum                 # PGlite
 *   npm run bench:curriculum -- --postgres   # also on a throwaway PostgreSQL database
 *
 * Env knobs: those of bench/README.md (BENCH_DURATION, BENCH_CONNECTIONS, BENCH_WARMUP,
 * BENCH_DATABASE_URL, BENCH_NO_README) and BENCH_UPLOAD_CONNECTIONS (default 2).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app';
import type { Db } from '../apps/api/src/db/client';
import { startPgliteWorker } from '../apps/api/src/db/pglite-host';
import * as schema from '../apps/api/src/db/schema';
import { reencodeImage } from '../apps/api/src/lib/images';
import { trlAula, trlCapitulo, trlConteudo, trlLivro } from '../apps/api/src/modules/curriculum/curriculum.tables';
import { bseTurma } from '../apps/api/src/modules/organisation/organisation.tables';
import { seedDemo } from '../apps/api/src/seed/demo';
import { multipart } from '../apps/api/src/test/multipart';
import { type Measure, isRecord, measure } from './lib/measure';
import { assertAlive, cleanups, createThrowawayDb, startProduct, stopChild, runBench } from './lib/processes';
import { gitHead, machine, rewriteReadme } from './lib/report';
import { intEnv, repoRoot, resultsDir, settings, withPostgres, writeReadme } from './lib/settings';
import { signIn } from './lib/sign-in';

const PROFESSOR = { username: 'AUCE-0003', password: 'Prof@2026' };
const uploadConnections = intEnv('BENCH_UPLOAD_CONNECTIONS', 2, 1);
const migrationsFolder = path.join(repoRoot, 'apps', 'api', 'drizzle');

interface Counter {
  n: number;
}

/** The product's database, with every SQL statement counted. */
async function openCounted(url: string | undefined, dataDir: string, counter: Counter): Promise<{ db: Db; close(): Promise<void> }> {
  const logger = { logQuery: () => void (counter.n += 1) };
  // PGlite as the product runs it: in its worker, reached through pg like a server.
  const worker = url ? undefined : await startPgliteWorker(path.join(dataDir, 'pgdata'));
  const pool = new pg.Pool(worker ? { ...worker.connection, max: 4 } : { connectionString: url, max: 4 });
  const db = drizzlePg(pool, { schema, logger });
  await migratePg(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    close: async () => {
      await pool.end();
      await worker?.close();
    },
  };
}

/** A chapter of `lessons` lessons with 10 contents each, every type represented, in the demo class 6º Ano A. */
async function buildChapter(db: Db, pathId: number, seq: number, lessons: number): Promise<number> {
  const [chapter] = await db
    .insert(trlCapitulo)
    .values({ codTrlLivro: pathId, dscTitulo: `Capítulo de ${lessons} aulas`, numSequencia: seq })
    .returning();
  for (let l = 1; l <= lessons; l += 1) {
    const [lesson] = await db
      .insert(trlAula)
      .values({
        codTrlCapitulo: chapter!.codTrlCapitulo,
        numSequencia: l,
        dscTitulo: `Aula ${l}`,
        dscDescricao: 'Aula gerada para o benchmark.',
      })
      .returning();
    await db.insert(trlConteudo).values(
      Array.from({ length: 10 }, (_, i) => {
        const type = (i % 6) + 1;
        return {
          codTrlAula: lesson!.codTrlAula,
          codTrlTipoConteudo: type,
          numSequencia: i + 1,
          dscTitulo: `Conteúdo ${i + 1}`,
          dscTexto: type === 1 || type === 6 ? 'Um texto de tamanho médio para a lista de conteúdos da aula.' : null,
          dscImagem: type === 2 ? `conteudos/${randomBytes(16).toString('hex')}.jpg` : null,
          codTrlJogo: type === 3 ? (l % 10) + 1 : null,
          dscLink: type === 5 ? 'https://example.org/video' : null,
          codTrlMontagem: type === 6 ? 1 : null,
        };
      }),
    );
  }
  return chapter!.codTrlCapitulo;
}

interface Prepared {
  big: number;
  small: number;
  uploadLesson: number;
  queries: { big: number; small: number };
}

/** Seeds the demo network and the bench chapters, then counts the SQL statements of one opening of each chapter. */
async function prepare(url: string | undefined, dataDir: string): Promise<Prepared> {
  const counter: Counter = { n: 0 };
  const database = await openCounted(url, dataDir, counter);
  try {
    const { db } = database;
    await seedDemo(db, path.join(dataDir, 'uploads'));
    const [cls] = await db.select().from(bseTurma).where(eq(bseTurma.nomTurma, '6º Ano A'));
    const [maxSeq] = await db
      .select({ n: sql<number>`coalesce(max(${trlLivro.numSequencia}), 0)::integer` })
      .from(trlLivro)
      .where(eq(trlLivro.codBseTurma, cls!.codBseTurma));
    const [bench] = await db
      .insert(trlLivro)
      .values({ dscTitulo: 'Benchmark', codBseTurma: cls!.codBseTurma, numSequencia: maxSeq!.n + 1 })
      .returning();
    const big = await buildChapter(db, bench!.codTrlLivro, 1, 30);
    const small = await buildChapter(db, bench!.codTrlLivro, 2, 3);
    const [uploads] = await db
      .insert(trlCapitulo)
      .values({ codTrlLivro: bench!.codTrlLivro, dscTitulo: 'Envios', numSequencia: 3 })
      .returning();
    const [uploadLesson] = await db
      .insert(trlAula)
      .values({ codTrlCapitulo: uploads!.codTrlCapitulo, numSequencia: 1, dscTitulo: 'Fotos' })
      .returning();

    const app = await buildApp({
      db,
      databaseKind: url ? 'postgres' : 'pglite',
      jwtSecret: randomBytes(32).toString('hex'),
      uploadsDir: path.join(dataDir, 'uploads'),
      brand: 'padrao',
      webDistDir: undefined,
      loginMaxFailures: 1000,
      loginLockMinutes: 15,
      loginRatePerMinute: 100000,
    });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: PROFESSOR });
      const token = login.json<{ access_token: string }>().access_token;
      const open = async (id: number, lessons: number) => {
        counter.n = 0;
        const res = await app.inject({
          method: 'GET',
          url: `/api/trl_capitulo/abrir/${id}`,
          headers: { authorization: `Bearer ${token}` },
        });
        const body: unknown = res.json();
        const aulas = isRecord(body) && Array.isArray(body.aulas) ? (body.aulas as { conteudos: unknown[] }[]) : [];
        if (res.statusCode !== 200 || aulas.length !== lessons || aulas.some((a) => a.conteudos.length !== 10)) {
          throw new Error(`opening chapter ${id} answered ${res.statusCode} with ${aulas.length} lessons`);
        }
        return counter.n;
      };
      // A token's first request also reads its session (then kept in the session cache): count the
      // common path, after it.
      await open(small, 3);
      const queries = { big: await open(big, 30), small: await open(small, 3) };
      return { big, small, uploadLesson: uploadLesson!.codTrlAula, queries };
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

/** A 4 MB "photo": a noisy 12-megapixel-class JPEG (noise does not compress, like real detail). */
async function photo(): Promise<Buffer> {
  const make = (w: number, h: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .blur(0.6)
      .jpeg({ quality: 90 })
      .toBuffer();
  let w = 4000;
  let out = await make(w, (w * 3) / 4);
  for (let i = 0; i < 3 && Math.abs(out.length - 4e6) > 2e5; i += 1) {
    w = Math.round((w * Math.sqrt(4e6 / out.length)) / 4) * 4;
    out = await make(w, (w * 3) / 4);
  }
  return out;
}

/** reencodeImage back to back for the bench duration: the pipeline's own cost without HTTP or SQL. */
async function reencodeRate(data: Buffer): Promise<{ perSecond: number; meanMs: number }> {
  const until = Date.now() + settings.duration * 1000;
  let n = 0;
  const start = Date.now();
  while (Date.now() < until) {
    await reencodeImage(data, 'dscImagem', ['jpeg', 'png', 'webp']);
    n += 1;
  }
  const seconds = (Date.now() - start) / 1000;
  return { perSecond: n / seconds, meanMs: (seconds * 1000) / n };
}

function uploadRun(url: string, token: string, body: Buffer, headers: Record<string, string>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        method: 'POST',
        headers: { ...headers, authorization: `Bearer ${token}` },
        body,
        connections: uploadConnections,
        duration: settings.duration,
      },
      (err: Error | null, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

interface DbResult {
  database: string;
  queries: { big: number; small: number };
  open: Measure[];
  upload: { reqPerSec: number; p50: number; p99: number; ok: number; non2xx: number; errors: number; stored: number };
}

async function runOn(kind: string, url: string | undefined, image: Buffer): Promise<DbResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-curriculum-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  console.log(`\n${kind}: seeding and counting queries…`);
  const prepared = await prepare(url, dataDir);
  console.log(`  queries per opening: 30 lessons ${prepared.queries.big}, 3 lessons ${prepared.queries.small}`);

  const product = await startProduct(url, { DATA_DIR: dataDir });
  try {
    const token = await signIn(product.base, PROFESSOR);
    const headers = { authorization: `Bearer ${token}` };
    const open = [
      await measure(
        {
          name: 'open chapter 30×10',
          url: `${product.base}/api/trl_capitulo/abrir/${prepared.big}`,
          connections: settings.connections,
          headers,
        },
        kind,
      ),
      await measure(
        {
          name: 'open chapter 3×10',
          url: `${product.base}/api/trl_capitulo/abrir/${prepared.small}`,
          connections: settings.connections,
          headers,
        },
        kind,
      ),
    ];
    assertAlive(product.child);

    const { body, headers: mp } = multipart([{ field: 'dscImagem', name: 'foto.jpg', type: 'image/jpeg', data: image }], {
      codTrlAula: String(prepared.uploadLesson),
      dscTitulo: 'Foto',
    });
    process.stdout.write(`  upload 4 MB photo        ${settings.duration}s × ${uploadConnections} conn … `);
    const r = await uploadRun(`${product.base}/api/trl_conteudo_imagem`, token, body, mp);
    const list = await fetch(`${product.base}/api/trl_conteudo/conteudosDaAula/${prepared.uploadLesson}`, { headers });
    const stored = ((await list.json()) as unknown[]).length;
    console.log(`${r.requests.mean.toFixed(1)} uploads/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, stored ${stored}`);
    return {
      database: kind,
      queries: prepared.queries,
      open,
      upload: {
        reqPerSec: r.requests.mean,
        p50: r.latency.p50,
        p99: r.latency.p99,
        ok: r['2xx'],
        non2xx: r.non2xx,
        errors: r.errors,
        stored,
      },
    };
  } finally {
    await stopChild(product.child);
  }
}

function report(results: DbResult[], image: Buffer, reencode: { perSecond: number; meanMs: number }, date: string): string {
  const mb = (image.length / 1e6).toFixed(1);
  const lines = [
    `Run of ${date} (commit \`${gitHead()}\`)  `,
    `Machine: ${machine()}  `,
    `Settings: ${settings.duration} s per target (after ${settings.warmup} s warm-up), ${settings.connections} connections for reads, ${uploadConnections} for uploads; load average at the start ${loadAtStart} (other work on the machine).`,
    '',
    '| Opening a chapter | Database | SQL queries / request | req/s (mean) | p50 ms | p99 ms | non-2xx |',
    '|---|---|--:|--:|--:|--:|--:|',
  ];
  for (const r of results) {
    for (const [m, q] of [
      [r.open[0]!, r.queries.big],
      [r.open[1]!, r.queries.small],
    ] as const) {
      lines.push(`| ${m.name} | ${r.database} | ${q} | ${m.reqPerSecMean.toFixed(0)} | ${m.p50Ms} | ${m.p99Ms} | ${m.non2xx + m.errors} |`);
    }
  }
  lines.push(
    '',
    `| Image pipeline (${mb} MB JPEG photo) | Database | Conn | uploads/s | p50 ms | p99 ms | non-2xx | rows stored |`,
    '|---|---|--:|--:|--:|--:|--:|--:|',
  );
  lines.push(
    `| reencodeImage alone (no HTTP, no SQL) | — | 1 | ${reencode.perSecond.toFixed(1)} | ${reencode.meanMs.toFixed(0)} (mean) | — | — | — |`,
  );
  for (const r of results) {
    lines.push(
      `| POST /api/trl_conteudo_imagem | ${r.database} | ${uploadConnections} | ${r.upload.reqPerSec.toFixed(1)} | ${r.upload.p50} | ${r.upload.p99} | ${r.upload.non2xx + r.upload.errors} | ${r.upload.stored} |`,
    );
  }
  return lines.join('\n');
}

const loadAtStart = os
  .loadavg()
  .map((n) => n.toFixed(1))
  .join(' / ');

async function main(): Promise<void> {
  console.log(`Portal Escolar curriculum bench — ${machine()}`);
  const image = await photo();
  console.log(`photo: ${(image.length / 1e6).toFixed(2)} MB JPEG`);
  process.stdout.write(`reencodeImage alone, ${settings.duration}s … `);
  const reencode = await reencodeRate(image);
  console.log(`${reencode.perSecond.toFixed(1)}/s (${reencode.meanMs.toFixed(0)} ms each)`);

  const results = [await runOn('PGlite', undefined, image)];
  if (withPostgres) results.push(await runOn('PostgreSQL', await createThrowawayDb(), image));

  const date = new Date().toISOString();
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'curriculum-latest.json'),
    `${JSON.stringify({ date, machine: machine(), commit: gitHead(), settings, uploadConnections, photoBytes: image.length, reencode, results }, null, 2)}\n`,
  );
  const section = report(results, image, reencode, date);
  console.log(`\n${section}`);
  if (writeReadme) {
    rewriteReadme(section, 'curriculum');
    console.log('\nrewrote the curriculum section of bench/README.md');
  }
  const bad = results.filter(
    (r) => r.open.some((m) => m.non2xx + m.errors > 0) || r.upload.non2xx + r.upload.errors > 0 || r.queries.big !== r.queries.small,
  );
  if (bad.length) {
    console.error(`\nWARNING: failures, or a query count that grows with the lessons, on: ${bad.map((r) => r.database).join(', ')}`);
    process.exitCode = 1;
  }
}

await runBench(main);
