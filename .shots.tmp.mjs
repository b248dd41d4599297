import { chromium } from 'playwright-core';
const base = 'http://localhost:3111';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
async function shoot(login, password, path, name, sizes = [[390, 844], [1366, 768]], act) {
  for (const [w, h] of sizes) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h } });
    const page = await ctx.newPage();
    await page.goto(base + '/login');
    const code = page.getByLabel('Código de usuário');
    await code.click();
    await code.pressSequentially(login.replace('-', '').toLowerCase());
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/home/);
    if (path !== '/home') await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    if (act) await act(page);
    await page.screenshot({ path: `/tmp/shots/${name}-${w}.png`, fullPage: false });
    await ctx.close();
  }
}
const classId = process.argv[2];
await shoot('AUCE-0002', 'Coord@2026', '/home', 'home-coord');
await shoot('AUCE-0003', 'Prof@2026', `/turma/${classId}/chamada`, 'roll-prof');
await shoot('AUCE-0003', 'Prof@2026', '/home', 'home-prof', [[390, 844]]);
await shoot('AUCE-0004', 'Aluno@2026', '/frequencia', 'own-attendance');
await shoot('AUCE-0002', 'Coord@2026', `/turma/${classId}/chamada?data=2026-11-20`, 'roll-coord-history', [[1366, 768]], async (page) => {
  await page.getByRole('button', { name: 'Histórico de alterações' }).click();
  await page.waitForTimeout(600);
});
await browser.close();
