import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { classWithActivity } from './activities-api';
import { apiSignIn, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, type DemoUser, attachScreenshot, sidebar, signIn } from './support';

const REPORTS = [
  ['Relatório Quantidade', 'quantidade'],
  ['Acessos', 'acesso'],
  ['Notas', 'notas'],
  ['Progresso (Trilha)', 'progresso'],
  ['Avaliação da Trilha (Trilha)', 'avaliacaoTrilha'],
  ['Frequência', 'frequencia'],
] as const;

const select = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

/** Clicks an option of a searchable Mantine select (the option already chosen: unsets it). */
async function click(page: Page, name: string, option: string | RegExp) {
  await select(page, name).click();
  await page.getByRole('listbox').getByRole('option', { name: option }).click();
}

/** Picks an option of a searchable Mantine select, unless it is the one already chosen. */
async function choose(page: Page, name: string, option: string | RegExp) {
  const current = await select(page, name).inputValue();
  if (typeof option === 'string' ? current === option : option.test(current)) return;
  await click(page, name, option);
}

async function openEach(page: Page, user: DemoUser, selects: string[], hidden: string[]) {
  await signIn(page, user);
  for (const [label, route] of REPORTS) {
    await sidebar(page).getByRole('link', { name: 'Relatórios' }).click();
    await expect(page).toHaveURL(/\/relatorio$/);
    await page.getByRole('radio', { name: label }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(new RegExp(`/relatorio/${route}$`));
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    for (const name of selects) await expect(select(page, name)).toBeVisible();
    for (const name of hidden) await expect(select(page, name)).toHaveCount(0);
    await expect(page.getByRole('table').last()).toHaveAttribute('aria-busy', 'false');
    // axe once per report, on the Master's (the most selects): the other profiles' differ only by fewer of them,
    // and demo-tour.spec.ts checks the Gestor's with a term of data at two sizes.
    if (selects.length === 4) await expectAxeClean(page);
  }
}

test('the Master opens each report with the four selects', async ({ page }) => {
  await openEach(page, DEMO.master, ['Escola', 'Unidade', 'Turma', 'Aluno'], []);
});

test('the Gestor opens each report with unit, class and student, the school fixed', async ({ page }, testInfo) => {
  await openEach(page, DEMO.gestor, ['Unidade', 'Turma', 'Aluno'], ['Escola']);
  await page.goto('/relatorio/quantidade');
  await expect(page.getByText('Esta é a tela do gestor: os números da sua escola.')).toBeVisible();
  await expect(page.getByTestId('total_escolas')).toHaveText('1');
  await expect(page.getByRole('table', { name: 'Quantidade por turma' }).getByRole('row', { name: /6º Ano A/ })).toBeVisible();
  await attachScreenshot(page, testInfo, 'report-quantity');
});

for (const user of [DEMO.diretor, DEMO.coordenador]) {
  test(`the ${user.profile} opens each report with class and student only, and the director's summary`, async ({ page }) => {
    await openEach(page, user, ['Turma', 'Aluno'], ['Escola', 'Unidade']);
    await page.goto('/relatorio/quantidade');
    await expect(page.getByText('Esta é a tela do diretor: os números da sua unidade.')).toBeVisible();
    await expect(page.getByTestId('total_unidades')).toHaveText('1');
  });
}

test('the Master’s cascade: a school clears unit, class and student; a unit clears class and student; a class clears student', async ({
  page,
}) => {
  await signIn(page, DEMO.master);
  await page.goto('/relatorio/acesso');
  await expect(select(page, 'Unidade')).toBeDisabled();
  const pickAll = async () => {
    await choose(page, 'Escola', 'Escola Aurora');
    await choose(page, 'Unidade', 'Unidade Centro');
    await choose(page, 'Turma', '6º Ano A');
    await choose(page, 'Aluno', /Alice Aluna/);
    await expect(select(page, 'Aluno')).toHaveValue(/Alice Aluna/);
  };
  const cleared = async (...names: string[]) => {
    for (const name of names) await expect(select(page, name)).toHaveValue('');
  };
  await pickAll();
  await choose(page, 'Turma', '6º Ano B');
  await cleared('Aluno');
  await expect(select(page, 'Unidade')).toHaveValue('Unidade Centro');

  await pickAll();
  await click(page, 'Unidade', 'Unidade Centro'); // chosen again: unset
  await cleared('Unidade', 'Turma', 'Aluno');
  await expect(select(page, 'Escola')).toHaveValue('Escola Aurora');

  await pickAll();
  await choose(page, 'Escola', 'Escola Horizonte');
  await cleared('Unidade', 'Turma', 'Aluno');
  await expect(select(page, 'Turma')).toBeDisabled();
  await expectAxeClean(page);
});

test('the Diretor filters Notas by a class: the grade with one decimal, and the CSV holds the same rows', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const world = await classWithActivity(request, 'Relatório', `Frações ${tag}`, tag);
  const student = await apiSignIn(request, world.student);
  const prof = await apiSignIn(request, world.professor);
  const sent = await request.post('/api/bse_questao_resposta', {
    headers: student.headers,
    data: {
      codBseAtividade: world.activityId,
      codBseTurma: world.classId,
      respostas: [
        { codBseQuestao: world.questions.choice.codBseQuestao, codBseQuestaoOpcao: world.questions.choice.right },
        { codBseQuestao: world.questions.open.codBseQuestao, resResposta: '<p>Metade.</p>' },
      ],
    },
  });
  expect(sent.status()).toBe(201);
  const graded = await request.post('/api/bse_nota', {
    headers: prof.headers,
    data: [
      {
        codBseAtividade: world.activityId,
        codBseQuestao: world.questions.choice.codBseQuestao,
        codBseUsuario: world.student.id,
        valor: 10,
      },
      { codBseAtividade: world.activityId, codBseQuestao: world.questions.open.codBseQuestao, codBseUsuario: world.student.id, valor: 7.5 },
    ],
  });
  expect(graded.status()).toBe(201);

  await signIn(page, DEMO.diretor);
  await page.goto('/relatorio/notas');
  await choose(page, 'Turma', `Relatório ${tag}`);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const table = page.getByRole('table', { name: 'Notas: resultados' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(`Lia Relatório ${tag}`) }).getByRole('cell')).toHaveText([
    'Escola Aurora',
    'Unidade Centro',
    `Relatório ${tag}`,
    `Lia Relatório ${tag}`,
    `Frações ${tag}`,
    '17,5',
  ]);
  await expect(page.getByText('Uma atividade, com nota média 17,5.')).toBeVisible();
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'report-grades');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar para CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('relatorio.csv');
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toBe(
    '\ufeff"Escola";"Unidade";"Turma";"Aluno";"Atividade";"Nota da atividade"\r\n' +
      `"Escola Aurora";"Unidade Centro";"Relatório ${tag}";"Lia Relatório ${tag}";"Frações ${tag}";"17,5"\r\n`,
  );

  // Acessos of the class: the student signed in once through the API today, the Professor twice.
  await page.goto('/relatorio/acesso');
  await choose(page, 'Turma', `Relatório ${tag}`);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  const access = page.getByRole('table', { name: 'Acessos: resultados' });
  await expect(access.getByRole('row', { name: new RegExp(`Lia Relatório ${tag}`) }).getByRole('cell')).toHaveText([
    `Lia Relatório ${tag}`,
    '1',
  ]);
  await expect(access.getByRole('row', { name: new RegExp(`Rui Relatório ${tag}`) }).getByRole('cell')).toHaveText([
    `Rui Relatório ${tag}`,
    '2',
  ]);
  // Three sign-ins on one day: the chart says so in words, and counts its axis in whole numbers (no 0,75 tick).
  await expect(page.getByText('Um dia, com 3 acessos.')).toBeVisible();
  const ticks = page.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toBeVisible();
  const values = await ticks.allTextContents();
  expect(values.length).toBeGreaterThan(1);
  for (const value of values) expect(value).toMatch(/^\d+$/);
});

