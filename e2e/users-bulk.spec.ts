import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { apiSignIn, createClass, uniqueTag } from './api';
import { seriousViolations } from './axe';
import { DEMO, type DemoUser, attachScreenshot, fillLogin, signIn } from './support';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Windows-1252, as Excel in Brazil saves "CSV (separado por vírgulas)": every character used here is one Latin-1 byte. */
function windows1252(text: string): Buffer {
  const bytes = Buffer.from(text, 'latin1');
  if (bytes.toString('latin1') !== text) throw new Error('not Latin-1');
  return bytes;
}

/**
 * A class of its own in the user's unit (through the API), so the students this spec creates
 * change no class another spec counts.
 */
async function newClass(request: APIRequestContext, user: DemoUser): Promise<string> {
  const name = `Lote ${uniqueTag()}`;
  await createClass(request, await apiSignIn(request, user), name);
  return name;
}

const file = (text: string) => ({ name: 'turma.csv', mimeType: 'text/csv', buffer: windows1252(text) });

test('a Windows-1252 file from Excel shows its accents right, and the same file picked again is read again', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(60_000);
  const className = await newClass(request, DEMO.coordenador);
  await signIn(page, DEMO.coordenador);
  await page.goto('/usuario/massivo');
  await expect(page.getByRole('heading', { name: 'Criação em Massa', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Últimas importações' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The template is UTF-8 with a BOM and carries an example row.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar modelo' }).click();
  const template = await readFile(await (await downloading).path(), 'utf8');
  expect(template).toBe(
    '\ufeff"nomUsuario";"codBsePerfil";"txtSenha";"cstLogin";"codBseEscola";"codBseUnidade"\r\n"João da Silva";"6";"";"";"";""\r\n',
  );

  await choose(page, 'Turma', className);
  const input = page.locator('input[type="file"]');
  await input.setInputFiles(file('nomUsuario;codBsePerfil\r\nJoão da Conceição;6\r\nHeloísa Araújo;6\r\n'));
  await expect(page.getByRole('heading', { name: 'Verificação do arquivo' })).toBeVisible();
  const rows = page.getByTestId('bulk-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('João da Conceição');
  await expect(rows.nth(1)).toContainText('Heloísa Araújo');
  await expect(page.getByText('Arquivo lido como Windows-1252 (CSV do Excel).')).toBeVisible();
  // Emptied once read: the browser reports the same file picked again.
  await expect(input).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  await attachScreenshot(page, testInfo, 'massivo-windows-1252');

  // The corrected file, under the same name, is read again.
  await input.setInputFiles(file('nomUsuario;codBsePerfil\r\nJoão da Conceição;6\r\nHeloísa Araújo;6\r\nÂngela Müller;6\r\n'));
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText('Ângela Müller');
});

test('after an import the creator prints the access cards and gets usuarios.csv again from the last imports; nobody else can', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const className = await newClass(request, DEMO.diretor);
  await signIn(page, DEMO.diretor);
  await page.goto('/usuario/massivo');
  await choose(page, 'Turma', className);
  const tag = Math.random().toString(36).slice(2, 6);
  await page
    .locator('input[type="file"]')
    .setInputFiles(file(`nomUsuario;codBsePerfil;txtSenha\r\nJoão Cartão ${tag};6;\r\nMárcia Cartão ${tag};6;Marcia@2026\r\n;6;\r\n`));
  await expect(page.getByText('Válidos: 2')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cadastrar os registros válidos (2)' }).click();
  await expect(page.getByText('Deseja cadastrar 2 usuários?')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sim' }).click();
  await downloading;
  await expect(page.getByRole('heading', { name: 'Resultado do cadastro' })).toBeVisible();
  await expect(page.getByText('2 usuários cadastrados', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The kept result is in the last imports list, for this class.
  const batch = page.getByTestId('bulk-batch').filter({ hasText: className });
  await expect(batch).toHaveCount(1);
  await expect(batch).toContainText('2');
  const csvDownload = page.waitForEvent('download');
  await batch.getByRole('button', { name: /^Baixar usuarios.csv da importação de/ }).click();
  const csv = await readFile(await (await csvDownload).path(), 'utf8');
  expect(csv).toContain(`"Márcia Cartão ${tag}";"6";"Marcia@2026";"AUCE-`);

  await page.getByRole('link', { name: 'Imprimir fichas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Fichas de acesso', level: 1 })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Fichas de acesso dos usuários' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const joao = cards.filter({ hasText: `João Cartão ${tag}` });
  await expect(joao).toContainText('Escola Aurora');
  await expect(joao).toContainText('Unidade Centro');
  await expect(joao).toContainText(className);
  const login = (await joao.locator('dt:text-is("Login") + dd').textContent())!;
  const password = (await joao.locator('dt:text-is("Senha inicial") + dd').textContent())!;
  expect(login).toMatch(/^AUCE-\d{4}$/);
  expect(password).toMatch(/^[a-zA-Z2-9]{8}$/);
  expect(await seriousViolations(page)).toEqual([]);

  // "Imprimir" opens the browser's print dialog; the printed page holds only the cards.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(cards.first()).toBeVisible();
  await attachScreenshot(page, testInfo, 'massivo-fichas-impressas');
  await page.emulateMedia({ media: 'screen' });

  // The card's password is the one that works.
  const student = await browser.newPage();
  await fillLogin(student, login, password);
  await expect(student.getByRole('heading', { name: `Bem-vindo(a), João Cartão ${tag}` })).toBeVisible();
  await student.close();

  // Another user who may import (the Coordenador of the same unit) cannot open it.
  const sheetUrl = page.url();
  const other = await browser.newPage();
  await signIn(other, DEMO.coordenador);
  await other.goto(sheetUrl);
  await expect(other.getByRole('alert')).toContainText('Esta importação não existe ou já expirou');
  await expect(other.getByText(password)).toHaveCount(0);
  await other.close();
});
