import { chromium } from 'playwright-core';
const base = 'http://localhost:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1366, 768], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  await page.goto(base + '/login');
  const code = page.getByLabel('Código de usuário');
  await code.click();
  await code.pressSequentially('auce0003');
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('Prof@2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/home/);
  await page.goto(base + '/turma/1/boletim');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shots/demo-gradebook-${w}.png` });
  await ctx.close();
}
await browser.close();
