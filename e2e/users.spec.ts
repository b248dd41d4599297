import { readFile } from 'node:fs/promises';
import { type Page, expect, test } from '@playwright/test';
import { apiSignIn, classesOfMyUnit, createUser, uniqueTag } from './api';
import { seriousViolations } from './axe';
import { DEMO, attachScreenshot, fillLogin, signIn } from './support';

/** A Mantine Select: open it by its label, then pick the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

const rowOf = (page: Page, text: string) => page.getByTestId('user-row').filter({ hasText: text });

test('the Master sees one tab per profile, searches and sorts on the server; the administrator has no edit or delete', async ({
  page,
}, testInfo) => {
  await signIn(page, DEMO.master);
  await page.goto('/usuario');
  await expect(page).toHaveURL(/\/usuario\/listar/);
  const tabs = page.getByRole('tablist', { name: 'Perfis de usuário' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Master',
    'Gestor',
    'Diretor',
    'Coordenador',
    'Professor',
    'Aluno',
    'Assistente',
    'Responsável',
  ]);
  await expect(tabs.getByRole('tab', { name: 'Aluno' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader')).toHaveText(['Nome', 'Login', 'Escola', 'Unidade', 'Turma', 'Ativo', 'Ações']);
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('beatriz');
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(rowOf(page, 'Beatriz Souza')).toContainText('AUCE-0006');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('hosu');
  await expect(page.getByTestId('user-row').first()).toContainText(/HOSU-\d{4}/);
  const loginHeader = page.getByRole('columnheader', { name: /Login/ });
  await page.getByRole('button', { name: /Login/ }).click();
  await expect(loginHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.getByRole('button', { name: /Login/ }).click();
  await expect(loginHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('user-row').first()).toContainText(/HOSU-\d{4}/);
  await attachScreenshot(page, testInfo, 'usuarios-alunos');

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('');
  await tabs.getByRole('tab', { name: 'Master' }).click();
  await expect(page.getByRole('columnheader')).toHaveText(['Nome', 'Login', 'Ações']);
  const admin = rowOf(page, 'REMT-0001');
  await expect(admin).toBeVisible();
  await expect(admin.getByRole('link')).toHaveCount(0);
  await expect(admin.getByRole('button')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a Diretor creates a student with the generated login; the student signs in; a taken login is refused', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, DEMO.diretor);
  await page.goto('/usuario/listar');
  await page.getByRole('link', { name: 'Novo usuário' }).click();
  await expect(page.getByRole('heading', { name: 'Novo usuário', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Selecione um perfil.')).toBeVisible();
  await expect(page.getByText('Informe o nome do usuário.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await choose(page, 'Perfil', 'Aluno');
  await expect(page.getByRole('textbox', { name: 'Unidade' })).toHaveValue('Unidade Centro');
  await choose(page, 'Turma', '6º Ano B');
  const login = page.getByRole('textbox', { name: 'Login' });
  await expect(login).toHaveValue(/^AUCE-\d{4}$/);
  await page.getByRole('textbox', { name: 'Nome' }).fill('Olívia Nova');
  await page.getByRole('textbox', { name: 'Senha' }).fill('Olivia@2026');
  await login.fill('');
  await login.pressSequentially('auce0004');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Login já cadastrado.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Gerar login' }).click();
  await expect(login).not.toHaveValue('AUCE-0004');
  await expect(login).toHaveValue(/^AUCE-\d{4}$/);
  const created = await login.inputValue();
  await attachScreenshot(page, testInfo, 'usuario-novo');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cadastro realizado!')).toBeVisible();
  await expect(page).toHaveURL(/\/usuario\/listar\?perfil=6/);

  const student = await browser.newPage();
  await fillLogin(student, created, 'Olivia@2026');
  await expect(student.getByRole('heading', { name: 'Bem-vindo(a), Olívia Nova' })).toBeVisible();
  await student.close();
});

test('the Master creates a teacher through the school, unit and class pickers, then edits the name', async ({ page }) => {
  // A name of the test's own, so that a rerun against the same server finds only this teacher.
  const name = `Teodoro ${uniqueTag()}`;
  await signIn(page, DEMO.master);
  await page.goto('/usuario/novo');
  await choose(page, 'Perfil', 'Professor');
  await choose(page, 'Escola', 'Escola Horizonte (HO)');
  await choose(page, 'Unidade', 'Unidade Sul (SU)');
  await page.getByRole('combobox', { name: 'Turmas' }).click();
  await page.getByRole('listbox').getByRole('option', { name: '7º Ano A' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Login' })).toHaveValue(/^HOSU-\d{4}$/);
  await page.getByRole('textbox', { name: 'Nome' }).fill(name);
  await page.getByRole('textbox', { name: 'Senha' }).fill('Teo@2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cadastro realizado!')).toBeVisible();
  await expect(page).toHaveURL(/perfil=5/);

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(name);
  await expect(rowOf(page, name)).toContainText('7º Ano A');
  await page.getByRole('link', { name: `Alterar ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Alterar usuário', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'Nome' }).fill(`${name} Lima`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(name);
  await expect(rowOf(page, `${name} Lima`)).toBeVisible();
});

test('a Coordenador deactivates a student (who is signed out) and deletes another, each after a confirmation', async ({
  page,
  browser,
  request,
}) => {
  // Two students of the test's own: the deactivation and the deletion touch nobody another spec uses.
  const tag = uniqueTag();
  const coordenador = await apiSignIn(request, DEMO.coordenador);
  const classB = (await classesOfMyUnit(request, coordenador)).get('6º Ano B')!;
  const isaque = await createUser(request, coordenador, { name: `Isaque Nunes ${tag}`, profile: 'Aluno', classes: [classB] });
  const heloisa = await createUser(request, coordenador, { name: `Heloísa Dias ${tag}`, profile: 'Aluno', classes: [classB] });

  const student = await browser.newPage();
  await signIn(student, isaque);

  await signIn(page, DEMO.coordenador);
  await page.goto('/usuario/listar?perfil=6');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(isaque.name);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('switch', { name: `Ativar ou desativar ${isaque.name}` }).click({ force: true });
  await expect(page.getByText(`Deseja desativar o usuário ${isaque.name}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Operação realizada com sucesso!')).toBeVisible();
  await expect(page.getByRole('switch', { name: `Ativar ou desativar ${isaque.name}` })).not.toBeChecked();

  await student.goto('/configuracao');
  await expect(student).toHaveURL(/\/login$/);
  await fillLogin(student, isaque.login, isaque.password);
  await expect(student.getByText('Usuário desativado.')).toBeVisible();
  await student.close();

  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(heloisa.name);
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await page.getByRole('button', { name: `Apagar ${heloisa.name}` }).click();
  await expect(page.getByText('Tem certeza que deseja deletar esse usuário?')).toBeVisible();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByText('Registro deletado com sucesso!')).toBeVisible();
  await expect(page.getByText('Nenhum usuário encontrado.')).toBeVisible();
});

/** 200 students, three of them broken: no name, a short password, a login already taken. ',' separated, BOM, CRLF. */
function classFile(): string {
  const lines = ['nomUsuario,codBsePerfil,txtSenha,cstLogin,codBseEscola,codBseUnidade'];
  for (let i = 1; i <= 200; i += 1) {
    const name = i === 50 ? '' : `Estudante Lote ${String(i).padStart(3, '0')}`;
    const password = i === 120 ? '123' : `Lote@${i}x`;
    const login = i === 180 ? 'AUCE-0004' : '';
    lines.push(`${name},6,${password},${login},,`);
  }
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

test('the Diretor bulk-imports 200 students with three bad rows, commits, gets usuarios.csv, and a new student signs in', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, DEMO.diretor);
  await page.goto('/usuario/listar');
  await page.getByRole('link', { name: 'Criação em Massa' }).click();
  await expect(page.getByRole('heading', { name: 'Criação em Massa', level: 1 })).toBeVisible();
  const file = { name: 'turma.csv', mimeType: 'text/csv', buffer: Buffer.from(classFile(), 'utf8') };

  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('Selecione uma turma antes de escolher o arquivo!')).toBeVisible();

  await choose(page, 'Turma', '6º Ano A');
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByRole('heading', { name: 'Verificação do arquivo' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Válidos: 197')).toBeVisible();
  await expect(page.getByText('Incorretos: 2')).toBeVisible();
  await expect(page.getByText('Conflitantes: 1')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mostrar somente registros com problema' }).check();
  await expect(page.getByTestId('bulk-row')).toHaveCount(3);
  await expect(page.getByTestId('bulk-row').nth(0)).toContainText('Informe o nome do usuário.');
  await expect(page.getByTestId('bulk-row').nth(1)).toContainText('A senha deve ter no mínimo 5 caracteres');
  await expect(page.getByTestId('bulk-row').nth(2)).toContainText('Login já cadastrado.');
  expect(await seriousViolations(page)).toEqual([]);
  await attachScreenshot(page, testInfo, 'massivo-verificacao');

  // §4: changing the class drops the loaded file.
  await choose(page, 'Turma', '6º Ano B');
  await expect(page.getByRole('heading', { name: 'Verificação do arquivo' })).toBeHidden();
  await choose(page, 'Turma', '6º Ano A');
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText('Válidos: 197')).toBeVisible({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Cadastrar os registros válidos (197)' }).click();
  await expect(page.getByText('Deseja cadastrar 197 usuários?')).toBeVisible();
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('usuarios.csv');
  await expect(page.getByText('Cadastro parcial')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resultado do cadastro' })).toBeVisible();

  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.startsWith('\ufeff"nomUsuario";"codBsePerfil";"txtSenha";"cstLogin";"codBseEscola";"codBseUnidade"\r\n')).toBe(true);
  const rows = csv
    .slice(1)
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(';').map((cell) => cell.replace(/^"|"$/g, '')));
  expect(rows).toHaveLength(197);
  const [name, , password, login] = rows[9]!;
  expect(name).toBe('Estudante Lote 010');
  expect(login).toMatch(/^AUCE-\d{4}$/);
  await attachScreenshot(page, testInfo, 'massivo-resultado');

  const student = await browser.newPage();
  await fillLogin(student, login!, password!);
  await expect(student.getByRole('heading', { name: 'Bem-vindo(a), Estudante Lote 010' })).toBeVisible();
  await student.close();
});
