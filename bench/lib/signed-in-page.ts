import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/**
 * A tab of the Chromium on `port`, signed in: the token goes into localStorage (`tokenKey`, as the web app
 * keeps it) from a page of the same origin that loads nothing of the web app (the health JSON), so the HTTP
 * cache stays empty for what is measured next.
 */
export async function signedInPage(port: number, url: string, tokenKey: string, token: string): Promise<{ browser: Browser; page: Page }> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(new URL('/api/health', url).toString());
  await page.evaluate((key, value) => localStorage.setItem(key, value), tokenKey, token);
  return { browser, page };
}
