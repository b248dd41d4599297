import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { apiSignIn, createClass, createUser, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, attachScreenshot, signIn } from './support';

/**
 * Schools, units and classes in the browser (issue 3): the CEP comes from the test's own provider
 * (e2e/cep-provider.ts, CEP_PROVIDER_URL in playwright.config.ts); axe is clean on every screen.
 */
// Whole flows with an axe scan on each screen: longer than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(question)).toBeVisible();
  await dialog.getByRole('button', { name: 'Sim' }).click();
}

const table = (page: Page, name: string) => page.getByRole('table', { name });

test('the Master creates a school with the address filled from the CEP', async ({ page }, testInfo) => {
  const suffix = ['', ' Dois', ' Três'][testInfo.retry] ?? ` ${testInfo.retry}`;
  const prefix = ['PE', 'PF', 'PG'][testInfo.retry] ?? 'PH';
  await signIn(page, DEMO.master);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Rede de Escolas' }).click();
  await expect(page.getByRole('heading', { name: 'Rede de Escolas', level: 1 })).toBeVisible();
  const schools = table(page, 'Escolas');
  await expect(schools.getByRole('row', { name: /Rede Portal Escolar/ }).getByRole('link')).toHaveCount(0);
  await expect(
    schools.getByRole('row', { name: /Escola Aurora/ }).getByRole('link', { name: 'Alterar a escola Escola Aurora' }),
  ).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'Nova escola' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Por favor, preencha todos os campos.')).toBeVisible();
  await expect(page.getByText('Por favor, preencha o campo Nome.')).toBeVisible();
  await expect(page.getByText('Por favor, preencha o campo Prefixo.')).toBeVisible();

  await page.getByLabel('Nome').fill(`Escola Acre${suffix}`);
  await page.getByLabel('Prefixo').pressSequentially(`${prefix.toLowerCase()}1x`);
  await expect(page.getByLabel('Prefixo')).toHaveValue(prefix);

  const cep = page.getByLabel('CEP');
  await cep.pressSequentially('12345678');
  await expect(cep).toHaveValue('12345-678');
  await page.getByRole('button', { name: 'Buscar CEP' }).click();
  await expect(page.getByText('Endereço não encontrado!')).toBeVisible();

  await cep.fill('');
  await cep.pressSequentially('69900970');
  await page.getByRole('button', { name: 'Buscar CEP' }).click();
  await expect(page.getByLabel('Rua')).toHaveValue('Rua Rio Grande do Sul');
  await expect(page.getByLabel('Bairro')).toHaveValue('Centro');
  await expect(page.getByLabel('Cidade')).toHaveValue('Rio Branco');
  await expect(page.getByRole('combobox', { name: 'UF' })).toHaveValue('AC');
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'escola-novo');

  await page.getByRole('button', { name: 'Salvar' }).click();
  await confirm(page, 'Tem certeza de que deseja criar essa escola?');
  await expect(page.getByText('Cadastro realizado!')).toBeVisible();
  await expect(page).toHaveURL(/\/escola\/listar$/);
  await page.getByLabel('Pesquisar').fill('acre');
  // The search has reached the server and the list shows its one answer before a row is clicked
  // (the rows move when it lands: a click in between would miss the link).
  await expect(page.getByTestId('pagination-caption')).toHaveText('Mostrando 1 para 1 de 1 entradas');
  await expect(schools.getByRole('row', { name: new RegExp(`Escola Acre${suffix}.*${prefix}.*Rio Branco / AC`) })).toBeVisible();

  // The prefix is read-only when editing; a second school with the same prefix is refused.
  await schools.getByRole('link', { name: `Alterar a escola Escola Acre${suffix}` }).click();
  await expect(page.getByLabel('Prefixo')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Nome')).toHaveValue(`Escola Acre${suffix}`);
  await page.goto('/escola/novo');
  await page.getByLabel('Nome').fill('Escola Repetida');
  await page.getByLabel('Prefixo').fill('AU');
  await cep.pressSequentially('01310100');
  await page.getByRole('button', { name: 'Buscar CEP' }).click();
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await confirm(page, 'Tem certeza de que deseja criar essa escola?');
  await expect(page.getByText('Prefixo já existe', { exact: true })).toBeVisible();
  await expect(page.getByText('O prefixo informado já está em uso por outra escola.').first()).toBeVisible();
  await expect(page.getByText('Prefixo já existente.').first()).toBeVisible();
});

