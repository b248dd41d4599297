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
    // Legacy mode runs axe in the page itself: the default runs each frame apart and then finishes in a new blank
    // page of the context, which cost two thirds of each check here (3.3 s against 1.0 s on the calendar). What it
    // gives up is cross-origin frames (the screens here have none but an embedded video's player). Only the
    // violations are read, so axe builds the selectors of no other result (`resultTypes`).
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
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
