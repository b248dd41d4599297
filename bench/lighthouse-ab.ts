/**
 * Lighthouse (as `npm run bench:lighthouse`) on this build and on a baseline build of the web app, run after run in
 * the same minutes: on these shared machines one page's score swings 10 points from one quarter of an hour to the
 * next, so a change is judged against a baseline measured beside it, not against yesterday's figures.
 *
 *   git worktree add /tmp/base <commit> && (cd /tmp/base && ln -s "$PWD/node_modules" . && cd apps/web && npx vite build)
 *   BENCH_LIGHTHOUSE_BASELINE=/tmp/base/apps/web/dist npm run bench:lighthouse-ab
 *
 * Both builds are served by this checkout's API (`npm run build` first), each from its own server and database.
 * Env knobs: BENCH_LIGHTHOUSE_BASELINE (required: a built apps/web/dist), BENCH_LIGHTHOUSE_RUNS (default 3 per
 * build and page), BENCH_LIGHTHOUSE_PAGES (as bench:lighthouse). Writes bench/results/lighthouse-ab.md.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startProduct, runBench } from './lib/processes';
import { gitHead, machine } from './lib/report';
import { intEnv, repoRoot, resultsDir } from './lib/settings';
import { type KeptSession, signInAsTheWebAppKeepsIt } from './lib/sign-in';
import { type Figures, STUDENT, auditOnceMore, figures, firstGameOf } from './lib/lighthouse-run';

const RUNS = intEnv('BENCH_LIGHTHOUSE_RUNS', 3, 1);

interface Build {
  name: string;
  base: string;
  kept: KeptSession;
  game: string;
}

async function served(name: string, webDist: string): Promise<Build> {
  const { base } = await startProduct(undefined, { NODE_ENV: 'production', WEB_DIST_DIR: webDist });
  const student = await signInAsTheWebAppKeepsIt(base, STUDENT);
  return { name, base, kept: student.kept, game: await firstGameOf(base, student.token) };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const baselineDist = process.env.BENCH_LIGHTHOUSE_BASELINE;
  if (!baselineDist || !existsSync(path.join(baselineDist, 'index.html'))) {
    throw new Error('BENCH_LIGHTHOUSE_BASELINE must name a built web app (a dist directory with index.html)');
  }
  const thisDist = path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(thisDist, 'index.html'))) throw new Error('apps/web/dist is missing: run `npm run build` first');
  const builds = [await served('baseline', path.resolve(baselineDist)), await served('this build', thisDist)];

  const pages = ['/home', '/plataforma', 'game', '/atividade/visualizarQuestoes', '/chat/listar', '/calendario/listar'];
  const only = (process.env.BENCH_LIGHTHOUSE_PAGES ?? '').split(',').filter(Boolean);
  const chosen = only.length > 0 ? pages.filter((page) => only.some((word) => page.includes(word))) : pages;
  const rows: string[] = [];
  for (const page of chosen) {
    const runs = new Map<string, Figures[]>(builds.map((b) => [b.name, []]));
    // Run after run, the two builds in turn, so that both meet the same minutes of the machine.
    for (let i = 0; i < RUNS; i += 1) {
      for (const build of i % 2 === 0 ? builds : [...builds].reverse()) {
        const address = page === 'game' ? build.game : page;
        const f = figures(address, await auditOnceMore(`${build.base}${address}`, build.kept));
        runs.get(build.name)!.push(f);
        console.log(
          `  ${address.padEnd(30)} ${build.name.padEnd(10)} run ${i + 1}: score ${f.score}, LCP ${f.lcpMs.toFixed(0)} ms, TBT ${f.tbtMs.toFixed(0)} ms`,
        );
      }
    }
    const cell = (name: string) => {
      const r = runs.get(name)!;
      return `**${middle(r.map((f) => f.score))}** (${r.map((f) => f.score).join(', ')}); TBT ${middle(r.map((f) => f.tbtMs)).toFixed(0)} ms; LCP ${(middle(r.map((f) => f.lcpMs)) / 1000).toFixed(1)} s`;
    };
    rows.push(`| ${page === 'game' ? 'the first game' : page} (Aluno) | ${cell('baseline')} | ${cell('this build')} |`);
  }
  const body = [
    `Run of ${new Date().toISOString()}, this build at commit \`${gitHead()}\`, baseline \`${baselineDist}\`  `,
    `Machine: ${machine()}; ${RUNS} run(s) per build and page, in turn; medians.`,
    '',
    '| Page | Baseline: score (runs); TBT; LCP | This build: score (runs); TBT; LCP |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${body}`);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, 'lighthouse-ab.md'), `${body}\n`);
}

await runBench(main);
