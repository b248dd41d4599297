import { expect, test } from '@playwright/test';
import { classWithActivity, createActivity } from './activities-api';
import { apiSignIn, createClass, createUser, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, attachScreenshot, sidebar, signIn } from './support';

test('the Master creates an activity in a chapter (every field asked for first), edits it and deletes it', async ({ page }, testInfo) => {
  const tag = uniqueTag();
  await signIn(page, DEMO.master);
  await sidebar(page).getByRole('link', { name: 'Avaliações' }).click();
  await expect(page).toHaveURL(/\/atividade\/listar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Avaliações' })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Nova avaliação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova avaliação' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Aviso');
  await expect(dialog.getByRole('alert')).toContainText('Todos os campos devem ser preenchidos');
  await dialog.getByRole('combobox', { name: 'Trilha' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'Plataforma de Treinamento - Ciências' }).click();
  await dialog.getByRole('combobox', { name: 'Capítulo' }).click();
  await page.getByRole('listbox').getByRole('option', { name: 'O Sistema Solar' }).click();
  await dialog.getByRole('textbox', { name: 'Nome' }).fill(`Prova dos planetas ${tag}`);
  await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Os planetas e o Sol.');
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'activity-dialog');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: 'Deseja salvar a atividade?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Operação realizada com sucesso!').last()).toBeVisible();

  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(tag);
  const table = page.getByRole('table', { name: 'Avaliações do catálogo' });
  const row = table.getByRole('row', { name: new RegExp(`Prova dos planetas ${tag}`) });
  // The search applied and its answer drawn (the heading row and this one): the new activity is already on the
  // unfiltered first page, and a click there while the search's request was on its way met the table's veil.
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await expect(row).toContainText('Administrador da Rede');
  await expect(row).toContainText('Plataforma de Treinamento - Ciências · O Sistema Solar');
  await attachScreenshot(page, testInfo, 'activities-catalogue');

  await row.getByRole('button', { name: `Alterar Prova dos planetas ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: 'Alterar avaliação' });
  await expect(edit.getByRole('textbox', { name: 'Nome' })).toHaveValue(`Prova dos planetas ${tag}`);
  await edit.getByRole('textbox', { name: 'Nome' }).fill(`Prova do Sistema Solar ${tag}`);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: 'Deseja alterar a atividade?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(table.getByRole('row', { name: new RegExp(`Prova do Sistema Solar ${tag}`) })).toBeVisible();

  await table.getByRole('button', { name: `Deletar Prova do Sistema Solar ${tag}` }).click();
  await page.getByRole('dialog', { name: 'Tem certeza que deseja deletar essa Atividade?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(table.getByText('Nenhuma avaliação encontrada.')).toBeVisible();
});

test('the Master writes a multiple-choice and a discursive question, with their rules, and edits one', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const master = await apiSignIn(request, DEMO.master);
  const activityId = await createActivity(request, master, `Questões ${tag}`);
  await signIn(page, DEMO.master);
  await page.goto(`/questao/listar/${activityId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Questões de Questões ${tag}` })).toBeVisible();
  await expect(page.getByText('Nenhuma questão nesta avaliação.')).toBeVisible();

  await page.getByRole('link', { name: 'Nova questão' }).click();
  await expect(page).toHaveURL(new RegExp(`/questao/novo/${activityId}$`));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Aviso' })).toContainText('Todos os campos devem ser preenchidos');
  await page.getByRole('textbox', { name: 'Título' }).fill('Capital');
  await page.getByRole('textbox', { name: 'Enunciado' }).fill('Qual é a capital do Brasil?');
  await page.getByRole('button', { name: 'Adicionar opção' }).click();
  await expect(page.getByText('Por favor, preencha a opção antes de adicioná-la.')).toBeVisible();
  for (const option of ['Rio de Janeiro', 'Brasília', 'Salvador']) {
    await page.getByRole('textbox', { name: 'Nova opção' }).fill(option);
    await page.getByRole('textbox', { name: 'Nova opção' }).press('Enter');
  }
  await page.getByRole('checkbox', { name: 'Opção 2 é errada' }).uncheck();
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'question-form');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: 'Salvar Questão?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(new RegExp(`/questao/listar/${activityId}$`));
  await expect(page.getByRole('row', { name: /Capital/ })).toContainText('Múltipla escolha');

  await page.getByRole('link', { name: 'Nova questão' }).click();
  await page.getByRole('textbox', { name: 'Título' }).fill('Explique');
  await page.getByRole('textbox', { name: 'Enunciado' }).fill('Por que chove?');
  await page.getByRole('radio', { name: 'Discursiva' }).check();
  await page.getByRole('textbox', { name: 'Resposta esperada' }).fill('A água evapora e condensa.');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: 'Salvar Questão?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('row', { name: /Explique/ })).toContainText('Discursiva');
  await expectAxeClean(page);

  // In edit mode the stored options stay (no remove button) and the expected answer is read-only.
  await page.getByRole('link', { name: 'Alterar Capital' }).click();
  await expect(page.getByRole('textbox', { name: 'Opção 1' })).toHaveValue('Rio de Janeiro');
  await expect(page.getByRole('button', { name: 'Remover a opção 1' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Título' }).fill('Capital do país');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: 'Alterar Questão?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('row', { name: /Capital do país/ })).toBeVisible();

  const stored = await request.get(`/api/bse_questao?codBseAtividade=${activityId}`, { headers: master.headers });
  const questions = (await stored.json()) as {
    titulo: string;
    enuEnunciado: string;
    multiplaEscolha: { descricao: string; invalida: boolean }[];
  }[];
  expect(questions[0]).toMatchObject({ titulo: 'Capital do país', enuEnunciado: '<p>Qual é a capital do Brasil?</p>' });
  expect(questions[0]!.multiplaEscolha.map((o) => [o.descricao, o.invalida])).toEqual([
    ['Rio de Janeiro', true],
    ['Brasília', false],
    ['Salvador', true],
  ]);
});

test('the Professor adds activities of the catalogue to the class, several at once, switches one on and removes another', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const master = await apiSignIn(request, DEMO.master);
  const diretor = await apiSignIn(request, DEMO.diretor);
  const classId = await createClass(request, diretor, `Avaliações ${tag}`);
  const professor = await createUser(request, diretor, { name: `Vera Avaliações ${tag}`, profile: 'Professor', classes: [classId] });
  await createActivity(request, master, `Prova A ${tag}`);
  await createActivity(request, master, `Prova B ${tag}`);

  await signIn(page, professor);
  await sidebar(page).getByRole('link', { name: 'Avaliações' }).click();
  await expect(page).toHaveURL(/\/atividade\/ListaProfessor$/);
  await expect(page.getByText('Nenhuma avaliação nesta turma.')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar avaliações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar avaliações' });
  await dialog.getByRole('textbox', { name: 'Pesquisar' }).fill(tag);
  await dialog.getByRole('checkbox', { name: `Escolher Prova A ${tag}` }).check();
  await dialog.getByRole('checkbox', { name: `Escolher Prova B ${tag}` }).check();
  await expect(dialog.getByText('2 escolhidas')).toBeVisible();
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'add-activities');
  await dialog.getByRole('button', { name: 'Adicionar escolhidas' }).click();
  await expect(page.getByText('Atividades adicionadas com sucesso').last()).toBeVisible();

  const table = page.getByRole('table', { name: 'Avaliações da turma' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await table.getByRole('switch', { name: `Prova A ${tag} ativa para os alunos` }).click();
  await expect(table.getByRole('switch', { name: `Prova A ${tag} ativa para os alunos` })).toBeChecked();
  await table.getByRole('button', { name: `Remover Prova B ${tag} da turma` }).click();
  await page
    .getByRole('dialog', { name: `Deseja deletar Prova B ${tag} da turma?` })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expectAxeClean(page);

  const prof = await apiSignIn(request, professor);
  const stored = await request.get(`/api/bse_atividade_turma/turma/${classId}`, { headers: prof.headers });
  expect(((await stored.json()) as { nomAtividade: string; indAtivo: string }[]).map((a) => [a.nomAtividade, a.indAtivo])).toEqual([
    [`Prova A ${tag}`, 'S'],
  ]);
});

test('the student answers once (every answer asked for first), the Professor grades and edits a grade, the student sees it', async ({
  page,
  request,
  browser,
}, testInfo) => {
  // Two people's sessions, the answers, the grading and its history: on the 2-core CI machine, beside two other
  // workers, the journey has taken more than the default minute.
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const { professor, student, activityId } = await classWithActivity(request, 'Prova', `Frações ${tag}`, tag);

  // The student: the unanswered-question message first, then the confirmation, once.
  await signIn(page, student);
  await sidebar(page).getByRole('link', { name: 'Avaliações' }).click();
  await expect(page).toHaveURL(/\/atividade\/visualizarQuestoes$/);
  await page.getByRole('link', { name: `Responder Frações ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Frações ${tag}` })).toBeVisible();
  await page.getByRole('radio', { name: 'Cinco' }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Por favor, preencha todas as respostas antes de enviar.' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sua resposta' }).fill('Dividi o 10 em duas partes.');
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'answering');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('dialog', { name: 'Tem certeza que deseja enviar sua atividade?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Respostas enviadas. A nota aparece aqui quando o professor corrigir.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  await page.goto('/atividade/visualizarQuestoes');
  await expect(page.getByRole('link', { name: `Ver as respostas de Frações ${tag}` })).toBeVisible();

  // The Professor grades, then edits a grade.
  const profContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR' });
  const profPage = await profContext.newPage();
  await signIn(profPage, professor);
  await profPage.goto(`/atividade/respostas/${activityId}`);
  const row = profPage.getByRole('row', { name: new RegExp(`Lia Prova ${tag}`) });
  await expect(row).toContainText('-');
  await expectAxeClean(profPage);
  await row.getByRole('link', { name: `Corrigir as respostas de Lia Prova ${tag}` }).click();
  await expect(profPage.getByText('Correta')).toBeVisible();
  await profPage.getByRole('textbox', { name: 'Nota da questão 1' }).fill('10');
  await profPage.getByRole('textbox', { name: 'Nota da questão 2' }).fill('7,3');
  await profPage.getByRole('button', { name: 'Atribuir notas' }).click();
  await expect(profPage.getByText('Cada nota deve ser de 0 a 10, em passos de 0,5.')).toBeVisible();
  // Above the maximum: refused with its message, never cut down to 10.
  await profPage.getByRole('textbox', { name: 'Nota da questão 2' }).fill('15');
  await profPage.getByRole('button', { name: 'Atribuir notas' }).click();
  await expect(profPage.getByText('A nota máxima de cada questão é 10.')).toBeVisible();
  await expect(profPage.getByRole('textbox', { name: 'Nota da questão 2' })).toHaveValue('15');
  await profPage.getByRole('textbox', { name: 'Nota da questão 2' }).fill('7,5');
  await expect(profPage.getByText('Total 17,5 / 20')).toBeVisible();
  await expectAxeClean(profPage);
  await attachScreenshot(profPage, testInfo, 'grading');
  await profPage.getByRole('button', { name: 'Atribuir notas' }).click();
  await profPage.getByRole('dialog', { name: 'Deseja atribuir essas notas?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(profPage.getByText('Notas atribuídas').last()).toBeVisible();
  await expect(row).toContainText('17,5 / 20');
  await row.getByRole('link', { name: `Editar as notas de Lia Prova ${tag}` }).click();
  await expect(profPage.getByRole('textbox', { name: 'Nota da questão 2' })).toHaveValue('7,5');
  await profPage.getByRole('textbox', { name: 'Nota da questão 2' }).fill('8');
  await profPage.getByRole('button', { name: 'Atualizar notas' }).click();
  await profPage
    .getByRole('dialog', { name: 'Tem certeza de que deseja atualizar as notas?' })
    .getByRole('button', { name: 'Sim' })
    .click();
  await expect(profPage.getByText('Notas atualizadas com sucesso!').last()).toBeVisible();
  await expect(row).toContainText('18 / 20');
  await profContext.close();

  // The student sees the grade, the key now that it is graded.
  await page.getByRole('link', { name: `Ver as respostas de Frações ${tag}` }).click();
  await expect(page.getByText('Sua nota: 18 / 20')).toBeVisible();
  await expect(page.getByText('Cinco (sua escolha) (resposta certa)')).toBeVisible();
  await expectAxeClean(page);
});

test('on a phone a student’s activity card shows its whole status beside a long name', async ({ page, request }, testInfo) => {
  const tag = uniqueTag();
  const name = `Frações e números decimais no dia a dia ${tag}`;
  const { student } = await classWithActivity(request, 'Selo', name, tag);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, student);
  await page.goto('/atividade/visualizarQuestoes');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  const status = card.getByText('Para responder', { exact: true });
  await expect(status).toBeVisible();
  // Not cut to 'PARA RES…': the badge's text fits its box.
  expect(await status.evaluate((label) => label.scrollWidth <= label.clientWidth)).toBe(true);
  await attachScreenshot(page, testInfo, 'student-activities-phone');
});
