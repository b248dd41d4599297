import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/** The one accessibility check of the browser tests: WCAG 2.1 A/AA and best practices, by axe. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A notification or dialog fading in or out is measured at a passing opacity. While axe measures,
  // transitions and animations take no time (a notice whose timer ends mid-analysis is then either
  // fully there or gone), and those already running are waited for; spinners run forever and are left alone.
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition-duration: 0s !important; animation-duration: 0s !important; }',
  });
  try {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  } finally {
    await still.evaluate((style) => (style as Element).remove());
  }
}

/** Fails the test with the list of serious and critical violations on the page as it is now. */
export async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}
