import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { type ApiSession, apiSignIn, createClass, createUser, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, attachScreenshot, sidebar, signIn } from './support';

/** A notice of the screen (the one leaving may still be in the page while the new one comes in). */
const expectNotice = (page: Page, text: string) => expect(page.getByText(text).last()).toBeVisible();

/** A path of the Professor's class, with one text content unless `empty`. */
async function pathOfClass(request: APIRequestContext, prof: ApiSession, classId: number, title: string, empty = false) {
  const post = async (url: string, data: Record<string, unknown>) => {
    const res = await request.post(url, { headers: prof.headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return res.json();
  };
  const path = await post('/api/trl_livro', { dscTitulo: title, codBseTurma: classId });
  if (!empty) {
    const chapter = await post('/api/trl_capitulo', { dscTitulo: 'Capítulo 1', codTrlLivro: path.codTrlLivro });
    const lesson = await post('/api/trl_aula', { dscTitulo: 'Aula 1', codTrlCapitulo: chapter.codTrlCapitulo });
    await post('/api/trl_conteudo_texto', { codTrlAula: lesson.codTrlAula, dscTexto: 'Era uma vez.' });
  }
}

test('the Professor adds paths to the class, activates one and archives another', async ({ page, request }, testInfo) => {
  // A class and a Professor of the test's own: the demo classes' active paths stay as the player expects.
  const tag = uniqueTag();
  const diretor = await apiSignIn(request, DEMO.diretor);
  const classId = await createClass(request, diretor, `Aulas ${tag}`);
  const professor = await createUser(request, diretor, { name: `Rita Aulas ${tag}`, profile: 'Professor', classes: [classId] });
  const prof = await apiSignIn(request, professor);
  await pathOfClass(request, prof, classId, `Bichos ${tag}`);
  await pathOfClass(request, prof, classId, `Rascunho ${tag}`, true);

  await signIn(page, professor);
  await sidebar(page).getByRole('link', { name: 'Aulas' }).click();
  await expect(page).toHaveURL(/\/aulas\/listar$/);
  await expect(page.getByRole('heading', { name: 'Aulas', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma aula nesta turma.', { exact: false })).toBeVisible();

  // 'Selecionar Aula': the class's own paths (and the network's), each with its use button.
  for (const title of [`Bichos ${tag}`, `Rascunho ${tag}`]) {
    await page.getByRole('button', { name: 'Selecionar Aula' }).click();
    const dialog = page.getByRole('dialog', { name: 'Selecionar Aula' });
    await dialog.getByRole('button', { name: `Usar ${title}` }).click();
    await expectNotice(page, 'Aula adicionada à turma.');
    await expect(dialog).toBeHidden();
  }
  const table = page.getByRole('table', { name: 'Aulas da turma' });
  await expect(table.getByRole('row')).toHaveCount(3);

  // A path without content cannot be activated.
  const draft = table.getByRole('switch', { name: `Ativar Rascunho ${tag}` });
  await draft.hover();
  await expect(page.getByRole('tooltip', { name: 'Indisponível' })).toBeVisible();
  await draft.click({ force: true });
  await expectNotice(page, 'Esta aula ainda não possui conteúdos.');
  await expect(draft).not.toBeChecked();

  // Activating asks first, then says so; the switch stays on.
  const animals = table.getByRole('switch', { name: `Ativar Bichos ${tag}` });
  await animals.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Deseja ativar essa aula?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expectNotice(page, 'Você trocou a aula ativada com sucesso!');
  await expect(animals).toBeChecked();
  // The dialog and the table's loading veil fade out; a click during the fade lands on them, not the switch.
  await expect(page.getByRole('dialog', { name: 'Deseja ativar essa aula?' })).toBeHidden();
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await animals.press('Space');
  await expectNotice(page, 'Você não pode alterar uma aula que já está ativa.');
  await expect(animals).toBeChecked();
  await attachScreenshot(page, testInfo, 'class-lessons');
  await expectAxeClean(page);

  // Archiving asks 'Deseja arquivar essa aula?' (Sim/Não); Não keeps the row.
  await table.getByRole('button', { name: `Arquivar Rascunho ${tag}` }).click();
  await page.getByRole('button', { name: 'Não' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('button', { name: `Arquivar Rascunho ${tag}` }).click();
  await expect(page.getByRole('dialog', { name: 'Deseja arquivar essa aula?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expectNotice(page, 'Aula arquivada.');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('cell', { name: `Bichos ${tag}`, exact: true })).toBeVisible();
});
