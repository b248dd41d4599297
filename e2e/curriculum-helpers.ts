import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { encodedImage, file, png, type Rgb } from './images';

/** Files a person would pick: real PNG/JPEG/WebP made in the test, and a GIF the game fields refuse. */
export const pngFile = (name: string, rgb: Rgb) => file(`${name}.png`, png(120, 90, rgb));
export async function jpegFile(page: Page, name: string, rgb: Rgb) {
  return file(`${name}.jpg`, await encodedImage(page, 160, 120, rgb));
}
export async function webpFile(page: Page, name: string, rgb: Rgb) {
  return file(`${name}.webp`, await encodedImage(page, 640, 960, rgb, 'image/webp'));
}
export const gifFile = (name: string) => ({
  name: `${name}.gif`,
  mimeType: 'image/gif',
  buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'),
});

export const COLOURS: Rgb[] = [
  [220, 60, 60],
  [60, 160, 80],
  [50, 90, 200],
  [230, 170, 40],
  [140, 70, 170],
  [30, 160, 170],
  [200, 100, 40],
  [90, 90, 90],
  [250, 120, 170],
];

export function contentDialog(page: Page, name = 'Novo Conteúdo'): Locator {
  return page.getByRole('dialog', { name });
}

/** 'Adicionar conteúdo' of Aula N, then the content type. */
export async function newContent(page: Page, lesson: number, type: string): Promise<Locator> {
  await page.getByRole('button', { name: `Adicionar conteúdo na Aula ${lesson}` }).click();
  const dialog = contentDialog(page);
  await expect(dialog).toBeVisible();
  await choose(page, dialog.getByLabel('Tipo de conteúdo'), type);
  return dialog;
}

/** Picks an option of a Mantine select (its list opens in a portal). */
export async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .click();
}

export async function chooseGame(page: Page, dialog: Locator, game: string) {
  await choose(page, dialog.getByLabel('Jogo', { exact: true }), game);
}

/** Salvar (it comes back 2 s after each click: Playwright waits for it). */
export async function save(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Salvar' }).click();
}

/** The validation list under its heading holds exactly these lines (in any order). */
export async function expectErrors(dialog: Locator, messages: string[]) {
  const list = dialog.getByTestId('validation-list');
  await expect(list).toBeVisible();
  await expect(list.getByText('Corrija os itens abaixo antes de salvar:')).toBeVisible();
  await expect
    .poll(async () => (await list.getByRole('listitem').allInnerTexts()).map((line) => line.trim()).sort())
    .toEqual([...messages].sort());
}

/** An upload alert (format or count) shown as a notification. */
export async function expectAlert(page: Page, text: string) {
  const alert = page.locator('.mantine-Notification-root').filter({ hasText: text });
  await expect(alert.first()).toBeVisible();
  await alert.first().getByRole('button').click();
}

/** Saved: the dialog closes and the item shows in its lesson. */
export async function expectSaved(page: Page, dialog: Locator, lesson: number, item: string) {
  await expect(dialog).toBeHidden();
  await expect(contentsOf(page, lesson).getByText(item, { exact: true })).toBeVisible();
}

export function contentsOf(page: Page, lesson: number): Locator {
  return page.getByRole('list', { name: `Conteúdos da Aula ${lesson}` });
}

/** A whole dialog in the report (and in the test's output folder): the viewport grows so that nothing is cut. */
export async function attachDialog(page: Page, testInfo: TestInfo, dialog: Locator, name: string, withSave = true) {
  // Salvar is back 2 s after the last click: show it in the picture.
  if (withSave) await expect(dialog.getByRole('button', { name: 'Salvar' })).toBeVisible();
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  await page.setViewportSize({ width: size.width, height: 2400 });
  // Two frames: the page has laid itself out at the new size (no fixed wait).
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  const path = testInfo.outputPath(`${name}.png`);
  await dialog.screenshot({ path });
  await page.setViewportSize(size);
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** A whole page in the report and in the test's output folder. */
export async function attachPage(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** Drags one handle onto another with the mouse, in small steps as a hand would. */
export async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  if (!a || !b) throw new Error('drag handles not on screen');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 4 });
  // The drag has begun (dnd-kit presses the handle) before the pointer travels: on a loaded machine
  // the pick-up can lag behind the first moves, and a drop before it would be a click.
  await expect(from).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 20 });
  // The target is under the pointer (the screen reader hears 'X está sobre Y') before the drop.
  await expect(page.getByText(/ está sobre /)).toBeAttached();
  await page.mouse.up();
}
