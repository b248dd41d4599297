/**
 * A person's data export at length (issue 29): on a throwaway PostgreSQL database with the demo network, a student
 * (Alice, AUCE-0004) is given five years of history (20,000 sign-ins, 20,000 progress records, 5,000 chat messages),
 * then the Diretor downloads her ZIP from the product (`GET /api/bse_usuario/{id}/dados`) while the server's resident
 * memory is read every 20 ms; beside it, the ZIP of a classmate with no history (the baseline: the same request, the
 * same files, empty). Target: the server's memory grows by the same few MB for both (the export streams: rows a
 * thousand at a time, the ZIP written as it is sent), not by the size of the history.
 *
 *   npm run bench:privacy
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client';
import { cleanups, createThrowawayDb, runBench, startProduct, stopChild } from './lib/processes';
import { gitHead, machine, rewriteReadme } from './lib/report';
import { signIn } from './users-scenarios';

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The download, read to its end, with the server's peak memory above what it held before. */
async function download(base: string, token: string, userId: number, pid: number) {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  const res = await fetch(`${base}/api/bse_usuario/${userId}/dados`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`export: HTTP ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  const ms = performance.now() - started;
  clearInterval(timer);
  return { ms, bytes, growthMb: peak - before };
}

async function main(): Promise<void> {
  const url = await createThrowawayDb();
  const product = await startProduct(url);
  const database = await openDatabase({ url });
  cleanups.push(() => database.close());
  try {
    const { db } = database;
    const ids = (await db.execute(
      sql`select cod_bse_usuario as id, cst_login as login from bse_usuario where cst_login in ('AUCE-0004', 'AUCE-0006')`,
    )) as { rows: { id: number; login: string }[] };
    const alice = ids.rows.find((r) => r.login === 'AUCE-0004')!.id;
    const beatriz = ids.rows.find((r) => r.login === 'AUCE-0006')!.id;
    console.log('writing five years of history…');
    await db.execute(sql`
      insert into bse_acesso (cst_login, cod_bse_usuario, ind_sucesso, nom_so, nom_navegador, dat_acesso)
      select 'AUCE-0004', ${alice}, 'S', 'Android', 'Chrome', now() - (n || ' hours')::interval from generate_series(1, 20000) n`);
    await db.execute(sql`
      insert into trl_progresso (cod_trl_progresso, cod_bse_usuario, cod_trl_conteudo, num_pontuacao, num_tentativas, num_tempo_segundos, dat_registro)
      select gen_random_uuid(), ${alice}, c.cod_trl_conteudo, 50 + n % 51, 1 + n % 3, 30 + n % 300, now() - (n || ' hours')::interval
      from generate_series(1, 20000) n cross join lateral (select cod_trl_conteudo from trl_conteudo order by cod_trl_conteudo offset n % 10 limit 1) c`);
    await db.execute(sql`
      insert into cht_mensagem (cod_cht_sala, txt_mensagem, cod_usuario_criacao, dat_criacao)
      select (select min(cod_cht_sala) from cht_sala), 'Mensagem número ' || n || ' da aluna, sobre a lição de casa de hoje', ${alice}, now() - (n || ' hours')::interval
      from generate_series(1, 5000) n`);
    const diretor = await signIn(product.base, 'AUCE-0001', 'Diretor@2026');
    const pid = product.child.proc.pid!;
    await download(product.base, diretor, beatriz, pid); // warm-up
    const empty = await download(product.base, diretor, beatriz, pid);
    const full = await download(product.base, diretor, alice, pid);
    const mb = (n: number) => (n >= 1e6 ? `${(n / 1e6).toFixed(1)} MB` : `${(n / 1e3).toFixed(1)} kB`);
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()} (${gitHead()}), PostgreSQL:`,
      '',
      '| the export of | records | ZIP | time | server memory growth |',
      '|---|---:|---:|---:|---:|',
      `| a student with five years of history | 45,000+ | ${mb(full.bytes)} | ${(full.ms / 1000).toFixed(1)} s | ${full.growthMb.toFixed(1)} MB |`,
      `| baseline: a classmate with none | — | ${mb(empty.bytes)} | ${(empty.ms / 1000).toFixed(2)} s | ${empty.growthMb.toFixed(1)} MB |`,
    ];
    console.log(lines.join('\n'));
    rewriteReadme(lines.join('\n'), 'privacy');
  } finally {
    await stopChild(product.child);
  }
}

await runBench(main);
