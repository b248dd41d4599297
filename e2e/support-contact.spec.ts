import { expect, test } from '@playwright/test';
import { uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, attachScreenshot, sidebar, signIn } from './support';

test('a student sends the contact form, with its rules first, and the Assistente reads and deletes it', async ({ browser }, testInfo) => {
  const problem = `Não consigo abrir a trilha ${uniqueTag()}`;
  const student = await (await browser.newContext()).newPage();
  await signIn(student, DEMO.aluno);
  await sidebar(student).getByRole('link', { name: 'Fale conosco' }).click();
  await expect(student).toHaveURL(/\/faleConosco\/listar$/);
  await expect(student.getByRole('heading', { level: 1, name: 'Fale conosco' })).toBeVisible();
  await expect(student.getByRole('textbox', { name: 'Nome' })).toHaveValue(DEMO.aluno.name);

  // The rules of §5 before anything leaves the browser.
  await student.getByRole('textbox', { name: 'Nome' }).fill('Al1');
  await student.getByRole('textbox', { name: 'Email' }).fill('alice@escola.org');
  await student.getByRole('button', { name: 'Enviar' }).click();
  await expect(student.getByText('Existem erros de preenchimento.').last()).toBeVisible();
  await expect(student.getByText('Seu nome não pode conter números.')).toBeVisible();
  await expect(student.getByText('Insira um email válido.')).toBeVisible();
  await expect(student.getByText('É necessário selecionar uma das opções.')).toBeVisible();
  await expect(student.getByText('É necessário descrever o problema.')).toBeVisible();
  await expectAxeClean(student);

  await student.getByRole('textbox', { name: 'Nome' }).fill('Alice Aluna');
  await student.getByRole('textbox', { name: 'Email' }).fill('alice@escola.sp.gov.br');
  await student.getByRole('combobox', { name: 'Assunto' }).selectOption({ label: 'Trilha' });
  const description = student.getByRole('textbox', { name: 'Descrição' });
  // The counter turns red (the theme's red.8) with 10 characters or fewer left.
  await description.fill('x'.repeat(989));
  await expect(student.getByText('11 caracteres restantes')).not.toHaveCSS('color', 'rgb(224, 49, 49)');
  await description.fill('x'.repeat(991));
  await expect(student.getByText('9 caracteres restantes')).toHaveCSS('color', 'rgb(224, 49, 49)');
  await description.fill(problem);
  await attachScreenshot(student, testInfo, 'contact-form');
  await student.getByRole('button', { name: 'Enviar' }).click();
  await student.getByRole('dialog', { name: 'Você deseja enviar?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(student.getByText('Sua solicitação foi enviada').last()).toBeVisible();
  await expect(student).toHaveURL(/\/home$/);

  const assistant = await (await browser.newContext()).newPage();
  await signIn(assistant, DEMO.assistente);
  await sidebar(assistant).getByRole('link', { name: 'Assistência' }).click();
  await expect(assistant).toHaveURL(/\/assistencia\/listar$/);
  const table = assistant.getByRole('table', { name: 'Solicitações de suporte' });
  await expect(table.getByText(problem)).toBeVisible();
  await expect(table.getByText('alice@escola.sp.gov.br · AUCE-0004').first()).toBeVisible();
  await attachScreenshot(assistant, testInfo, 'support-tickets');
  await expectAxeClean(assistant);
  const row = table.getByRole('row').filter({ hasText: problem });
  await row.getByRole('button', { name: 'Apagar a solicitação de Alice Aluna' }).click();
  await assistant.getByRole('dialog', { name: 'Apagar esta solicitação?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(assistant.getByText('Solicitação apagada.').last()).toBeVisible();
  await expect(table.getByText(problem)).toHaveCount(0);
});

test('Cancelar asks Você deseja sair? and goes home', async ({ page }) => {
  await signIn(page, DEMO.professor);
  await sidebar(page).getByRole('link', { name: 'Fale conosco' }).click();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('dialog', { name: 'Você deseja sair?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
