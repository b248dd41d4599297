import puppeteer, { type Browser, type Page } from 'puppeteer-core';
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