test('the Gestor creates a unit and a class in their school', async ({ page }, testInfo) => {
  const unitName = ['Unidade Leste', 'Unidade Leste Dois', 'Unidade Leste Três'][testInfo.retry] ?? `Unidade Leste ${testInfo.retry}`;
  const unitPrefix = ['LE', 'LF', 'LG'][testInfo.retry] ?? 'LH';
  await signIn(page, DEMO.gestor);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Unidades' }).click();
  await expect(table(page, 'Unidades').getByRole('row', { name: /Unidade Centro/ })).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'Nova unidade' }).click();
  await expect(page.getByRole('textbox', { name: 'Escola' })).toHaveValue('Escola Aurora');
  await page.getByLabel('Nome Unidade').fill('Uni');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Existem erros de validação')).toBeVisible();
  await expect(page.getByText('Nome Unidade precisa ter no mínimo 4 caracteres.')).toBeVisible();
  await expect(page.getByText('Prefixo precisa ter 2 caracteres.')).toBeVisible();
  await page.getByLabel('Nome Unidade').fill(unitName);
  await page.getByLabel('Prefixo').fill(unitPrefix.toLowerCase());
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await confirm(page, 'Deseja realmente criar a unidade?');
  await expect(page.getByText('Unidade cadastrada com sucesso!')).toBeVisible();
  await expect(
    table(page, 'Unidades').getByRole('row', { name: new RegExp(`${unitName}.*Escola Aurora.*AU.*${unitPrefix}`) }),
  ).toBeVisible();

  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Turmas' }).click();
  await page.getByRole('link', { name: 'Nova turma' }).click();
  await expect(page.getByRole('textbox', { name: 'Escola' })).toHaveValue('Escola Aurora');
  await page.getByLabel('Nome Turma').fill('8º Ano!');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Existem erros de preenchimento.')).toBeVisible();
  await expect(page.getByText('O nome da turma não pode conter caracteres especiais.')).toBeVisible();
  await expect(page.getByText('Selecione uma unidade.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Unidade' }).click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: `${unitName} (${unitPrefix})` })
    .click();
  await page.getByLabel('Nome Turma').fill('8º Ano A');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await confirm(page, 'Deseja realmente criar esta turma?');
  await expect(page.getByText('Turma criada com sucesso.')).toBeVisible();
  await page.getByLabel('Pesquisar').fill(unitName);
  const row = table(page, 'Turmas').getByRole('row', { name: new RegExp(`8º Ano A.*Escola Aurora.*${unitName}.*AU.*${unitPrefix}`) });
  await expect(row).toBeVisible();
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'turma-listar-gestor');

  // A unit with classes cannot be deleted (§8 Units).
  await page.goto('/unidade/listar');
  await table(page, 'Unidades')
    .getByRole('button', { name: `Apagar a unidade ${unitName}` })
    .click();
  await confirm(page, `Deseja deletar a unidade ${unitName}?`);
  await expect(
    page.getByText('Existem turmas e/ou usuários cadastrados nesta unidade. Favor apagar esses registros e tentar novamente.'),
  ).toBeVisible();
});

test('the Coordenador removes a student from a class', async ({ page, request }, testInfo) => {
  // A class of the test's own with two students, so the removal changes nothing another spec reads.
  const coordenador = await apiSignIn(request, DEMO.coordenador);
  const className = `Turma Saída ${uniqueTag()}`;
  const classId = await createClass(request, coordenador, className);
  const leaving = await createUser(request, coordenador, { name: 'Isaque Nunes', profile: 'Aluno', classes: [classId] });
  await createUser(request, coordenador, { name: 'Lara Fica', profile: 'Aluno', classes: [classId] });

  await signIn(page, DEMO.coordenador);
  await page.goto('/turma/listar');
  await page.getByLabel('Pesquisar').fill(className);
  // The search has reached the server and the list shows its one answer (a click while the list
  // is being replaced would be lost).
  await expect(page.getByTestId('pagination-caption')).toHaveText('Mostrando 1 para 1 de 1 entradas');
  const classes = table(page, 'Turmas');
  const row = classes.getByRole('row', { name: new RegExp(className) });
  await expect(row.getByRole('link', { name: `Alterar a turma ${className}` })).toBeVisible();
  await expect(classes.getByRole('button', { name: /Apagar a turma/ })).toHaveCount(0);
  await row.getByRole('link', { name: `Ver os alunos da turma ${className}` }).click();

  await expect(page.getByRole('heading', { name: `Alunos da turma ${className}` })).toBeVisible();
  // Known defect (reported with issue 8): the list's search text is carried into this page's search.
  await page.getByLabel('Pesquisar').fill('');
  const students = table(page, 'Alunos');
  await expect(students.getByRole('row', { name: new RegExp(`Isaque Nunes.*${leaving.login}`) })).toBeVisible();
  await expectAxeClean(page);
  await students.getByRole('button', { name: 'Remover Isaque Nunes da turma' }).click();
  await confirm(page, `Deseja remover o aluno Isaque Nunes da turma ${className}?`);
  await expect(page.getByText('Registro deletado com sucesso!')).toBeVisible();
  await expect(students.getByRole('row', { name: /Isaque Nunes/ })).toHaveCount(0);
  await expect(page.getByTestId('pagination-caption')).toHaveText('Mostrando 1 para 1 de 1 entradas');
  await attachScreenshot(page, testInfo, 'turma-visualizar-coordenador');
  await page.getByRole('button', { name: 'Voltar' }).click();
  // Back to the list as it was left, search included.
  await expect(page).toHaveURL(/\/turma\/listar\?q=/);
});

