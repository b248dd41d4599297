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
