import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { apiSignIn, createClass, createUser, openSignedIn, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, attachScreenshot } from './support';

/* A person's data rights (issue 29): the Diretor exports a student's data, then erases it, on a phone. */

/** The code that names an erased person (modules/privacy/erase.service.ts: `erasedCode`). */
function erasedCode(userId: number): string {
  const digits = `R${userId.toString(36).toUpperCase().padStart(7, '0')}`;
  return `${digits.slice(0, 4)}-${digits.slice(4)}`;
}

test('the Diretor exports a student’s data as one ZIP and erases it after a question that says what stays', async ({
  browser,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const diretor = await apiSignIn(request, DEMO.diretor);
  const classId = await createClass(request, diretor, `Dados ${tag}`);
  const student = await createUser(request, diretor, { name: `Bia Dados ${tag}`, profile: 'Aluno', classes: [classId] });

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await openSignedIn(page, diretor, `/usuario/alterar/${student.id}`);
  const section = page.getByRole('region', { name: 'Dados pessoais (LGPD)' });
  await expect(section.getByText('Nenhum pedido até agora.')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Exportar dados' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`dados-${student.login}.zip`);
  const files = unzipSync(new Uint8Array(await readFile(await download.path())));
  expect(JSON.parse(strFromU8(files['cadastro.json']!))).toEqual([expect.objectContaining({ nom_usuario: student.name })]);
  expect(strFromU8(files['LEIA-ME.html']!)).toContain(`Dados de ${student.name}`);
  await expect(section.getByText(/^Exportação em .*, por Daniel Diretor$/)).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'dados-pessoais-390');

  await section.getByRole('button', { name: 'Apagar dados' }).click();
  const dialog = page.getByRole('dialog', { name: `Apagar os dados de ${student.name}?` });
  await expect(dialog).toContainText('Não é possível desfazer.');
  // The screenshot once the dialog has faded in.
  await expect(dialog).toHaveCSS('opacity', '1');
  await attachScreenshot(page, testInfo, 'apagar-dados-390');
  await dialog.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText(`Os dados de ${student.name} foram apagados.`)).toBeVisible();
  await expect(page).toHaveURL(/\/usuario\/listar$/);

  // The student can no longer sign in, and the user's page names them by a code.
  const signIn = await request.post('/api/auth/login', { data: { username: student.login, password: student.password } });
  expect(signIn.status()).not.toBe(202);
  await page.goto(`/usuario/alterar/${student.id}`);
  await expect(page.getByRole('textbox', { name: 'Nome', exact: true })).toHaveValue(`Pessoa removida ${erasedCode(student.id)}`);
  await expect(page.getByRole('textbox', { name: 'Login', exact: true })).toHaveValue(erasedCode(student.id));
  await expect(
    page.getByRole('region', { name: 'Dados pessoais (LGPD)' }).getByText(/^Dados apagados em .*, por Daniel Diretor$/),
  ).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 768 });
  await attachScreenshot(page, testInfo, 'dados-pessoais-1366');
  await context.close();
});
