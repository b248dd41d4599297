import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import type { KeptSession } from './sign-in';

/**
 * A tab of the Chromium on `port`, signed in: what the web app keeps after its sign-in (`kept`: the token, the
 * user, the class) goes into localStorage from a page of the same origin that loads nothing of the web app (the
 * health JSON), so the HTTP cache stays empty for what is measured next.
 */
export async function signedInPage(port: number, url: string, kept: KeptSession): Promise<{ browser: Browser; page: Page }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(new URL('/api/health', url).toString());
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, kept);
  return { browser, page };
}

/**
 * A fresh Chromium (`chromePath`) with one signed-in tab as Lighthouse's phone: its screen (412 × 823, touch) and its
 * processor slowed 4×. `use` gets the tab and its DevTools session; the browser is closed after it, whatever happens.
 */
export async function withSlowPhone<T>(
  opts: { chromePath: string; url: string; kept: KeptSession },
  use: (page: Page, cdp: CDPSession) => Promise<T>,
): Promise<T> {
  const chrome = await chromeLauncher.launch({ chromePath: opts.chromePath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const { browser, page } = await signedInPage(chrome.port, opts.url, opts.kept);
    await page.setViewport({ width: 412, height: 823, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const result = await use(page, cdp);
    await browser.disconnect();
    return result;
  } finally {
    chrome.kill();
  }
}
