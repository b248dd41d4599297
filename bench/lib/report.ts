import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Measure, isRecord } from './measure';
import { readmePath, repoRoot, settings } from './settings';

export interface Row extends Measure {
  reqRatio: number;
  p99Ratio: number;
}

export function gitHead(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export function machine(): string {
  const cpus = os.cpus();
  const model = cpus[0]?.model.trim() ?? 'unknown CPU';
  return `${cpus.length} × ${model}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}`;
}

export const fmt = (n: number, digits = 0): string => n.toFixed(digits);
export const ratio = (n: number): string => (n >= 10 ? n.toFixed(1) : n >= 1 ? n.toFixed(2) : n.toPrecision(2));

export function markdown(rows: Row[], bareRuns: Measure[], meta: { date: string; databases: string[] }): string {
  const lines = [
    `Run of ${meta.date} (commit \`${gitHead()}\`)  `,
    `Machine: ${machine()}  `,
    `Database: ${meta.databases.join(' and ')}  `,
    `Settings: ${settings.duration} s per target (after ${settings.warmup} s warm-up), ${settings.connections} connections, ${settings.loginConnections} for login; autocannon ${autocannonVersion()} in the parent process.`,
    '',
    '| Target | Database | Conn | req/s (mean) | p50 ms | p99 ms | non-2xx | errors | req/s ÷ bare | p99 ÷ bare |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.name} | ${r.database} | ${r.connections} | ${fmt(r.reqPerSecMean)} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} | ${r.errors} | ${ratio(r.reqRatio)} | ${ratio(r.p99Ratio)} |`,
    );
  }
  const [first, second] = bareRuns;
  if (first && second) {
    const drift = ((second.reqPerSecMean - first.reqPerSecMean) / first.reqPerSecMean) * 100;
    lines.push(
      '',
      `The bare route was measured at the start (${fmt(first.reqPerSecMean)} req/s, p99 ${first.p99Ms} ms) and at the end (${fmt(second.reqPerSecMean)} req/s, p99 ${second.p99Ms} ms) of the run: drift ${drift >= 0 ? '+' : ''}${drift.toFixed(1)} %. Ratios are against the mean of the two.`,
    );
  }
  return lines.join('\n');
}

function autocannonVersion(): string {
  try {
    const pkg: unknown = JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', 'autocannon', 'package.json'), 'utf8'));
    return isRecord(pkg) && typeof pkg.version === 'string' ? pkg.version : '?';
  } catch {
    return '?';
  }
}

export function printTable(rows: Row[]): void {
  const head = ['target', 'db', 'conn', 'req/s', 'p50', 'p99', 'non2xx', 'err', 'req÷bare', 'p99÷bare'];
  const body = rows.map((r) => [
    r.name,
    r.database,
    String(r.connections),
    fmt(r.reqPerSecMean),
    String(r.p50Ms),
    String(r.p99Ms),
    String(r.non2xx),
    String(r.errors),
    ratio(r.reqRatio),
    ratio(r.p99Ratio),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(`\n${line(head)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of body) console.log(line(row));
}

/** Replaces the README section between `<!-- {marker}:start -->` and `<!-- {marker}:end -->`. */
export function rewriteReadme(section: string, marker = 'results'): void {
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const text = readFileSync(readmePath, 'utf8');
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  if (i < 0 || j < i) throw new Error(`bench/README.md has no ${start} … ${end} section`);
  writeFileSync(readmePath, `${text.slice(0, i + start.length)}\n${section}\n${text.slice(j)}`);
}
