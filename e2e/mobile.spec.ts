import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DEMO, signIn, type DemoUser } from './support';

// A phone in portrait: every list's row actions can be seen and tapped without scrolling sideways.
test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

/** The first screen of the list (attached to the report; also written to E2E_SHOTS_DIR when set). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const dir = process.env.E2E_SHOTS_DIR;
  const body = await page.screenshot(dir ? { path: `${dir}/${name}-375px.png` } : {});
  await testInfo.attach(`${name}-375px`, { body, contentType: 'image/png' });
}

/**
 * The actions are on screen once the page is scrolled down to them (never sideways: a table that
 * scrolls sideways hides them), and the page itself does not scroll sideways.
 */
async function expectReachable(page: Page, actions: Locator[]) {
  for (const action of actions) {
    await action.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2));
    await expect(action).toBeInViewport({ ratio: 1 });
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

async function open(page: Page, user: DemoUser, url: string, table: string) {
  await signIn(page, user);
  await page.goto(url);
  await expect(page.getByRole('table', { name: table }).getByRole('row').nth(1)).toBeVisible();
}

test('the schools and units lists show each row’s actions on a phone', async ({ page }, testInfo) => {
  await open(page, DEMO.master, '/escola/listar', 'Escolas');
  await expectReachable(page, [
    page.getByRole('link', { name: 'Alterar a escola Escola Aurora' }),
    page.getByRole('button', { name: 'Apagar a escola Escola Aurora' }),
  ]);
  await shot(page, testInfo, 'escolas');

  await page.goto('/unidade/listar');
  await expect(page.getByRole('link', { name: 'Alterar a unidade Unidade Centro' })).toBeVisible();
  await expectReachable(page, [
    page.getByRole('link', { name: 'Alterar a unidade Unidade Centro' }),
    page.getByRole('button', { name: 'Apagar a unidade Unidade Centro' }),
  ]);
  await shot(page, testInfo, 'unidades');
});

test('the classes list shows each row’s actions on a phone', async ({ page }, testInfo) => {
  await open(page, DEMO.gestor, '/turma/listar', 'Turmas');
  await expectReachable(page, [
    page.getByRole('link', { name: 'Ver os alunos da turma 6º Ano A' }),
    page.getByRole('link', { name: 'Avaliações de 6º Ano A' }),
    page.getByRole('link', { name: 'Alterar a turma 6º Ano A' }),
    page.getByRole('button', { name: 'Apagar a turma 6º Ano A' }),
  ]);
  await shot(page, testInfo, 'turmas');
});

test('the users list shows each row’s actions and switch on a phone', async ({ page }, testInfo) => {
  await signIn(page, DEMO.coordenador);
  await page.goto('/usuario/listar?perfil=6');
  const row = page.getByTestId('user-row').filter({ hasText: 'AUCE-0006' });
  await expect(row).toBeVisible();
  await expectReachable(page, [
    row.getByRole('link', { name: /^Alterar / }),
    row.getByRole('button', { name: /^Apagar / }),
    row.getByRole('switch', { name: /^Ativar ou desativar / }),
  ]);
  await shot(page, testInfo, 'usuarios');
});

test('the paths and chapters lists show each row’s actions on a phone', async ({ page }, testInfo) => {
  await signIn(page, DEMO.master);
  // Its own network path with one chapter, made through the API.
  const title = `Trilha celular ${Date.now().toString(36)}`;
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('access_token'))}` };
  const path = await page.request.post('/api/trl_livro', { headers, data: { dscTitulo: title } });
  expect(path.ok()).toBe(true);
  const { codTrlLivro } = (await path.json()) as { codTrlLivro: number };
  const chapter = await page.request.post('/api/trl_capitulo', { headers, data: { dscTitulo: 'Capítulo no celular', codTrlLivro } });
  expect(chapter.ok()).toBe(true);

  await page.goto('/livros/listar?pageSize=100');
  await expect(page.getByRole('button', { name: `Alterar trilha ${title}` })).toBeVisible();
  await expectReachable(page, [
    page.getByRole('link', { name: `Capítulos da trilha ${title}` }),
    page.getByRole('button', { name: `Alterar trilha ${title}` }),
    page.getByRole('button', { name: `Deletar trilha ${title}` }),
  ]);
  await shot(page, testInfo, 'trilhas');

  await page.goto(`/livros/capitulos/doLivro/${codTrlLivro}`);
  await expect(page.getByRole('table', { name: `Capítulos da trilha ${title}` })).toBeVisible();
  await expectReachable(page, [
    page.getByRole('link', { name: 'Aulas do capítulo Capítulo no celular' }),
    page.getByRole('button', { name: 'Alterar capítulo Capítulo no celular' }),
    page.getByRole('button', { name: 'Deletar capítulo Capítulo no celular' }),
  ]);
  await shot(page, testInfo, 'capitulos');

  await page.request.delete(`/api/trl_livro/${codTrlLivro}`, { headers });
});
