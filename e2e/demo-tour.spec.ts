import { type Page, expect, test } from '@playwright/test';
import { expectAxeClean } from './axe';
import { DEMO, type DemoUser, attachScreenshot, signInWithForm } from './support';

// A school trying the portal: `npm start` on a fresh directory with the demo and its term of history
// (SEED_DEMO=true, the default; playwright.config.ts's third server, project 'demo'), each profile signing in
// for the first time. Every home and every report is looked at on a laptop and on a phone, with axe on each.

const SIZES = [
  { name: '1366', width: 1366, height: 768 },
  { name: '390', width: 390, height: 844 },
] as const;

/** At each size: what the screen must show there, then a screenshot kept with the report and axe. */
async function atEachSize(page: Page, shot: string, expectShown: () => Promise<void>, testInfo: Parameters<typeof attachScreenshot>[1]) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await expectShown();
    // Nothing wider than the window: a page that scrolls sideways on a phone hides half of itself. Polled, as the
    // shell's sidebar and padding take a transition to the new size.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await attachScreenshot(page, testInfo, `demo-${shot}-${size.name}`);
    await expectAxeClean(page);
  }
}

const PROFILES: [string, DemoUser][] = [
  ['master', DEMO.master],
  ['assistente', DEMO.assistente],
  ['gestor', DEMO.gestor],
  ['diretor', DEMO.diretor],
  ['coordenador', DEMO.coordenador],
  ['professor', DEMO.professor],
  ['aluno', DEMO.aluno],
];

for (const [key, user] of PROFILES) {
  test(`the ${user.profile}'s home on the demo's first start, at 1366 and 390 px`, async ({ page }, testInfo) => {
    await signInWithForm(page, user);
    await atEachSize(
      page,
      `home-${key}`,
      async () => {
        await expect(page.getByRole('heading', { level: 1, name: `Bem-vindo(a), ${user.name}` })).toBeVisible();
        if (key === 'aluno') {
          // The term of history left the student activities to answer and a next item in the path.
          const todo = page.getByRole('region', { name: 'Para fazer' });
          await expect(todo.getByRole('listitem').first()).toBeVisible();
          await expect(todo.getByRole('link', { name: /^Continuar: / })).toBeVisible();
        }
      },
      testInfo,
    );
  });
}

const REPORTS = [
  ['quantidade', 'Relatório Quantidade'],
  ['acesso', 'Acessos'],
  ['notas', 'Notas'],
  ['progresso', 'Progresso (Trilha)'],
  ['avaliacaoTrilha', 'Avaliação da Trilha (Trilha)'],
  ['frequencia', 'Frequência'],
] as const;

for (const [route, title] of REPORTS) {
  test(`the Gestor's ${title} on the demo's first start has rows and a chart, at 1366 and 390 px`, async ({ page }, testInfo) => {
    await signInWithForm(page, DEMO.gestor);
    await page.goto(`/relatorio/${route}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    const rows = page.getByRole('table', { name: route === 'quantidade' ? 'Quantidade por turma' : `${title}: resultados` });
    await atEachSize(
      page,
      `report-${route}`,
      async () => {
        await expect(rows).toHaveAttribute('aria-busy', 'false');
        await expect(rows.getByText('Nenhum registro para estes filtros.')).toHaveCount(0);
        await expect(rows.getByRole('row').nth(1)).toBeVisible();
        await expect(page.locator('figure figcaption').first()).not.toBeEmpty();
      },
      testInfo,
    );
  });
}
