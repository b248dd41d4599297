import { type Locator, type Page, devices, expect, test } from '@playwright/test';
import { starsOf } from '@portal/shared/player';
import { expectAxeClean } from './axe';
import { type PlayGameContent, gameStatus, keyOf, openGameAsStudent, recordedScore, solvePuzzle, stage } from './player-support';
import { attachScreenshot } from './support';

// The ten games of the training path, each played to its end by a student of a class of the test's
// own: some with the mouse, some with the keyboard alone, two on a touch phone. Each test ends on the
// score the child sees and the record the server accepted with that same score.

type Game<N extends number> = Extract<PlayGameContent['jogo'], { codTrlJogo: N }>;
function gameOf<N extends PlayGameContent['jogo']['codTrlJogo']>(content: PlayGameContent, code: N): Game<N> {
  expect(content.jogo.codTrlJogo).toBe(code);
  return content.jogo as Game<N>;
}

/** Presses Tab until `target` has the focus (as a keyboard user moves through the page). */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/** A picture's name as a sentence begins with it ('o pássaro' → 'O pássaro'). */
const atSentenceStart = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

async function expectScore(page: Page, score: number, recorded: Promise<number>) {
  await expect(stage(page).getByText(`Você fez ${score} pontos`)).toBeVisible();
  const stars = starsOf(score);
  await expect(stage(page).getByRole('img', { name: stars === 1 ? '1 estrela de 3' : `${stars} estrelas de 3` })).toBeVisible();
  await expect(stage(page).getByRole('button', { name: 'Jogar de novo' })).toBeVisible();
  expect(await recorded).toBe(score);
}

test.describe('with the keyboard alone', () => {
  test('hangman: the physical keyboard guesses the word; a wrong letter costs a chance', async ({ page, request }, testInfo) => {
    const content = await openGameAsStudent(page, request, 'Forca do planeta vermelho');
    const recorded = recordedScore(page, content);
    await expect(stage(page).getByText('Qual planeta é conhecido como planeta vermelho?')).toBeVisible();
    // The word is nowhere in the page before it is guessed.
    expect(await stage(page).textContent()).not.toMatch(/marte/i);
    await expectAxeClean(page);
    await page.keyboard.press('z');
    await expect(gameStatus(page)).toHaveText('Não tem a letra Z. Você ainda tem 5 chances.');
    await page.keyboard.press('m');
    await expect(gameStatus(page)).toHaveText('Acertou! A letra M aparece 1 vez.');
    for (const letter of 'arte') await page.keyboard.press(letter);
    await attachScreenshot(page, testInfo, 'hangman-end');
    // One wrong letter of six guesses: 92 points and still three stars.
    await expectScore(page, 92, recorded);
  });

  test('true or false: Tab and Enter answer each statement', async ({ page, request }) => {
    const content = await openGameAsStudent(page, request, 'Verdadeiro ou falso?');
    const recorded = recordedScore(page, content);
    await expect(stage(page).getByText('As plantas precisam de luz para viver.')).toBeVisible();
    await expectAxeClean(page);
    // True, then "false" for a true one (told with what it was), then true.
    for (const [answer, said] of [
      ['Verdadeiro', /^Acertou! 1 de 3/],
      ['Verdadeiro', /^Não foi desta vez: era Falso\. 2 de 3/],
      ['Verdadeiro', /^Acertou! 3 de 3\. Fim de jogo: 83 pontos\.$/],
    ] as const) {
      await tabTo(page, stage(page).getByRole('button', { name: answer, exact: true }));
      await page.keyboard.press('Enter');
      await expect(gameStatus(page)).toHaveText(said);
    }
    await expectScore(page, 83, recorded);
  });

  test('complete the phrase: a wrong word is refused, the right ones fill the blanks', async ({ page, request }) => {
    const content = await openGameAsStudent(page, request, 'Complete a frase');
    const recorded = recordedScore(page, content);
    await expect(stage(page).getByRole('button', { name: 'Lacuna 1, vazia' })).toBeVisible();
    await expectAxeClean(page);
    const word = (text: string) => stage(page).getByRole('button', { name: text, exact: true });
    await tabTo(page, word('pedras'));
    await page.keyboard.press('Enter');
    await expect(gameStatus(page)).toHaveText('“pedras” não vai na lacuna 1. Tente de novo.');
    await tabTo(page, word('plantas'));
    await page.keyboard.press('Enter');
    await expect(gameStatus(page)).toHaveText('Acertou! 1 de 2.');
    await expect(stage(page).getByRole('button', { name: 'Lacuna 1: plantas' })).toBeVisible();
    await tabTo(page, word('Sol'));
    await page.keyboard.press('Enter');
    await expectScore(page, 75, recorded);
  });

  test('image quiz: Tab to the right picture and Enter', async ({ page, request }) => {
    const content = await openGameAsStudent(page, request, 'Quem vive na água?');
    const game = gameOf(content, 10);
    const recorded = recordedScore(page, content);
    await expect(stage(page).getByText('Qual destes animais vive na água?')).toBeVisible();
    // Each picture is called by its name, its caption.
    for (const name of ['o peixe', 'o pássaro', 'a borboleta', 'o caracol'])
      await expect(stage(page).getByRole('button', { name, exact: true })).toBeVisible();
    await expectAxeClean(page);
    const right = game.respostas.find((r) => keyOf(content, r.id, 'S') === r.chave)!;
    expect(right.texto).toBe('o peixe');
    await tabTo(page, stage(page).getByRole('button', { name: right.texto!, exact: true }));
    await page.keyboard.press('Enter');
    await expect(gameStatus(page)).toHaveText('Acertou! É o peixe. Fim de jogo: 100 pontos.');
    await expectScore(page, 100, recorded);
  });
});

