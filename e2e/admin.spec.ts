import { expect, test, type Page } from '@playwright/test';
import { expectAxeClean } from './axe';
import { DEMO, attachScreenshot, signIn } from './support';

const FOOTER_LINK = 'Administração do sistema';

/**
 * The page does not scroll sideways (its tables stack or scroll inside their cards), once the shell has
 * settled: after a resize the sidebar slides away in a transition, during which the page is briefly wider.
 */
async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
}

test('the Master opens /admin from the footer: PGlite, Redis not configured, this process, the tables counted', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.master);
  await page.getByRole('link', { name: FOOTER_LINK }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: FOOTER_LINK })).toBeVisible();
  await expect(page.getByTestId('route-title')).toHaveText(FOOTER_LINK);

  // `npm start` of the e2e runs on the embedded database, without Redis, as one process.
  const database = page.getByRole('region', { name: 'Banco de dados', exact: true });
  await expect(database.getByText('PGlite (embutido)')).toBeVisible();
  await expect(database.getByText(/^\d+(,\d)? (MB|GB)$/)).toBeVisible();
  await expect(page.getByTestId('health-banco')).toContainText('OK');
  await expect(page.getByTestId('health-redis')).toContainText('Não configurado');
  const processes = page.getByRole('table', { name: 'Processos do servidor' }).getByRole('row');
  await expect(processes).toHaveCount(2);
  await expect(processes.nth(1)).toHaveAttribute('data-current', 'true');
  await expect(processes.nth(1).getByText('este', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Último backup' })).toBeVisible();
  // The sign-in of the stored sessions (auth.setup.ts) happened in the last 24 hours.
  await expect(page.getByRole('region', { name: 'Acessos nas últimas 24 horas' })).toBeVisible();

  const tables = page.getByRole('table', { name: 'Tabelas do banco de dados' });
  const users = tables.getByRole('row').filter({ has: page.getByRole('cell', { name: 'bse_usuario', exact: true }) });
  const count = (await users.getByRole('cell').nth(1).textContent()) ?? '';
  expect(count).toMatch(/^\d{1,3}(\.\d{3})*$/);
  expect(Number(count.replaceAll('.', ''))).toBeGreaterThan(0);
  // Found by a part of the name.
  const search = page.getByRole('searchbox', { name: 'Buscar tabela' });
  await search.fill('usuario');
  await expect(users).toBeVisible();
  await expect(tables.getByRole('cell', { name: 'bse_acesso', exact: true })).toHaveCount(0);
  await search.fill('');
  await expect(tables.getByRole('cell', { name: 'bse_acesso', exact: true })).toBeVisible();

  // Atualizar asks the server again.
  const again = page.waitForResponse((response) => response.url().endsWith('/api/admin/sistema') && response.ok());
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await again;
  await expect(page.getByRole('button', { name: 'Atualizar' })).toBeEnabled();

  await expectNoSidewaysScroll(page);
  await attachScreenshot(page, testInfo, 'admin-1280');
  await expectAxeClean(page);

  // A phone: the cards one under the other, the tables stacked or scrolling inside their card.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(database.getByText('PGlite (embutido)')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await attachScreenshot(page, testInfo, 'admin-390');
  await expectAxeClean(page);
});

test('an unexpected failure of the page shows the code to quote', async ({ page }) => {
  // No route of the API fails on purpose: the browser is given the server's 500 answer as it comes.
  const requestId = '3f2a9c1e-5b7d-4c1a-9e2f-0a1b2c3d4e5f';
  await page.route('**/api/admin/sistema', (route) =>
    route.fulfill({
      status: 500,
      headers: { 'X-Request-Id': requestId },
      json: {
        statusCode: 500,
        code: 'INTERNAL',
        message: 'Algo deu errado ao enviar dados para o servidor.',
        messageKey: 'somethingWrong',
        requestId,
      },
    }),
  );
  await signIn(page, DEMO.master);
  await page.goto('/admin');
  await expect(page.getByRole('alert').filter({ hasText: 'Código do erro' })).toHaveText(
    'Algo deu errado ao enviar dados para o servidor. Código do erro: 3f2a9c1e',
  );
  await expectAxeClean(page);
});

test('a Gestor has no footer link, and /admin sends them home saying why', async ({ page }) => {
  await signIn(page, DEMO.gestor);
  await expect(page.getByText('Portal Escolar', { exact: true }).last()).toBeVisible();
  await expect(page.getByRole('link', { name: FOOTER_LINK })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Acesso não permitido')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: FOOTER_LINK })).toHaveCount(0);
});
