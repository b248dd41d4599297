import { expect, test } from '@playwright/test';

/**
 * The screens a visit usually starts on get their chunks named beside index.html (`Link` preloads from the
 * build's manifest, apps/api/src/plugins/web.ts): the browser fetches them with the entry instead of after
 * running it. Checked against the real build, so a screen moved to another file cannot silently lose them.
 */
const FIRST_SCREENS: Array<[address: string, pageChunk: RegExp]> = [
  ['/login', /\/assets\/LoginPage-[\w-]+\.js>; rel=modulepreload/],
  ['/home', /\/assets\/HomePage-[\w-]+\.js>; rel=modulepreload/],
  ['/plataforma', /\/assets\/PlayerPage-[\w-]+\.js>; rel=modulepreload/],
  ['/plataforma/24', /\/assets\/PlayerPage-[\w-]+\.js>; rel=modulepreload/],
  ['/atividade/visualizarQuestoes', /\/assets\/StudentActivitiesPage-[\w-]+\.js>; rel=modulepreload/],
  ['/chat/listar', /\/assets\/ChatPage-[\w-]+\.js>; rel=modulepreload/],
  ['/calendario/listar', /\/assets\/CalendarPage-[\w-]+\.js>; rel=modulepreload/],
];

for (const [address, pageChunk] of FIRST_SCREENS) {
  test(`${address} names its screen's chunks for the browser to fetch with the entry, and each is served`, async ({ request }) => {
    const page = await request.get(address);
    expect(page.status()).toBe(200);
    const link = page.headers()['link'] ?? '';
    expect(link).toMatch(pageChunk);
    if (address !== '/login') expect(link).toMatch(/\/assets\/AppLayout-[\w-]+\.js>; rel=modulepreload/);
    for (const [, file] of link.matchAll(/<([^>]+)>/g)) {
      const asset = await request.get(file!);
      expect(asset.status(), file).toBe(200);
    }
  });
}

test('an address that is not a first screen gets no preloads', async ({ request }) => {
  const page = await request.get('/usuario/listar');
  expect(page.status()).toBe(200);
  expect(page.headers()['link']).toBeUndefined();
});
