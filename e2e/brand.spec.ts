import { expect, test } from '@playwright/test';
import { expectAxeClean } from './axe';
import { DEMO, sidebar, signInWithForm } from './support';

// The app started with BRAND=hora-saber (playwright.config.ts, project 'hora-saber'): the activities
// area is Simulados on every screen and message.
test('with the hora-saber brand the activities are Simulados: menu, titles, buttons, dialogs', async ({ page }) => {
  await signInWithForm(page, DEMO.master);
  await sidebar(page).getByRole('link', { name: 'Simulados' }).click();
  await expect(page).toHaveURL(/\/atividade\/listar$/);
  await expect(page).toHaveTitle(/^Simulados \|/);
  await expect(page.getByRole('heading', { level: 1, name: 'Simulados' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Simulados do catálogo' })).toBeVisible();
  await page.getByRole('button', { name: 'Novo simulado' }).click();
  await expect(page.getByRole('dialog', { name: 'Novo simulado' })).toBeVisible();
  await expectAxeClean(page);
});

test('with the hora-saber brand a Diretor reaches a class’s Simulados from the class list', async ({ page }) => {
  await signInWithForm(page, DEMO.diretor);
  await sidebar(page).getByRole('link', { name: 'Turmas' }).click();
  await page.getByRole('link', { name: 'Simulados de 6º Ano A' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Simulados' })).toBeVisible();
  await expect(page.getByText('Turma: 6º Ano A')).toBeVisible();
  const table = page.getByRole('table', { name: 'Simulados da turma' });
  await expect(table.getByRole('row', { name: /Sistema Solar: planetas e estrelas/ })).toContainText('Sim');
  await expectAxeClean(page);
});

test('with the hora-saber brand the page names the Simulados before any of the app’s script has arrived', async ({ page }) => {
  await signInWithForm(page, DEMO.aluno);
  // The server writes the brand into the page; the first frame reads it there (GET /api/config has not run yet).
  const appScripts = /\/assets\/[^/]+\.js$/;
  await page.route(appScripts, (route) => route.abort());
  await page.goto('/atividade/visualizarQuestoes');
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'hora-saber');
  await expect(page.locator('#first-frame .ff-top span')).toHaveText('Simulados');
  await expect(page.locator('#first-frame h1')).toHaveText('Simulados');

  // With the app: its first render names them so too, and nothing of the page says Avaliações.
  await page.unroute(appScripts);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Simulados' })).toBeVisible();
  await expect(page.locator('#first-frame')).toHaveCount(0);
  await expect(page.getByText('Avaliações')).toHaveCount(0);
});
