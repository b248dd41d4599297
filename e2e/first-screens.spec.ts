import { expect, test } from '@playwright/test';
import type { PlayPathDto } from '@portal/shared/player';
import { DEMO, storageStateOf } from './support';

/**
 * The screens a visit usually starts on get their chunks named beside index.html (`Link` preloads from the
 * build's manifest, apps/api/src/plugins/web.ts): the browser fetches them with the entry instead of after
 * running it. Checked against the real build, so a screen moved to another file cannot silently lose them.
 */
const FIRST_SCREENS: Array<[address: string, pageChunk: RegExp, texts?: RegExp]> = [
  ['/login', /\/assets\/LoginPage-[\w-]+\.js>; rel=modulepreload/],
  ['/home', /\/assets\/HomePage-[\w-]+\.js>; rel=modulepreload/, /\/assets\/texts-home-pt-[\w-]+\.js>; rel=modulepreload/],
  ['/plataforma', /\/assets\/PlayerPage-[\w-]+\.js>; rel=modulepreload/, /\/assets\/texts-games-pt-[\w-]+\.js>; rel=modulepreload/],
  ['/plataforma/24', /\/assets\/PlayerPage-[\w-]+\.js>; rel=modulepreload/, /\/assets\/texts-player-pt-[\w-]+\.js>; rel=modulepreload/],
  [
    '/atividade/visualizarQuestoes',
    /\/assets\/StudentActivitiesPage-[\w-]+\.js>; rel=modulepreload/,
    /\/assets\/texts-activities-pt-[\w-]+\.js>; rel=modulepreload/,
  ],
  ['/chat/listar', /\/assets\/ChatPage-[\w-]+\.js>; rel=modulepreload/, /\/assets\/texts-chat-pt-[\w-]+\.js>; rel=modulepreload/],
  [
    '/calendario/listar',
    /\/assets\/CalendarPage-[\w-]+\.js>; rel=modulepreload/,
    /\/assets\/texts-calendar-pt-[\w-]+\.js>; rel=modulepreload/,
  ],
];

for (const [address, pageChunk, texts] of FIRST_SCREENS) {
  test(`${address} names its screen's chunks and texts for the browser to fetch with the entry, and each is served`, async ({
    request,
  }) => {
    const page = await request.get(address);
    expect(page.status()).toBe(200);
    const link = page.headers()['link'] ?? '';
    expect(link).toMatch(pageChunk);
    if (texts) expect(link).toMatch(texts);
    if (address !== '/login') {
      expect(link).toMatch(/\/assets\/AppLayout-[\w-]+\.js>; rel=modulepreload/);
      // The shell's own texts (the offline notice); no other feature's.
      expect(link).toMatch(/\/assets\/texts-offline-pt-[\w-]+\.js>; rel=modulepreload/);
      expect(link).not.toMatch(/texts-(users|curriculum|organisation)-/);
    }
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

test('the signed-in pages carry the first frame in their own document; the sign-in does not', async ({ request }) => {
  for (const address of ['/home', '/calendario/listar', '/plataforma', '/login', '/']) {
    const html = await (await request.get(address)).text();
    const frame = html.indexOf('<script data-shell-css="');
    if (['/login', '/'].includes(address)) expect(frame, address).toBe(-1);
    else expect(frame, address).toBeGreaterThan(-1);
    expect(html, 'no script of its own to download').not.toContain('/assets/firstFrame-');
  }
});

test.describe('the first frame of a signed-in page', () => {
  test.use({ storageState: storageStateOf(DEMO.aluno.login) });

  test("shows the student's greeting before the app's script arrives; the page then takes its place", async ({ page }) => {
    // All the app's script held back, a phone's slow link: the frame is in the page itself (and allowed by its policy).
    const appScripts = /\/assets\/[^/]+\.js$/;
    await page.route(appScripts, (route) => route.abort());
    await page.goto('/home');
    await expect(page.locator('#first-frame h1')).toHaveText(`Bem-vindo(a), ${DEMO.aluno.name}`);
    await expect(page.locator('#first-frame')).toHaveAttribute('aria-hidden', 'true');

    await page.unroute(appScripts);
    await page.reload();
    await expect(page.getByRole('heading', { name: `Bem-vindo(a), ${DEMO.aluno.name}` })).toBeVisible();
    await expect(page.locator('#first-frame')).toHaveCount(0);
    // The frame applied Mantine's stylesheet early; the app's loader found it and did not add it twice.
    await expect(page.locator('link[rel="stylesheet"][href*="/assets/MantineRoot-"]')).toHaveCount(1);
  });

  test("names the screen, draws its heading and asks its first answers before the app's script arrives; the app takes them", async ({
    page,
  }) => {
    const appScripts = /\/assets\/[^/]+\.js$/;
    await page.route(appScripts, (route) => route.abort());
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) asked.push(pathname);
    });
    await page.goto('/atividade/visualizarQuestoes');
    await expect(page.locator('#first-frame .ff-top span')).toHaveText('Avaliações');
    await expect(page.locator('#first-frame h1')).toHaveText('Avaliações');
    await expect
      .poll(() => asked)
      .toEqual(
        expect.arrayContaining(['/api/bse_usuario/getMeusDados/x', expect.stringMatching(/^\/api\/bse_atividade_turma\/ativas\/\d+$/)]),
      );

    await page.unroute(appScripts);
    asked.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Avaliações' })).toBeVisible();
    await expect(page.locator('#first-frame')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Each asked once: by the page, and taken by the app.
    expect(asked.filter((path) => path === '/api/bse_usuario/getMeusDados/x')).toHaveLength(1);
    expect(asked.filter((path) => path.startsWith('/api/bse_atividade_turma/ativas/'))).toHaveLength(1);
  });

  test("the student's screens of a day open without breaking the page's security policy", async ({ page }) => {
    // Each refusal by the policy (a script, a style, an eval) is an event of the page: none may happen.
    await page.addInitScript(
      "window.__violations = []; document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI + ' ' + e.sourceFile))",
    );
    for (const address of ['/home', '/plataforma', '/atividade/visualizarQuestoes', '/chat/listar', '/calendario/listar']) {
      await page.goto(address);
      // The app has drawn its page (the frame goes then) and asked what the page shows.
      await expect(page.locator('#first-frame')).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations), address).toEqual([]);
    }
  });

  test("draws the map's heading, the path's name, when the path comes before the app's script", async ({ page }) => {
    const appScripts = /\/assets\/[^/]+\.js$/;
    await page.route(appScripts, (route) => route.abort());
    const received = page.waitForResponse((r) => /^\/api\/plataforma\/trilha\/\d+$/.test(new URL(r.url()).pathname) && r.ok());
    await page.goto('/plataforma');
    const path = (await (await received).json()) as PlayPathDto;
    await expect(page.locator('#first-frame h1')).toHaveText(path.dscTitulo);

    await page.unroute(appScripts);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: path.dscTitulo, exact: true })).toBeVisible();
    await expect(page.locator('#first-frame')).toHaveCount(0);
  });
});
