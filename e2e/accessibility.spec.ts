import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { DEMO, signIn } from './support';

test('axe finds no serious or critical violation on /login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('A senha é obrigatória')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// Each profile's /home: demo-tour.spec.ts, at two sizes, on the demo's first start.

test('axe finds no serious or critical violation on /configuracao, /sair and the 404 page', async ({ page }) => {
  await signIn(page, DEMO.gestor);
  await page.goto('/configuracao');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/sair');
  await expect(page.getByText('Deseja realmente sair?')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/pagina-que-nao-existe');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the login form works with the keyboard alone', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Código de usuário').focus();
  await page.keyboard.type('AUCE0004');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO.aluno.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/home$/);
});