test.describe('with the mouse', () => {
  test('quiz: a wrong answer says try again, the right one ends the game', async ({ page, request }) => {
    const content = await openGameAsStudent(page, request, 'Quiz: quem produz alimento?');
    const recorded = recordedScore(page, content);
    await expect(stage(page).getByText('Qual destes seres vivos produz o próprio alimento?')).toBeVisible();
    await expectAxeClean(page);
    await stage(page).getByRole('button', { name: 'O peixe', exact: true }).click();
    await expect(gameStatus(page)).toHaveText('Tente de novo');
    await expect(stage(page).getByRole('button', { name: 'O peixe: resposta errada' })).toBeVisible();
    await stage(page).getByRole('button', { name: 'A árvore', exact: true }).click();
    await expect(gameStatus(page)).toHaveText('Acertou! Fim de jogo: 83 pontos.');
    await expectScore(page, 83, recorded);
  });

  test('connect the dots: a wrong link is told, each animal is linked to its plant', async ({ page, request }, testInfo) => {
    const content = await openGameAsStudent(page, request, 'Ligue o animal à planta');
    const game = gameOf(content, 4);
    const recorded = recordedScore(page, content);
    // Each picture is called by its name ('o pássaro', 'a árvore').
    const nameOf = (group: number, n: number) => (group === 1 ? game.grupo1 : game.grupo2)[n - 1]!.nome!;
    const picture = (group: number, n: number) => stage(page).getByRole('button', { name: nameOf(group, n), exact: true });
    const pairOf = (i: number) => game.grupo2.findIndex((b) => keyOf(content, b.id, game.grupo1[i]!.id) === b.chave) + 1;
    await expectAxeClean(page);
    const wrong = pairOf(0) === 1 ? 2 : 1;
    await picture(1, 1).click();
    await expect(gameStatus(page)).toHaveText(`Você escolheu ${nameOf(1, 1)}. Agora escolha o par no grupo 2.`);
    await picture(2, wrong).click();
    await expect(gameStatus(page)).toHaveText(`Não formam par: ${nameOf(1, 1)} e ${nameOf(2, wrong)}. Tente de novo.`);
    for (let i = 0; i < game.grupo1.length; i += 1) {
      await picture(1, i + 1).click();
      await picture(2, pairOf(i)).click();
      await expect(gameStatus(page)).toContainText(
        `Acertou! ${atSentenceStart(nameOf(1, i + 1))} e ${nameOf(2, pairOf(i))} formam par. ${i + 1} de 3.`,
      );
    }
    await attachScreenshot(page, testInfo, 'connect-dots-end');
    await expectScore(page, 88, recorded);
  });

  test('puzzle: clicking two tiles swaps them until the picture is whole', async ({ page, request }, testInfo) => {
    const content = await openGameAsStudent(page, request, 'Quebra-cabeça de Saturno');
    const recorded = recordedScore(page, content);
    const tiles = stage(page).getByRole('list', { name: 'Peças do quebra-cabeça' }).getByRole('button');
    await expect(tiles).toHaveCount(9);
    await expectAxeClean(page);
    await solvePuzzle(page);
    await attachScreenshot(page, testInfo, 'puzzle-end');
    await expectScore(page, 100, recorded);
  });

  test('image groups: each picture dragged into its group', async ({ page, request }, testInfo) => {
    const content = await openGameAsStudent(page, request, 'Animais ou plantas?');
    const game = gameOf(content, 8);
    const recorded = recordedScore(page, content);
    await expectAxeClean(page);
    const groupOf = (k: number) => game.grupos.find((g) => keyOf(content, game.imagens[k]!.id, g.id) === game.imagens[k]!.chave)!.nome!;
    for (let k = 0; k < game.imagens.length; k += 1) {
      const name = game.imagens[k]!.nome!;
      const from = (await stage(page).getByRole('button', { name, exact: true }).boundingBox())!;
      const to = (await stage(page)
        .getByRole('region', { name: groupOf(k), exact: true })
        .boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      await page.mouse.up();
      await expect(gameStatus(page)).toContainText(`Acertou! ${atSentenceStart(name)} é do grupo ${groupOf(k)}. ${k + 1} de 6.`);
    }
    await expect(stage(page).getByRole('list', { name: 'Animais: 3 figuras' })).toBeVisible();
    await attachScreenshot(page, testInfo, 'image-groups-end');
    await expectScore(page, 100, recorded);
  });
});

test.describe('on a touch phone', () => {
  const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
  test.use(phone);

  test('memory: tapping two cards at a time finds every pair', async ({ page, request }, testInfo) => {
    const content = await openGameAsStudent(page, request, 'Memória dos astros');
    const recorded = recordedScore(page, content);
    const cards = stage(page).getByRole('button', { name: /^Carta \d+/ });
    await expect(cards).toHaveCount(12);
    await expect(stage(page).locator('img')).toHaveCount(0);
    await expectAxeClean(page);
    // A turned card says its picture's name: 'Carta 3: a Lua' (', par encontrado' once its pair is found).
    const pictureOn = async (n: number) => {
      await expect(cards.nth(n)).toHaveAccessibleName(/^Carta \d+: /);
      return /^Carta \d+: (.+?)(, par encontrado)?$/.exec((await cards.nth(n).getAttribute('aria-label'))!)![1]!;
    };
    // First look at every card, two by two, as a child does; then tap the pairs found.
    const where = new Map<string, number[]>();
    for (let n = 0; n < 12; n += 2) {
      await cards.nth(n).tap();
      await cards.nth(n + 1).tap();
      for (const m of [n, n + 1]) {
        const picture = await pictureOn(m);
        where.set(picture, [...(where.get(picture) ?? []), m]);
      }
    }
    // The wrong pairs turned back: the only cards face up are the pairs found.
    await expect(stage(page).getByRole('button', { name: /^Carta \d+: (?!.*, par encontrado$)/ })).toHaveCount(0);
    for (const [first, second] of where.values()) {
      if ((await cards.nth(first!).getAttribute('aria-label'))!.endsWith('par encontrado')) continue;
      await cards.nth(first!).tap();
      await cards.nth(second!).tap();
      await expect(cards.nth(second!)).toHaveAccessibleName(/par encontrado$/);
    }
    await attachScreenshot(page, testInfo, 'memory-end');
    // At most as many wrong pairs as pairs: full marks.
    await expectScore(page, 100, recorded);
  });

  test('maze: swipes walk the ladybird to the picture each hint names', async ({ page, request }, testInfo) => {
    const content = await openGameAsStudent(page, request, 'Labirinto espacial');
    const game = gameOf(content, 3);
    const recorded = recordedScore(page, content);
    const grid = stage(page).getByRole('grid');
    await expect(grid).toHaveAccessibleName('Labirinto. Encontre: O planeta onde vivemos. Use as setas para andar.');
    await expectAxeClean(page);
    await attachScreenshot(page, testInfo, 'maze-phone');

    // A swipe is a real touch (Chrome's touch events, which the page sees as pointer events of a finger).
    const cdp = await page.context().newCDPSession(page);
    const box = (await grid.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const swipe = async (dx: number, dy: number) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx / 2, y: y + dy / 2 }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y: y + dy }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const walk = async (rows: number, cols: number) => {
      for (let i = 0; i < Math.abs(cols); i += 1) await swipe(Math.sign(cols) * 60, 0);
      for (let i = 0; i < Math.abs(rows); i += 1) await swipe(0, Math.sign(rows) * 60);
    };

    // The 7 × 7 maze (games/maze/layout.ts): the start in the middle, the pictures in the corners in
    // the game's order (top left, top right, bottom left, bottom right), joined by the middle row.
    let at = { r: 3, c: 3 };
    for (const [h, hint] of game.dicas.entries()) {
      const corner = game.imagens.findIndex((img) => keyOf(content, img.id, hint.id) === img.chave);
      const target = { r: corner < 2 ? 0 : 6, c: corner % 2 === 0 ? 0 : 6 };
      if (at.r !== 3) await walk(3 - at.r, 0);
      await walk(0, target.c - at.c);
      await walk(target.r - 3, 0);
      at = target;
      await expect(gameStatus(page)).toContainText(`Acertou! É ${game.imagens[corner]!.nome}. ${h + 1} de 4.`);
    }
    await expectScore(page, 100, recorded);
  });
});
