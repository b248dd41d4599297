import { type Browser, type Page, expect, test } from '@playwright/test';
import { uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, type DemoUser, attachScreenshot, sidebar, signIn } from './support';

async function openRoom(browser: Browser, user: DemoUser, room: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  await sidebar(page).getByRole('link', { name: 'Fórum' }).click();
  await expect(page).toHaveURL(/\/forum\/salas$/);
  await page.getByRole('link', { name: room }).click();
  await expect(page.getByRole('heading', { level: 1, name: room })).toBeVisible();
  return page;
}

test('a Gestor opens a topic, a student of the school posts on it, the Gestor deletes the post; another school sees nothing', async ({
  browser,
}, testInfo) => {
  const title = `Livros do mês ${uniqueTag()}`;
  const gestor = await openRoom(browser, DEMO.gestor, 'Português');
  await expect(gestor.getByRole('navigation', { name: 'Trilha de navegação' }).getByRole('link', { name: 'Salas' })).toBeVisible();
  await gestor.getByRole('button', { name: 'Novo tópico' }).click();
  const dialog = gestor.getByRole('dialog', { name: 'Novo tópico' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Preencha este campo.').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Mensagem' }).fill('Qual livro vocês leram?');
  await expect(dialog.getByText('23 de 240 caracteres')).toBeVisible();
  await expectAxeClean(gestor);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(gestor.getByText('Tópico criado.').last()).toBeVisible();
  const topics = gestor.getByRole('table', { name: 'Tópicos de Português' });
  await expect(topics.getByRole('cell', { name: title, exact: true })).toBeVisible();
  await expect(topics.getByRole('cell', { name: `${DEMO.gestor.name} - ${DEMO.gestor.login}` }).first()).toBeVisible();
  await attachScreenshot(gestor, testInfo, 'forum-topics');

  // The student finds it by the title search, opens it and publishes.
  const student = await openRoom(browser, DEMO.aluno, 'Português');
  await expect(student.getByRole('button', { name: 'Novo tópico' })).toHaveCount(0);
  await student.getByRole('textbox', { name: 'Pesquisar pelo título' }).fill(title.toUpperCase());
  await student.getByRole('link', { name: `Abrir ${title}` }).click();
  await expect(student.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(student.getByText('Qual livro vocês leram?')).toBeVisible();
  await student.getByRole('button', { name: 'Publicar' }).click();
  const publish = student.getByRole('dialog', { name: 'Publicar' });
  await publish.getByRole('textbox', { name: 'Sua postagem' }).fill('Li O Pequeno Príncipe!');
  await publish.getByRole('button', { name: 'Publicar' }).click();
  await expect(student.getByText('Postagem publicada.').last()).toBeVisible();
  const posts = student.getByRole('table', { name: 'Postagens do tópico' });
  await expect(posts.getByRole('cell', { name: 'Li O Pequeno Príncipe!' })).toBeVisible();
  await attachScreenshot(student, testInfo, 'forum-topic');
  await expectAxeClean(student);

  // The Gestor, above the student in the school, deletes the post after confirming.
  await gestor.getByRole('link', { name: `Abrir ${title}` }).click();
  await gestor.getByRole('button', { name: `Apagar a postagem de ${DEMO.aluno.name}` }).click();
  await gestor.getByRole('dialog', { name: 'Deletar postagem?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(gestor.getByText('Apagado.').last()).toBeVisible();
  await expect(
    gestor.getByRole('table', { name: 'Postagens do tópico' }).getByRole('cell', { name: 'Li O Pequeno Príncipe!' }),
  ).toHaveCount(0);

  const other = await openRoom(browser, DEMO.alunoHorizonte, 'Português');
  await other.getByRole('textbox', { name: 'Pesquisar pelo título' }).fill(title);
  await expect(other.getByText('Nenhum tópico nesta sala.')).toBeVisible();
  await expectAxeClean(other);
});
