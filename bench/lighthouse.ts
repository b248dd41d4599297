/**
 * Lighthouse (mobile profile: emulated phone, simulated slow 4G and 4× CPU slowdown) on /login and on
 * /home signed in, against the built web app served by the API (`npm run build` first).
 *
 *   npm run bench:lighthouse
 *
 * Env knobs: BENCH_LIGHTHOUSE_RUNS (default 3; the median run by score is kept),
 * BENCH_LIGHTHOUSE_REPORTS=1 (also keep every full Lighthouse report in bench/results/),
 * CHROME_PATH (default /usr/bin/chromium), BENCH_NO_README=1 (do not rewrite bench/README.md).
 * See bench/README.md, section "Lighthouse".
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { isRecord } from './lib/measure';
import { cleanups, startProduct, runBench } from './lib/processes';
import { gitHead, machine, rewriteReadme } from './lib/report';
import { intEnv, repoRoot, resultsDir, writeReadme } from './lib/settings';
import { signIn } from './lib/sign-in';

const PROFESSOR = { username: 'AUCE-0003', password: 'Prof@2026' };
/** The key under which the web app keeps the token (apps/web/src/app/session/storage.ts). */
const TOKEN_KEY = 'access_token';
const RUNS = intEnv('BENCH_LIGHTHOUSE_RUNS', 3, 1);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Figures {
  page: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Bytes on the wire (after compression), all requests and scripts only. */
  totalKb: number;
  scriptKb: number;
  scripts: number;
}

function numeric(result: RunnerResult, audit: string): number {
  return result.lhr.audits[audit]?.numericValue ?? Number.NaN;
}

function figures(page: string, result: RunnerResult): Figures {
  const details: unknown = result.lhr.audits['network-requests']?.details;
  const items: unknown[] = isRecord(details) && Array.isArray(details.items) ? (details.items as unknown[]) : [];
  let total = 0;
  let script = 0;
  let scripts = 0;
  for (const item of items) {
    if (!isRecord(item)) continue;
    const size = typeof item.transferSize === 'number' ? item.transferSize : 0;
    total += size;
    if (item.resourceType === 'Script') {
      script += size;
      scripts += 1;
    }
  }
  return {
    page,
    score: Math.round((result.lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(result, 'first-contentful-paint'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    speedIndexMs: numeric(result, 'speed-index'),
    totalKb: total / 1024,
    scriptKb: script / 1024,
    scripts,
  };
}

/** One Lighthouse run in a fresh browser (empty cache); with a token, signed in as the Professor. */
async function audit(url: string, token?: string): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    let result: RunnerResult | undefined;
    if (token) {
      // The token goes into localStorage from a page of the same origin that loads nothing of the
      // web app (the health JSON), so the HTTP cache stays empty; Lighthouse must then not reset storage.
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.goto(new URL('/api/health', url).toString());
      await page.evaluate((key, value) => localStorage.setItem(key, value), TOKEN_KEY, token);
      result = await lighthouse(url, { ...flags, disableStorageReset: true }, undefined, page);
      await browser.disconnect();
    } else {
      result = await lighthouse(url, flags);
    }
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const finalUrl = result.lhr.finalDisplayedUrl;
    if (new URL(finalUrl).pathname !== new URL(url).pathname) throw new Error(`${url} ended on ${finalUrl}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result;
  } finally {
    chrome.kill();
  }
}

function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no run');
  return middle;
}

function markdown(rows: Figures[], all: Figures[][], date: string): string {
  const ms = (v: number) => (v / 1000).toFixed(1) + ' s';
  const lines = [
    `Run of ${date} (commit \`${gitHead()}\`)  `,
    `Machine: ${machine()}  `,
    `Chromium: \`${CHROME}\`, Lighthouse mobile profile (defaults), ${RUNS} run(s) per page, the median by score shown.`,
    '',
    '| Page | Score | Scores of the runs | FCP | LCP | TBT | CLS | Speed index | Transferred | JS transferred (files) |',
    '|---|--:|---|--:|--:|--:|--:|--:|--:|--:|',
    ...rows.map(
      (r, i) =>
        `| ${r.page} | **${r.score}** | ${(all[i] ?? []).map((f) => f.score).join(', ')} | ${ms(r.fcpMs)} | ${ms(r.lcpMs)} | ${r.tbtMs.toFixed(0)} ms | ${r.cls.toFixed(3)} | ${ms(r.speedIndexMs)} | ${r.totalKb.toFixed(0)} KB | ${r.scriptKb.toFixed(0)} KB (${r.scripts}) |`,
    ),
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  console.log('starting the API (PGlite) with the built web app…');
  const { base } = await startProduct(undefined, { NODE_ENV: 'production' });
  const token = await signIn(base, PROFESSOR);
  cleanups.push(async () => {
    await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  });

  const pages: Array<{ name: string; url: string; token?: string }> = [
    { name: '/login', url: `${base}/login` },
    { name: '/home (signed in)', url: `${base}/home`, token },
  ];
  const all: Figures[][] = [];
  for (const p of pages) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await audit(p.url, p.token);
      const f = figures(p.name, result);
      if (process.env.BENCH_LIGHTHOUSE_REPORTS === '1') {
        mkdirSync(resultsDir, { recursive: true });
        const file = `lighthouse-${new URL(p.url).pathname.slice(1)}-${i + 1}.json`;
        writeFileSync(path.join(resultsDir, file), JSON.stringify(result.lhr, null, 1));
      }
      console.log(
        `  ${p.name.padEnd(18)} run ${i + 1}: score ${f.score}, LCP ${f.lcpMs.toFixed(0)} ms, TBT ${f.tbtMs.toFixed(0)} ms, ${f.totalKb.toFixed(0)} KB (${f.scriptKb.toFixed(0)} KB JS)`,
      );
      runs.push(f);
    }
    all.push(runs);
  }
  const rows = all.map(median);
  const date = new Date().toISOString();
  const body = markdown(rows, all, date);
  console.log(`\n${body}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'lighthouse.json'), `${JSON.stringify({ date, commit: gitHead(), runs: all }, null, 2)}\n`);
  if (writeReadme) {
    rewriteReadme(body, 'lighthouse');
    console.log('rewrote the Lighthouse section of bench/README.md');
  }
}

await runBench(main);
