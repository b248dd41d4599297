/**
 * The access log's cost (issue 21): `/api/health` of the product at its default log level (info: one
 * JSON line per request, written by pino off the request path) and at `warn` (no request line), beside
 * the bare Fastify route. The machines are shared and their speed drifts by a quarter within a minute,
 * so the three are measured in turn in short rounds (bare, info, warn, 2 s each), and each round's ratio
 * is taken against that round's bare run; the figure is the median of the rounds.
 *
 *   npm run bench:health            # BENCH_HEALTH_ROUNDS (default 15) rounds of BENCH_HEALTH_ROUND_SECONDS (2) per target
 *
 * Prints every round's req/s and ratio, then the medians. Target: info ≥ 0.75 of bare.
 */
import { measure, measureWith, type Measure } from './lib/measure';
import { startBare, startProduct, runBench } from './lib/processes';
import { intEnv, settings } from './lib/settings';

const rounds = intEnv('BENCH_HEALTH_ROUNDS', 15, 1);
const roundSeconds = intEnv('BENCH_HEALTH_ROUND_SECONDS', 2, 1);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main(): Promise<void> {
  console.log('starting the bare route and the API at log levels info (the default) and warn…');
  const bare = await startBare();
  delete process.env.BENCH_LOG_LEVEL;
  const info = await startProduct(undefined);
  process.env.BENCH_LOG_LEVEL = 'warn';
  const warn = await startProduct(undefined);
  delete process.env.BENCH_LOG_LEVEL;
  // Each server once at full length first, so no round measures a cold process.
  for (const url of [bare.url, `${info.base}/api/health`, `${warn.base}/api/health`]) {
    await measure({ name: 'warm-up', url, connections: settings.connections }, '—');
  }

  const run = (name: string, url: string) =>
    measureWith(
      { name, database: 'PGlite', url, connections: settings.connections },
      { url, connections: settings.connections },
      roundSeconds,
    );
  const measured: { bare: Measure; info: Measure; warn: Measure }[] = [];
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round} of ${rounds}`);
    measured.push({
      bare: await run('bare Fastify /bare', bare.url),
      info: await run('/api/health, LOG_LEVEL=info', `${info.base}/api/health`),
      warn: await run('/api/health, LOG_LEVEL=warn', `${warn.base}/api/health`),
    });
  }

  console.log(
    '\n| round | bare req/s | info req/s | info ÷ bare | warn req/s | warn ÷ bare | info p99 ms |\n|---:|---:|---:|---:|---:|---:|---:|',
  );
  measured.forEach((m, i) => {
    const b = m.bare.reqPerSecMean;
    console.log(
      `| ${i + 1} | ${b.toFixed(0)} | ${m.info.reqPerSecMean.toFixed(0)} | ${(m.info.reqPerSecMean / b).toFixed(2)} | ` +
        `${m.warn.reqPerSecMean.toFixed(0)} | ${(m.warn.reqPerSecMean / b).toFixed(2)} | ${m.info.p99Ms} |`,
    );
  });
  const infoRatio = median(measured.map((m) => m.info.reqPerSecMean / m.bare.reqPerSecMean));
  const warnRatio = median(measured.map((m) => m.warn.reqPerSecMean / m.bare.reqPerSecMean));
  console.log(
    `\nmedian of ${rounds} rounds of ${roundSeconds} s: LOG_LEVEL=info ${infoRatio.toFixed(2)} of bare (target ≥ 0.75), LOG_LEVEL=warn ${warnRatio.toFixed(2)}`,
  );

  const bad = measured.flatMap((m) => [m.info, m.warn]).filter((m) => m.non2xx > 0 || m.errors > 0);
  if (bad.length) {
    console.error(`non-2xx or errors in: ${[...new Set(bad.map((m) => m.name))].join(', ')}`);
    process.exitCode = 1;
  }
}

await runBench(main);
