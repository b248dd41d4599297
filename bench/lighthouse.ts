/**
 * Lighthouse (mobile profile: emulated phone, simulated slow 4G and 4× CPU slowdown) on /login, on the
 * Professor's /home and on every screen a student opens in a day (/home, the path's map, its first game,
 * the activities, the chat, the calendar), against the built web app served by the API (`npm run build`
 * first); then the latency of the first tap on that game, the CPU slowed 4× (INP's measure).
 *
 *   npm run bench:lighthouse
 *
 * Env knobs: BENCH_LIGHTHOUSE_RUNS (default 3; the median run by score is kept),
 * BENCH_LIGHTHOUSE_REPORTS=1 (also keep every full Lighthouse report in bench/results/),
 * CHROME_PATH (default /usr/bin/chromium), BENCH_NO_README=1 (do not rewrite bench/README.md),
 * BENCH_LIGHTHOUSE_PAGES=home,chat (only the pages whose name contains one of these words; implies BENCH_NO_README).
 * See bench/README.md, section "Lighthouse".
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cleanups, startProduct, runBench } from './lib/processes';
import { gitHead, machine, rewriteReadme } from './lib/report';
import { intEnv, repoRoot, resultsDir, writeReadme } from './lib/settings';
import { firstFrameTimes, type FirstFrameTimes } from './lib/first-frame';
import { firstTapLatencyMs } from './lib/first-tap';
import { type KeptSession, signInAsTheWebAppKeepsIt } from './lib/sign-in';
import { CHROME, type Figures, PROFESSOR, STUDENT, auditOnceMore, figures, firstGameOf, median } from './lib/lighthouse-run';

/** The first enabled button of a game's board (GameRound's `board`, a CSS module class). */
const GAME_TAP_TARGET = '[class*="board"] button:not([aria-disabled="true"])';
const RUNS = intEnv('BENCH_LIGHTHOUSE_RUNS', 3, 1);

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
  const professor = await signInAsTheWebAppKeepsIt(base, PROFESSOR);
  const student = await signInAsTheWebAppKeepsIt(base, STUDENT);
  for (const { token } of [professor, student]) {
    cleanups.push(async () => {
      await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
    });
  }
  const game = await firstGameOf(base, student.token);

  const pages: Array<{ name: string; url: string; kept?: KeptSession }> = [
    { name: '/login', url: `${base}/login` },
    { name: '/home (Professor)', url: `${base}/home`, kept: professor.kept },
    ...['/home', '/plataforma', game, '/atividade/visualizarQuestoes', '/chat/listar', '/calendario/listar'].map((page) => ({
      name: `${page} (Aluno)`,
      url: `${base}${page}`,
      kept: student.kept,
    })),
  ];
  const only = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  const chosen = only.length > 0 ? pages.filter((p) => only.some((word) => p.name.includes(word))) : pages;
  const all: Figures[][] = [];
  for (const p of chosen) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await auditOnceMore(p.url, p.kept);
      const f = figures(p.name, result);
      if (process.env.BENCH_LIGHTHOUSE_REPORTS === '1') {
        mkdirSync(resultsDir, { recursive: true });
        const file = `lighthouse-${p.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${i + 1}.json`;
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
  const taps: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    taps.push(await firstTapLatencyMs({ chrome: CHROME, url: `${base}${game}`, kept: student.kept, target: GAME_TAP_TARGET }));
    console.log(`  first tap on ${game} run ${i + 1}: ${taps.at(-1)!.toFixed(0)} ms`);
  }
  // /home really throttled, with the first frame and without it (its script held back), one after the other.
  const frames: Record<'with' | 'without', FirstFrameTimes[]> = { with: [], without: [] };
  for (let i = 0; i < RUNS; i += 1) {
    for (const withFrame of [true, false]) {
      const times = await firstFrameTimes({ chrome: CHROME, url: `${base}/home`, kept: student.kept, withFrame });
      frames[withFrame ? 'with' : 'without'].push(times);
      console.log(
        `  /home throttled, ${withFrame ? 'with' : 'without'} the first frame, run ${i + 1}: first paint ${times.firstPaintMs.toFixed(0)} ms, the app's page ${times.appPageMs.toFixed(0)} ms`,
      );
    }
  }
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const frameLine = (kind: 'with' | 'without') =>
    `first paint ${seconds(middle(frames[kind].map((t) => t.firstPaintMs)))}, the app's page ${seconds(middle(frames[kind].map((t) => t.appPageMs)))}`;
  const date = new Date().toISOString();
  const tapMedian = [...taps].sort((a, b) => a - b)[Math.floor(taps.length / 2)]!;
  const body = `${markdown(rows, all, date)}\n\nFirst tap on the first game (${game}), CPU slowed 4×, the interaction's latency as INP counts it: **${tapMedian.toFixed(0)} ms** (runs: ${taps.map((t) => t.toFixed(0)).join(', ')} ms; target ≤ 100 ms).\n\n/home (Aluno) really throttled as the mobile profile (150 ms, 1.6 Mbps, CPU 4×; \`bench/lib/first-frame.ts\`), medians: with the first frame **${frameLine('with')}**; without it (its script held back) ${frameLine('without')}.`;
  console.log(`\n${body}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    path.join(resultsDir, 'lighthouse.json'),
    `${JSON.stringify({ date, commit: gitHead(), runs: all, firstTapMs: taps, firstFrame: frames }, null, 2)}\n`,
  );
  if (writeReadme && chosen.length === pages.length) {
    rewriteReadme(body, 'lighthouse');
    console.log('rewrote the Lighthouse section of bench/README.md');
  }
}

await runBench(main);