/**
 * A Professor with two classes that no other spec switches: the Horizonte Diretor opens '7º Ano B' and
 * gives it to Priscila (HOSU-0002) through the API, so this test never races the top-bar switch test
 * of auth.spec.ts (AUCE-0003) when the whole suite runs in parallel.
 */
async function givePriscilaTwoClasses(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { username: DEMO.diretorHorizonte.login, password: DEMO.diretorHorizonte.password },
  });
  expect(login.status()).toBe(202);
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  const me = await (await request.get('/api/bse_usuario/getMeusDados/x', { headers })).json();
  const classesOfUnit = async () =>
    (await (await request.get(`/api/bse_turma/turmasDaUnidade/${me.codBseUnidade}`, { headers })).json()) as {
      codBseTurma: number;
      nomTurma: string;
    }[];
  if (!(await classesOfUnit()).some((c) => c.nomTurma === '7º Ano B')) {
    const created = await request.post('/api/bse_turma', { headers, data: { nomTurma: '7º Ano B', codBseUnidade: me.codBseUnidade } });
    expect(created.status()).toBe(201);
  }
  const classes = (await classesOfUnit()).filter((c) => c.nomTurma === '7º Ano A' || c.nomTurma === '7º Ano B');
  const members = await (await request.get(`/api/bse_unidade/usuariosDaUnidade/${me.codBseUnidade}?q=HOSU-0002`, { headers })).json();
  const priscila = members.items[0];
  const saved = await request.put(`/api/bse_usuario/${priscila.codBseUsuario}`, {
    headers,
    multipart: {
      cstLogin: priscila.cstLogin,
      nomUsuario: priscila.nomUsuario,
      codBsePerfil: '5',
      codBseEscola: String(me.codBseEscola),
      codBseUnidade: String(me.codBseUnidade),
      arrayCodBseTurmas: classes.map((c) => c.codBseTurma).join(','),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('the Professor switches the current class with the activate switch', async ({ page, request }, testInfo) => {
  await givePriscilaTwoClasses(request);
  await signIn(page, DEMO.professorHorizonte);
  await page.goto('/turma/listar');
  const classes = table(page, 'Turmas');
  await expect(classes.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Nova turma' })).toHaveCount(0);
  await expect(classes.getByRole('link', { name: /Alterar a turma/ })).toHaveCount(0);
  await expect(classes.getByRole('button', { name: /Apagar a turma/ })).toHaveCount(0);
  await expectAxeClean(page);

  const switchA = classes.getByRole('switch', { name: 'Tornar 7º Ano A a turma atual' });
  const [from, to] = (await switchA.isChecked()) ? ['7º Ano A', '7º Ano B'] : ['7º Ano B', '7º Ano A'];
  const banner = page.getByRole('banner');
  await expect(banner.getByText(`Turma - ${from}`)).toBeVisible();
  for (const [target, previous] of [
    [to, from],
    [from, to],
  ] as const) {
    // The switch works from the keyboard: focus it and press Space.
    await classes.getByRole('switch', { name: `Tornar ${target} a turma atual` }).focus();
    await page.keyboard.press('Space');
    await confirm(page, `Deseja alterar para a turma ${target}?`);
    await expect(banner.getByText(`Turma - ${target}`)).toBeVisible();
    await expect(classes.getByRole('switch', { name: `Tornar ${target} a turma atual` })).toBeChecked();
    await expect(classes.getByRole('switch', { name: `Tornar ${previous} a turma atual` })).not.toBeChecked();
    if (target === to) {
      await attachScreenshot(page, testInfo, 'turma-listar-professor');
      await page.reload();
      await expect(page.getByRole('banner').getByText(`Turma - ${target}`)).toBeVisible();
    }
  }
});

test('the Horizonte Gestor sees none of Aurora’s data', async ({ page }) => {
  await signIn(page, DEMO.gestorHorizonte);
  await page.goto('/turma/listar');
  const classes = table(page, 'Turmas');
  await expect(classes.getByRole('row', { name: /7º Ano A.*Escola Horizonte/ })).toBeVisible();
  await expect(classes).not.toContainText('Aurora');
  await expect(classes).not.toContainText('6º Ano');
  await page.getByLabel('Pesquisar').fill('Aurora');
  await expect(classes.getByText('Nenhum registro encontrado.')).toBeVisible();

  await page.goto('/unidade/listar');
  const units = table(page, 'Unidades');
  await expect(units.getByRole('row', { name: /Unidade Sul/ })).toBeVisible();
  await expect(units).not.toContainText('Aurora');
  await expect(units).not.toContainText('Unidade Centro');

  // Aurora's records by address (class 1 '6º Ano A' and unit 1 'Unidade Centro' of the demo seed): nothing is shown.
  await page.goto('/turma/visualizar/1');
  await expect(page.getByText('Não foi possível carregar a lista.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Alunos' })).not.toContainText('AUCE');
  await page.goto('/unidade/alterar/1');
  await expect(page.getByText('Recurso não encontrado.')).toBeVisible();
  await expect(page.getByLabel('Nome Unidade')).toHaveCount(0);
  await page.goto('/escola/listar');
  await expect(page).toHaveURL(/\/home$/);
});
