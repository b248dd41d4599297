import { expect, test } from '@playwright/test';
import { apiSignIn, classesOfMyUnit, createUser, uniqueTag } from './api';
import { DEMO, attachScreenshot, fillLogin, sidebar, signIn, signInWithForm } from './support';

test.describe('sign-in', () => {
  for (const [key, user] of Object.entries(DEMO)) {
    test(`${key} (${user.login}) signs in and sees exactly the sidebar of ${user.profile}`, async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
      if (key === 'master') await attachScreenshot(page, testInfo, 'login');
      await signInWithForm(page, user);
      const links = sidebar(page).getByRole('link');
      await expect(links).toHaveText(user.sidebar);
      const banner = page.getByRole('banner');
      await expect(banner).toContainText(user.login);
      await expect(banner).toContainText(user.name);
      await expect(banner).toContainText(user.profile);
      await attachScreenshot(page, testInfo, `home-${key}`);
    });
  }

  test('the code is upper-cased and masked XXXX-XXXX while typing', async ({ page }) => {
    await page.goto('/login');
    const code = page.getByLabel('Código de usuário');
    await code.pressSequentially('auce0004xyz');
    await expect(code).toHaveValue('AUCE-0004');
  });

  test('empty fields show their messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('O campo código de usuário é obrigatório')).toBeVisible();
    await expect(page.getByText('A senha é obrigatória')).toBeVisible();
  });

  test('the eye toggles the password visibility', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Senha', exact: true });
    await password.fill('segredo');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Mostrar ou ocultar a senha' }).click();
    await expect(password).toHaveAttribute('type', 'text');
  });

  test('a wrong password, an unknown code and a deactivated user see their messages', async ({ page }) => {
    await fillLogin(page, 'HOSU-0002', 'errada123');
    await expect(page.getByText('Usuário ou senha inválidos')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, 'ZZZZ-9999', 'qualquer1');
    await expect(page.getByText('Usuário ou senha inválidos')).toBeVisible();
    await fillLogin(page, 'AUCE-0005', 'Inativo@2026');
    await expect(page.getByText('Usuário desativado.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('signed-out visitors go to the login; signed-in users leave the login for home', async ({ page }) => {
    await page.goto('/configuracao');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, DEMO.coordenador);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a page outside the profile goes home, saying so', async ({ page }) => {
    await signIn(page, DEMO.aluno);
    await page.goto('/escola/listar');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Seu perfil não tem acesso a essa página.' })).toBeVisible();
  });
});

test.describe('session', () => {
  // Both sign in through the form: the session they end is their own, not the stored one other specs use.
  test('Sair asks for confirmation; Não stays, Sim signs out and the token stops working', async ({ page }) => {
    await signInWithForm(page, DEMO.diretor);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    expect(token).toBeTruthy();
    await sidebar(page).getByRole('link', { name: 'Sair' }).click();
    await expect(page.getByText('Deseja realmente sair?')).toBeVisible();
    await page.getByRole('button', { name: 'Não' }).click();
    await expect(page).not.toHaveURL(/\/login$/);
    await sidebar(page).getByRole('link', { name: 'Sair' }).click();
    await page.getByRole('button', { name: 'Sim' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
    const res = await page.request.get('/api/bse_usuario/getMeusDados/x', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });

  test('a call answering 401 shows "Sessão expirou." and goes back to the login', async ({ page }) => {
    await signInWithForm(page, DEMO.gestor);
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    // The session ends elsewhere (another tab signs out this token).
    await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sessão expirou.')).toBeVisible();
  });

  test('the Professor switches the current class after confirming', async ({ page, request }, testInfo) => {
    // A Professor of the test's own (6º Ano A and B), made by the Diretor: the demo Professor's current
    // class stays what the curriculum spec expects, whatever runs at the same time.
    const diretor = await apiSignIn(request, DEMO.diretor);
    const classes = await classesOfMyUnit(request, diretor);
    const professor = await createUser(request, diretor, {
      name: `Paula Troca ${uniqueTag()}`,
      profile: 'Professor',
      classes: [classes.get('6º Ano A')!, classes.get('6º Ano B')!],
    });
    await signIn(page, professor);
    const banner = page.getByRole('banner');
    await expect(banner.getByText(/^Turma - 6º Ano [AB]$/)).toBeVisible();
    const [from, to] = (await banner.getByText('Turma - 6º Ano A').isVisible()) ? ['6º Ano A', '6º Ano B'] : ['6º Ano B', '6º Ano A'];
    await page.getByRole('combobox', { name: 'Alterar turma' }).selectOption({ label: to });
    await expect(page.getByText(`Deseja alterar para a turma ${to}?`)).toBeVisible();
    await attachScreenshot(page, testInfo, 'professor-class-switch');
    await page.getByRole('button', { name: 'Sim' }).click();
    await expect(banner.getByText(`Turma - ${to}`)).toBeVisible();
    await expect(banner.getByText(`Turma - ${from}`)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('banner').getByText(`Turma - ${to}`)).toBeVisible();
  });

  test('the Aluno sees the class in the top bar', async ({ page }) => {
    await signIn(page, DEMO.alunoHorizonte);
    await expect(page.getByRole('banner').getByText('Turma - 7º Ano A')).toBeVisible();
  });
});

test.describe('shell', () => {
  test('the language switch changes the screen texts and is remembered', async ({ page }) => {
    await signIn(page, DEMO.master);
    await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'English' });
    await expect(sidebar(page, 'Main menu').getByRole('link', { name: 'Settings' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Welcome, Administrador da Rede/ })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('idioma'))).toBe('en');
    await page.reload();
    await expect(sidebar(page, 'Main menu').getByRole('link', { name: 'Settings' })).toBeVisible();
    // A screen opened by its address asks the features' texts as the page starts, before the language is set:
    // they come in the remembered language too.
    await page.goto('/calendario/listar');
    await expect(page.getByText('Events of the network, the school and your class. Click a day to see its events.')).toBeVisible();
    await page.goto('/home');
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await expect(sidebar(page, 'Menú principal').getByRole('link', { name: 'Configuración' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Bienvenido\(a\), Administrador da Rede/ })).toBeVisible();
    await page.getByRole('banner').getByRole('combobox', { name: 'Idioma' }).selectOption({ label: 'Português' });
    await expect(sidebar(page).getByRole('link', { name: 'Configurações' })).toBeVisible();
  });

  test('every sidebar area has its screen: the last one, Chat, opens its room list', async ({ page }) => {
    await signIn(page, DEMO.diretor);
    await sidebar(page).getByRole('link', { name: 'Chat' }).click();
    await expect(page).toHaveURL(/\/chat\/listar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Salas' })).toBeVisible();
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/nao/existe/mesmo');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await signIn(page, DEMO.aluno);
    await page.goto('/outra/pagina-inexistente');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });
});
