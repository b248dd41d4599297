/**
 * The access log's cost (issue 21): `/api/health` of the product at its default log level (info: one
 * JSON line per request, written by pino off the request path) and at `warn` (no request line), beside
 * the bare Fastify route, measured in turn (bare, info, warn, bare) in the same run.
 *
 *   npm run bench:health            # BENCH_DURATION (default 10 s) per target
 *
 * Prints req/s and p99 with the ratio to the bare route (the mean of its two runs). Target: ≥ 0.75.
 */
import { measure } from './lib/measure';
import { startBare, startProduct, runBench } from './lib/processes';
import { settings } from './lib/settings';

async function main(): Promise<void> {
  console.log('starting the bare route and the API at log levels info (the default) and warn…');
  const bare = await startBare();
  delete process.env.BENCH_LOG_LEVEL;
  const info = await startProduct(undefined);
  process.env.BENCH_LOG_LEVEL = 'warn';
  const warn = await startProduct(undefined);
  delete process.env.BENCH_LOG_LEVEL;

  const target = (name: string, url: string) => ({ name, url, connections: settings.connections });
  const bare1 = await measure(target('bare Fastify /bare', bare.url), '—');
  const atInfo = await measure(target('/api/health, LOG_LEVEL=info', `${info.base}/api/health`), 'PGlite');
  const atWarn = await measure(target('/api/health, LOG_LEVEL=warn', `${warn.base}/api/health`), 'PGlite');
  const bare2 = await measure(target('bare Fastify /bare', bare.url), '—');
  const bareReq = (bare1.reqPerSecMean + bare2.reqPerSecMean) / 2;

  console.log('\n| target | req/s | ÷ bare | p99 ms |\n|---|---:|---:|---:|');
  for (const m of [bare1, atInfo, atWarn, bare2]) {
    console.log(`| ${m.name} | ${m.reqPerSecMean.toFixed(0)} | ${(m.reqPerSecMean / bareReq).toFixed(2)} | ${m.p99Ms} |`);
  }
  const bad = [atInfo, atWarn].filter((m) => m.non2xx > 0 || m.errors > 0);
  if (bad.length) {
    console.error(`non-2xx or errors in: ${bad.map((m) => m.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await runBench(main);
