import { type Page, expect, test } from '@playwright/test';
import type { PlayPathDto } from '@portal/shared/player';
import { classPlayingTheTrainingPath, stage } from './player-support';
import { attachScreenshot, signInWithForm } from './support';

/*
 * The player on any screen (issue 22): at five window sizes, every item of the training path (every content
 * type and all ten games) is opened by its address, and
 * - the stage never scrolls itself (a long text makes the page longer instead);
 * - a game's whole stage, 'Anterior' and 'Próximo' are inside the window without scrolling anything;
 * - no picture leaves its frame;
 * - Back returns to the item before.
 * Each game's screen is attached to the report at every size, for a reviewer to look at.
 */

const SIZES = [
  { name: 'phone 360×640', width: 360, height: 640 },
  { name: 'phone 390×844', width: 390, height: 844 },
  { name: 'phone on its side 844×390', width: 844, height: 390 },
  { name: 'laptop 1366×768', width: 1366, height: 768 },
  { name: 'desktop 1920×1080', width: 1920, height: 1080 },
] as const;

type Item = PlayPathDto['capitulos'][number]['aulas'][number]['conteudos'][number];

/** What the window shows of an item: what scrolls, and where the stage and the buttons end. */
function measure(page: Page) {
  return page.evaluate(() => {
    const stageBox = document.querySelector<HTMLElement>('section[aria-label="Conteúdo da aula"]')!;
    const bottomOf = (name: string) =>
      [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)?.getBoundingClientRect().bottom ?? Infinity;
    const outOfFrame = [...stageBox.querySelectorAll('img')].filter((img) => {
      const box = img.getBoundingClientRect();
      const frame = img.parentElement!.getBoundingClientRect();
      return box.top < frame.top - 1 || box.bottom > frame.bottom + 1 || box.left < frame.left - 1 || box.right > frame.right + 1;
    });
    return {
      stageOverflow: stageBox.scrollHeight - stageBox.clientHeight,
      stageBottom: stageBox.getBoundingClientRect().bottom,
      nextBottom: bottomOf('Próximo'),
      previousBottom: bottomOf('Anterior'),
      windowHeight: window.innerHeight,
      picturesOutOfFrame: outOfFrame.map((img) => img.getAttribute('alt') || img.getAttribute('src')),
    };
  });
}

/** Opens an address inside the running app (as a link would), without reloading the page. */
async function openAddress(page: Page, address: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, address);
}

const titleOf = (item: Item) => item.dscTitulo ?? '';

for (const size of SIZES) {
  test(`every item of the path fits a ${size.name}`, async ({ page, request }, testInfo) => {
    // axe checks each game once, in player-games.spec.ts (as each test opens it; memory and maze on a phone): here it
    // cost 3-4 s a game, the whole minute of this test on a slow 2-core machine, for the same findings.
    const { student } = await classPlayingTheTrainingPath(request);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signInWithForm(page, student);
    const received = page.waitForResponse((r) => /\/api\/plataforma\/trilha\/\d+$/.test(new URL(r.url()).pathname) && r.ok());
    await page.goto('/plataforma');
    const path = (await (await received).json()) as PlayPathDto;
    // The path is asked as the page starts, before the app has drawn anything: the first address is opened
    // once the map is on the screen (an address pushed earlier was once left unread on a slow machine).
    await expect(page.getByRole('heading', { level: 1, name: path.dscTitulo, exact: true })).toBeVisible();
    const items = path.capitulos.flatMap((chapter) => chapter.aulas.flatMap((lesson) => lesson.conteudos));
    expect(new Set(items.filter((i) => i.codTrlTipoConteudo === 3).map((i) => i.jogo.codTrlJogo)).size).toBe(10);

    const wrong: string[] = [];
    for (const item of items) {
      await openAddress(page, `/plataforma/${item.codTrlConteudo}`);
      const heading = page.getByRole('heading', { level: 1, name: titleOf(item), exact: true });
      await expect(heading).toBeVisible();
      // The item's title takes the focus for screen readers, without a focus ring drawn around it.
      await expect(heading).toBeFocused();
      await expect(heading).toHaveCSS('outline-style', 'none');
      const isGame = item.codTrlTipoConteudo === 3;
      // A game's board is drawn once its chunk has come: its own heading (for screen readers) is then on the stage.
      if (isGame) await expect(stage(page).getByRole('heading', { level: 2, name: titleOf(item), exact: true })).toBeAttached();
      for (const img of await stage(page).locator('img').all()) await expect(img).toHaveJSProperty('complete', true);
      const m = await measure(page);
      const name = `${titleOf(item)} (${isGame ? `jogo ${item.jogo.codTrlJogo}` : `tipo ${item.codTrlTipoConteudo}`})`;
      if (m.stageOverflow > 1) wrong.push(`${name}: the stage scrolls ${m.stageOverflow} px`);
      if (m.picturesOutOfFrame.length) wrong.push(`${name}: pictures out of their frames: ${m.picturesOutOfFrame.join(', ')}`);
      if (isGame) {
        if (m.stageBottom > m.windowHeight)
          wrong.push(`${name}: the stage ends ${Math.round(m.stageBottom - m.windowHeight)} px below the window`);
        if (m.nextBottom > m.windowHeight) wrong.push(`${name}: 'Próximo' is below the window`);
        if (m.previousBottom > m.windowHeight) wrong.push(`${name}: 'Anterior' is below the window`);
        await attachScreenshot(page, testInfo, `${size.width}x${size.height}-jogo-${item.jogo.codTrlJogo}`);
      }
    }
    expect(wrong).toEqual([]);

    // Back returns to the item before, Forward to the one after.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: titleOf(items.at(-2)!), exact: true })).toBeVisible();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: titleOf(items.at(-1)!), exact: true })).toBeVisible();
  });
}
