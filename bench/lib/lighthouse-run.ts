import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { isRecord } from './measure';
import { type KeptSession } from './sign-in';
import { signedInPage } from './signed-in-page';

/** The Lighthouse runs of `npm run bench:lighthouse` and `bench:lighthouse-ab`: one page audited in a fresh browser, and its figures. */

export const PROFESSOR = { username: 'AUCE-0003', password: 'Prof@2026' };
export const STUDENT = { username: 'AUCE-0004', password: 'Aluno@2026' };
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface Figures {
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

export function figures(page: string, result: RunnerResult): Figures {
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

/** The address of the first game of the student's active path (the player's /plataforma/{codTrlConteudo}). */
export async function firstGameOf(base: string, token: string): Promise<string> {
  const get = async (path: string): Promise<unknown> => {
    const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
    return res.json();
  };
  const me = (await get('/api/bse_usuario/getMeusDados/x')) as { codBseTurma: number };
  const active = (await get(`/api/trl_livro_turma/comConteudoLivroAtivo/${me.codBseTurma}`)) as { codTrlLivro: number };
  const path = (await get(`/api/plataforma/trilha/${active.codTrlLivro}`)) as {
    capitulos: { aulas: { conteudos: { codTrlConteudo: number; codTrlTipoConteudo: number }[] }[] }[];
  };
  const game = path.capitulos.flatMap((c) => c.aulas.flatMap((a) => a.conteudos)).find((content) => content.codTrlTipoConteudo === 3);
  if (!game) throw new Error('the student’s active path has no game');
  return `/plataforma/${game.codTrlConteudo}`;
}

/** One Lighthouse run in a fresh browser (empty cache); with a kept session, signed in as its user. */
export async function audit(url: string, kept?: KeptSession): Promise<RunnerResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const flags: Flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    let result: RunnerResult | undefined;
    if (kept) {
      // The session goes into localStorage from a page of the same origin that loads nothing of the
      // web app (the health JSON), so the HTTP cache stays empty; Lighthouse must then not reset storage.
      const { browser, page } = await signedInPage(chrome.port, url, kept);
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

/**
 * Lighthouse sometimes loses its trace of a load on these machines ('NO_NAVSTART: … Please run Lighthouse
 * again', seen once on the game's page, which measured normally the next time): such a run is made once more,
 * and said so; any other failure stops the bench.
 */
export async function auditOnceMore(url: string, kept?: KeptSession): Promise<RunnerResult> {
  try {
    return await audit(url, kept);
  } catch (error) {
    if (!(error instanceof Error) || !/NO_NAVSTART|NO_FCP|NO_LCP/.test(error.message)) throw error;
    console.log(`  ${error.message}: measured once more`);
    return audit(url, kept);
  }
}

export function median(runs: Figures[]): Figures {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no run');
  return middle;
}
