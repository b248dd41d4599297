import { expect, test, type Page } from '@playwright/test';
import {
  COLOURS,
  attachDialog,
  attachPage,
  choose,
  contentDialog,
  contentsOf,
  dragWithMouse,
  expectAlert,
  expectErrors,
  expectSaved,
  gifFile,
  newContent,
  pngFile,
  save,
  webpFile,
} from './curriculum-helpers';
import { seriousViolations } from './axe';
import { DEMO, sidebar, signIn } from './support';

// One Professor builds one path step by step: the tests share it and run in order.
test.describe.configure({ mode: 'serial' });

const PATH = `Plantas e Animais ${Date.now().toString(36)}`;
let chapterUrl = '';

function rowTitles(page: Page) {
  return page.getByRole('table').locator('tbody tr td:nth-child(2)');
}

test('Master reaches the paths from the sidebar; an Aluno is sent home', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.master);
  await sidebar(page).getByRole('link', { name: 'Aulas' }).click();
  await expect(page).toHaveURL(/\/livros\/listar$/);
  await expect(page.getByRole('heading', { name: 'Trilhas', level: 1 })).toBeVisible();
  await expect(page.getByTestId('pagination-caption')).toHaveText(/^Mostrando \d+ para \d+ de \d+ entradas$/);

  const student = await browser.newPage();
  await signIn(student, DEMO.aluno);
  await student.goto('/livros/listar');
  await expect(student).toHaveURL(/\/home$/);
  await student.close();
});

