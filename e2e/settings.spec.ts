import { expect, test } from '@playwright/test';
import { png } from './images';
import { DEMO, attachScreenshot, fillLogin, signIn } from './support';

test('a user changes the avatar, and a script disguised as an image is refused', async ({ page }, testInfo) => {
  await signIn(page, DEMO.coordenador);
  await page.goto('/configuracao');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  const input = page.locator('input[type="file"]');
  await input.setInputFiles({ name: 'script.png', mimeType: 'image/png', buffer: Buffer.from('<script>alert(1)</script>') });
  await page.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(page.getByText('Arquivo inválido. Formatos válidos: jpeg e png').first()).toBeVisible();

  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png(900, 600, [40, 120, 200]) });
  await page.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(page.getByText('Foto do perfil atualizada com sucesso!')).toBeVisible();
  const avatar = page.getByRole('banner').locator('img');
  await expect(avatar).toHaveAttribute('src', /\/uploads\/avatars\/[0-9a-f]{32}\.jpg$/);
  await attachScreenshot(page, testInfo, 'configuracao');
});

test('a user changes the password, signs in again with the new one, and the old one stops working', async ({ page }) => {
  // A student no other test signs in as, so the new password disturbs nobody.
  const user = { ...DEMO.alunoHorizonte, login: 'HOSU-0004', name: 'João Pereira' };
  await signIn(page, user);
  await page.goto('/configuracao');
  await page.getByLabel('Senha atual').fill('nao-e-essa');
  await page.getByRole('textbox', { name: 'Nova senha', exact: true }).fill('Nova@2026');
  await page.getByLabel('Confirmar nova senha').fill('Nova@2026');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha atual está incorreta.').first()).toBeVisible();

  await page.getByLabel('Senha atual').fill(user.password);
  await page.getByLabel('Confirmar nova senha').fill('Outra@2026');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A nova senha e a confirmação não conferem.').first()).toBeVisible();

  await page.getByLabel('Confirmar nova senha').fill('Nova@2026');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, user.login, user.password);
  await expect(page.getByText('Usuário ou senha inválidos')).toBeVisible();
  await signIn(page, { ...user, password: 'Nova@2026' });
});
