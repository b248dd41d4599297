import { deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { DEMO, attachScreenshot, fillLogin, signIn } from './support';

/** A real PNG of w×h pixels in one colour, made here so no image file is fetched from anywhere. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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