test('a Professor creates a path, a chapter and two lessons, with the dialogs’ rules', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.professor);
  await page.getByRole('link', { name: /Criar aulas/ }).click();
  await expect(page).toHaveURL(/\/livros\/listar$/);
  await expect(page.getByText('Trilhas da turma 6º Ano A.')).toBeVisible();

  // 'Nova Trilha': an empty title says 'Ooops!'; cancelling asks first.
  await page.getByRole('button', { name: 'Nova Trilha' }).click();
  const pathDialog = page.getByRole('dialog', { name: 'Nova Trilha' });
  await save(pathDialog);
  const ooops = page.getByRole('dialog', { name: 'Ooops!' });
  await expect(ooops).toContainText('É necessário preencher todos os campos antes de enviar.');
  await ooops.getByRole('button', { name: 'OK' }).click();
  await pathDialog.getByLabel('Título').fill('Rascunho');
  await pathDialog.getByRole('button', { name: 'Cancelar' }).click();
  const cancel = page.getByRole('dialog', { name: 'Você deseja cancelar?' });
  await cancel.getByRole('button', { name: 'Não' }).click();
  await expect(pathDialog).toBeVisible();
  await pathDialog.getByRole('button', { name: 'Cancelar' }).click();
  await cancel.getByRole('button', { name: 'Sim' }).click();
  await expect(pathDialog).toBeHidden();
  await expect(page).toHaveURL(/\/livros\/listar/);

  for (const title of [PATH, `Rascunho ${PATH}`]) {
    await page.getByRole('button', { name: 'Nova Trilha' }).click();
    await pathDialog.getByLabel('Título').fill(title);
    await save(pathDialog);
    await expect(page.getByText(`Trilha ${title} criado.`)).toBeVisible();
    await expect(pathDialog).toBeHidden();
  }
  const total = await rowTitles(page).count();
  await expect(page.getByTestId('pagination-caption')).toHaveText(`Mostrando 1 para ${total} de ${total} entradas`);
  await expect(rowTitles(page).last()).toHaveText(`Rascunho ${PATH}`);
  // Reorder (inverterLivros): up swaps with the neighbour above; the first has no up arrow.
  await page.getByRole('button', { name: `Subir trilha Rascunho ${PATH}` }).click();
  await expect(rowTitles(page).nth(total - 2)).toHaveText(`Rascunho ${PATH}`);
  await expect(rowTitles(page).last()).toHaveText(PATH);
  await expect(page.getByRole('button', { name: /^Subir trilha/ })).toHaveCount(total - 1);
  await page.getByRole('button', { name: `Deletar trilha Rascunho ${PATH}` }).click();
  await page.getByRole('dialog', { name: 'Deseja deletar essa trilha?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('link', { name: `Rascunho ${PATH}` })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await attachPage(page, testInfo, 'trilhas');

  // Chapters: Ordem arrows (up hidden at 1, down hidden at the last), delete asks.
  await page.getByRole('link', { name: PATH, exact: true }).click();
  await expect(page).toHaveURL(/\/livros\/capitulos\/doLivro\/\d+$/);
  await expect(page.getByRole('navigation', { name: 'Caminho' })).toContainText(`Trilhas${PATH}`);
  const chapterDialog = page.getByRole('dialog', { name: 'Novo Capítulo' });
  for (const title of ['Fotossíntese', 'Capítulo extra']) {
    await page.getByRole('button', { name: 'Novo Capítulo' }).click();
    await chapterDialog.getByLabel('Título').fill(title);
    await save(chapterDialog);
    await expect(page.getByText(`Capítulo da trilha ${PATH} criado.`).first()).toBeVisible();
    await expect(chapterDialog).toBeHidden();
  }
  await expect(page.getByRole('button', { name: 'Subir capítulo Fotossíntese' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Descer capítulo Capítulo extra' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Descer capítulo Fotossíntese' }).click();
  await expect(rowTitles(page)).toHaveText(['Capítulo extra', 'Fotossíntese']);
  await page.getByRole('button', { name: 'Subir capítulo Fotossíntese' }).click();
  await expect(rowTitles(page)).toHaveText(['Fotossíntese', 'Capítulo extra']);
  await page.getByRole('button', { name: 'Deletar capítulo Capítulo extra' }).click();
  await page.getByRole('dialog', { name: 'Deseja deletar essa capítulo?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(rowTitles(page)).toHaveText(['Fotossíntese']);
  expect(await seriousViolations(page)).toEqual([]);

  // Lessons: title required ('Campo título obrigatório.'), then 'Aula 1' and 'Aula 2'.
  await page.getByRole('link', { name: 'Fotossíntese', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Caminho' })).toContainText(`Trilhas${PATH}Fotossíntese`);
  const lessonDialog = page.getByRole('dialog', { name: 'Nova Aula' });
  await page.getByRole('button', { name: 'Criar nova aula' }).click();
  await save(lessonDialog);
  await expect(lessonDialog.getByText('Campo título obrigatório.')).toBeVisible();
  await expect(lessonDialog.getByLabel('Matéria')).toHaveCount(0);
  await lessonDialog.getByLabel('Título').fill('Plantas');
  await save(lessonDialog);
  await expect(lessonDialog).toBeHidden();
  await page.getByRole('button', { name: 'Criar nova aula' }).click();
  await lessonDialog.getByLabel('Título').fill('Animais');
  await lessonDialog.getByLabel('Descrição').fill('Os animais e onde vivem.');
  await save(lessonDialog);
  await expect(lessonDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Aula 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aula 2' })).toBeVisible();
  chapterUrl = page.url();
});

test('the Professor adds one content of each type, each after its validation messages', async ({ page }, testInfo) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.professor);
  await page.goto(chapterUrl);

  // No type yet.
  await page.getByRole('button', { name: 'Adicionar conteúdo na Aula 1' }).click();
  let dialog = contentDialog(page);
  await save(dialog);
  await expectErrors(dialog, ['Selecione um tipo de conteúdo.']);
  // Text: required; the errors clear as soon as there is text; the form resets when the type changes.
  await choose(page, dialog.getByLabel('Tipo de conteúdo'), 'Texto');
  await expect(dialog.getByTestId('validation-list')).toHaveCount(0);
  await save(dialog);
  await expectErrors(dialog, ['Informe um texto.']);
  await dialog.getByLabel('Texto', { exact: true }).fill('As plantas usam a luz do sol para produzir alimento.');
  await expect(dialog.getByTestId('validation-list')).toHaveCount(0);
  await dialog.getByLabel('Título (opcional)').fill('Fotossíntese');
  await attachDialog(page, testInfo, dialog, 'conteudo-texto');
  await save(dialog);
  await expectSaved(page, dialog, 1, 'Texto: Fotossíntese');

  // Image: required; jpg/jpeg/png/webp only; one image.
  dialog = await newContent(page, 1, 'Imagem');
  await save(dialog);
  await expectErrors(dialog, ['Selecione uma imagem.']);
  const image = dialog.getByLabel('Imagem', { exact: true });
  await image.setInputFiles([gifFile('animacao')]);
  await expectAlert(page, 'Arquivo inválido. Formatos válidos: jpg, jpeg, png e webp');
  await image.setInputFiles([pngFile('a', COLOURS[0]!), pngFile('b', COLOURS[1]!)]);
  await expectAlert(page, 'Permitido somente 1 imagem.');
  await image.setInputFiles(await webpFile(page, 'folha', COLOURS[1]!));
  await dialog.getByLabel('Título (opcional)').fill('Uma folha');
  await attachDialog(page, testInfo, dialog, 'conteudo-imagem');
  await save(dialog);
  await expectSaved(page, dialog, 1, 'Imagem: Uma folha');

  // Dialogue: a character and a text in every line, 1-12 lines.
  dialog = await newContent(page, 1, 'Tela Diálogo');
  await save(dialog);
  await expectErrors(dialog, [
    'Favor preenche o campo de personagem de todos os conteúdos.',
    'Favor preencher todos os campos de descrição.',
  ]);
  const count = dialog.getByLabel('Quantidade de falas');
  await count.fill('15');
  await expect(dialog.getByText('Fala 12', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Fala 13', { exact: true })).toHaveCount(0);
  await count.fill('');
  await save(dialog);
  await expectErrors(dialog, ['Favor informar pelo menos 1 conteúdo.']);
  await count.fill('2');
  for (const [i, line] of ['Por que as folhas são verdes?', 'Por causa da clorofila!'].entries()) {
    await dialog.getByLabel(`Personagem da fala ${i + 1}`).click();
    await page.getByRole('listbox').getByRole('option').nth(i).click();
    await dialog.getByLabel(`Texto da fala ${i + 1}`).fill(line);
  }
  await dialog.getByLabel('Título (opcional)').fill('Conversa no jardim');
  await attachDialog(page, testInfo, dialog, 'conteudo-dialogo');
  await save(dialog);
  await expectSaved(page, dialog, 1, 'Tela Diálogo: Conversa no jardim');

  // Video: a link.
  dialog = await newContent(page, 1, 'Vídeo');
  await save(dialog);
  await expectErrors(dialog, ['Informe um link que comece com http:// ou https://.']);
  await dialog.getByLabel('Link do vídeo').fill('https://www.youtube.com/watch?v=fotossintese');
  await dialog.getByLabel('Título (opcional)').fill('Como as plantas crescem');
  await attachDialog(page, testInfo, dialog, 'conteudo-video');
  await save(dialog);
  await expectSaved(page, dialog, 1, 'Vídeo: Como as plantas crescem');

  // Assembly: one of the catalogue and a description.
  dialog = await newContent(page, 1, 'Montagem');
  await save(dialog);
  await expectErrors(dialog, ['Favor escolher a montagem.', 'Favor preencher o campo de descrição.']);
  await dialog.getByLabel('Montagem', { exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().click();
  await dialog.getByLabel('Descrição').fill('Monte a planta com as peças.');
  await dialog.getByLabel('Título (opcional)').fill('Monte a planta');
  await attachDialog(page, testInfo, dialog, 'conteudo-montagem');
  await save(dialog);
  await expectSaved(page, dialog, 1, 'Montagem: Monte a planta');
});

test('a lesson dragged by mouse and a content moved by keyboard keep their places after a reload', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.professor);
  await page.goto(chapterUrl);
  const cards = page.getByTestId('lesson-card');
  await expect(cards.nth(0)).toContainText('Plantas');

  await dragWithMouse(page, page.getByRole('button', { name: 'Mover Aula 1' }), page.getByRole('button', { name: 'Mover Aula 2' }));
  await expect(cards.nth(0)).toContainText('Animais');
  await expect(cards.nth(1)).toContainText('Plantas');

  // The keyboard: Space picks the text up, ArrowDown moves it over the image, Space drops it.
  const handle = page.getByRole('button', { name: 'Mover Texto: Fotossíntese' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Você pegou Texto: Fotossíntese.')).toBeAttached();
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  // The move is measured before it lands: drop only once the screen reader hears where the text is.
  await expect(page.getByText('Texto: Fotossíntese está sobre Imagem: Uma folha. Ao soltar, os dois trocam de lugar.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Texto: Fotossíntese trocou de lugar com Imagem: Uma folha.')).toBeAttached();
  const items = contentsOf(page, 2).getByTestId('content-item');
  await expect(items.nth(0)).toContainText('Imagem: Uma folha');
  await expect(items.nth(1)).toContainText('Texto: Fotossíntese');

  await page.reload();
  await expect(cards.nth(0)).toContainText('Animais');
  await expect(cards.nth(1)).toContainText('Plantas');
  await expect(items.nth(0)).toContainText('Imagem: Uma folha');
  await expect(items.nth(1)).toContainText('Texto: Fotossíntese');
  expect(await seriousViolations(page)).toEqual([]);
  await attachPage(page, testInfo, 'aulas');
});

test('the Professor views and edits a text, sees an assembly is view-only, and deletes a content and a lesson', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.professor);
  await page.goto(chapterUrl);

  await page.getByRole('button', { name: 'Visualizar Texto: Fotossíntese' }).click();
  const view = contentDialog(page, 'Visualizar Conteúdo');
  await expect(view.getByText('As plantas usam a luz do sol para produzir alimento.')).toBeVisible();
  await expect(view.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();

  await page.getByRole('button', { name: 'Alterar Texto: Fotossíntese' }).click();
  const edit = contentDialog(page, 'Alterar Conteúdo');
  const text = edit.getByLabel('Texto', { exact: true });
  await expect(text).toHaveValue('As plantas usam a luz do sol para produzir alimento.');
  await text.fill('As plantas usam a luz, a água e o gás carbônico para produzir alimento.');
  await edit.getByLabel('Título (opcional)').fill('Fotossíntese e luz');
  await attachDialog(page, testInfo, edit, 'conteudo-texto-alterar');
  await save(edit);
  await expectSaved(page, edit, 2, 'Texto: Fotossíntese e luz');
  await page.getByRole('button', { name: 'Visualizar Texto: Fotossíntese e luz' }).click();
  await expect(view.getByText('As plantas usam a luz, a água e o gás carbônico para produzir alimento.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The image is served from the API's /uploads/ address; an assembly has no edit action.
  await page.getByRole('button', { name: 'Visualizar Imagem: Uma folha' }).click();
  await expect(view.getByRole('img', { name: 'Uma folha' })).toHaveAttribute('src', /^\/uploads\/conteudos\/[0-9a-f]{32}\.jpg$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Alterar Montagem: Monte a planta' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Visualizar Montagem: Monte a planta' }).click();
  await expect(view.getByText('Monte a planta com as peças.')).toBeVisible();
  await attachDialog(page, testInfo, view, 'conteudo-montagem-visualizar', false);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Deletar Vídeo: Como as plantas crescem' }).click();
  await page.getByRole('dialog', { name: 'Deseja deletar esse conteúdo?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Vídeo: Como as plantas crescem')).toHaveCount(0);
  await page.reload();
  await expect(contentsOf(page, 2).getByTestId('content-item')).toHaveCount(4);

  await page.getByRole('button', { name: 'Criar nova aula' }).click();
  await page.getByRole('dialog', { name: 'Nova Aula' }).getByLabel('Título').fill('Temporária');
  await save(page.getByRole('dialog', { name: 'Nova Aula' }));
  await expect(page.getByRole('heading', { name: 'Aula 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Deletar Aula 3' }).click();
  await page.getByRole('dialog', { name: 'Deseja deletar essa aula?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('heading', { name: 'Aula 3' })).toHaveCount(0);
});