test('a day that does not exist and an end before the start are refused on the screen with the API’s messages', async ({ page }) => {
  await signIn(page, DEMO.gestor);
  await page.goto('/relatorio/acesso');
  await page.getByLabel('Data inicial').fill('31/02/2026');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Data inválida. Use o formato DD/MM/AAAA.')).toBeVisible();
  await page.getByLabel('Data inicial').fill('05/03/2026');
  await page.getByLabel('Data final').fill('01/03/2026');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('A data final deve ser igual ou posterior à data inicial.')).toBeVisible();
  await expect(page.getByText('Data inválida. Use o formato DD/MM/AAAA.')).toHaveCount(0);
  // A range with nothing in it: the table says so.
  await page.getByLabel('Data final').fill('05/03/2026');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('table', { name: 'Acessos: resultados' })).toContainText('Nenhum registro para estes filtros.');
  await expectAxeClean(page);
});

test('offline, the reports whose screen was never opened say so inside the shell, and open once the network is back', async ({
  page,
  context,
}, testInfo) => {
  await signIn(page, DEMO.diretor);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: `Bem-vindo(a), ${DEMO.diretor.name}` })).toBeVisible();
  await context.setOffline(true);
  await sidebar(page).getByRole('link', { name: 'Relatórios' }).click();
  const main = page.getByRole('main');
  const notice = main.getByRole('status', { name: 'Sem conexão' });
  await expect(notice).toHaveText(
    'Sem conexãoVocê está sem internet. A Trilha continua funcionando neste aparelho; atividades, chat, fórum e relatórios voltam assim que a conexão voltar.',
  );
  await expect(
    main.getByText('Esta tela precisa da internet e abre assim que a conexão voltar. A Trilha funciona sem internet.'),
  ).toBeVisible();
  await expect(sidebar(page)).toBeVisible();
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'reports-offline');
  const reloaded = page.waitForEvent('load');
  await context.setOffline(false);
  await reloaded;
  await expect(page.getByRole('radio', { name: 'Relatório Quantidade' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
