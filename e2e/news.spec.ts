import { expect, test } from '@playwright/test';
import { uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { png } from './images';
import { DEMO, attachScreenshot, sidebar, signIn } from './support';

test('a Master publishes news with bold text and a picture that a Professor finds by a typo and reads', async ({ browser }, testInfo) => {
  const tag = uniqueTag();
  const title = `Feira de paleontologia ${tag}`;
  const master = await (await browser.newContext()).newPage();
  await signIn(master, DEMO.master);
  await sidebar(master).getByRole('link', { name: 'Aprendizado' }).click();
  await expect(master).toHaveURL(/\/aprendizado\/listar$/);
  await expect(master.getByRole('heading', { level: 1, name: 'Aprendizado' })).toBeVisible();
  await master.getByRole('link', { name: 'Nova notícia' }).click();
  await expect(master).toHaveURL(/\/aprendizado\/novo$/);

  // Nothing filled: 'Oops...' and the documents' message.
  await master.getByRole('button', { name: 'Salvar' }).click();
  await expect(master.getByText('Oops...').last()).toBeVisible();
  await expect(master.getByText('Por favor, preencha todos os campos').first()).toBeVisible();

  await master.getByRole('textbox', { name: 'Categoria' }).fill('Eventos');
  await expect(master.getByRole('textbox', { name: 'Data de criação' })).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  await expect(master.getByRole('textbox', { name: 'Criado por' })).toHaveValue(/Administrador da Rede/);
  await master.getByRole('textbox', { name: 'Título da notícia' }).fill(title);
  const body = master.getByRole('textbox', { name: 'Texto' });
  await expect(body).toHaveAttribute('aria-placeholder', 'Digite seu texto aqui');
  await expect(body.locator('p[data-placeholder="Digite seu texto aqui"]')).toBeAttached();
  await body.click();
  await master.getByRole('button', { name: 'Negrito' }).click();
  await body.pressSequentially('Venha ver os fósseis');
  await master
    .getByTestId('rich-text-image-file')
    .setInputFiles({ name: 'fossil.png', mimeType: 'image/png', buffer: png(320, 200, [180, 120, 60]) });
  await expect(body.locator('img[src^="/uploads/noticias/"]')).toBeVisible();
  await attachScreenshot(master, testInfo, 'news-form');
  await expectAxeClean(master);
  await master.getByRole('button', { name: 'Salvar' }).click();
  await expect(master.getByText('Cadastro realizado!').last()).toBeVisible();
  await expect(master).toHaveURL(/\/aprendizado\/listar$/);

  // A Professor searches with a typo, opens it and reads the bold text and the picture.
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, DEMO.professor);
  await sidebar(teacher).getByRole('link', { name: 'Aprendizado' }).click();
  await teacher.getByRole('searchbox', { name: 'Pesquisar' }).fill(`paleontolgia ${tag}`.slice(0, 12));
  const table = teacher.getByRole('table', { name: 'Notícias' });
  await expect(table.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await expect(table.getByRole('button', { name: `Excluir ${title}` })).toHaveCount(0);
  await expect(teacher.getByRole('link', { name: 'Nova notícia' })).toHaveCount(0);
  await expectAxeClean(teacher);
  await table.getByRole('link', { name: `Ver ${title}` }).click();
  await expect(teacher.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const article = teacher.getByRole('article', { name: title });
  await expect(article.locator('strong')).toHaveText('Venha ver os fósseis');
  await expect(article.getByRole('img', { name: 'fossil' })).toBeVisible();
  await attachScreenshot(teacher, testInfo, 'news-view');
  await expectAxeClean(teacher);
  await teacher.getByRole('link', { name: 'Voltar' }).click();
  await expect(teacher).toHaveURL(/\/aprendizado\/listar$/);

  // The Master deletes it after confirming.
  await master.getByRole('searchbox', { name: 'Pesquisar' }).fill(tag);
  await master
    .getByRole('table', { name: 'Notícias' })
    .getByRole('button', { name: `Excluir ${title}` })
    .click();
  await master.getByRole('dialog', { name: 'Tem certeza que deseja deletar essa notícia' }).getByRole('button', { name: 'Sim' }).click();
  await expect(master.getByText('Notícia deletada com sucesso').last()).toBeVisible();
  await expect(master.getByRole('table', { name: 'Notícias' }).getByRole('cell', { name: title, exact: true })).toHaveCount(0);
});
