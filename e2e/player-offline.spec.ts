import { type Page, expect, test } from '@playwright/test';
import type { PlayPathDto } from '@portal/shared/player';
import { apiSignIn } from './api';
import { expectAxeClean } from './axe';
import { CHROMIUM_FLAGS, FULL_CHROMIUM } from './chromium';
import { classPlayingTheTrainingPath, next, solvePuzzle, stage } from './player-support';
import { attachScreenshot, signInWithForm } from './support';

// The one spec where the service worker runs (playwright.config.ts blocks it elsewhere), in the full Chromium: the
// headless shell of the other specs has no Background Sync.
test.use({ serviceWorkers: 'allow', launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_FLAGS } });

const PATH_TITLE = 'Plataforma de Treinamento - Ciências';
const CHAPTER_ONE = [
  'O Sol, a nossa estrela',
  'Conversa sobre o Sol',
  'Viagem pelo Sistema Solar',
  'Monte o Sistema Solar',
  'Forca do planeta vermelho',
  'Memória dos astros',
  'Labirinto espacial',
  'Quebra-cabeça de Saturno',
];

/** The end every game reaches: its score, its stars and 'Jogar de novo'. */
async function expectWon(page: Page) {
  await expect(stage(page).getByText('Você fez 100 pontos')).toBeVisible();
  await expect(stage(page).getByRole('img', { name: '3 estrelas de 3' })).toBeVisible();
  await expect(stage(page).getByRole('button', { name: 'Jogar de novo' })).toBeVisible();
}

/** The games of the first chapter played to their end offline, each without a mistake. */
const PLAYED_OFFLINE: Record<string, (page: Page) => Promise<void>> = {
  'Forca do planeta vermelho': async (page) => {
    await expect(stage(page).getByText('Qual planeta é conhecido como planeta vermelho?')).toBeVisible();
    for (const letter of 'marte') await page.keyboard.press(letter);
    await expectWon(page);
  },
  'Quebra-cabeça de Saturno': async (page) => {
    await solvePuzzle(page);
    await expectWon(page);
  },
};

test('after one visit online the player opens and plays without the network; what was done offline arrives once; signing out leaves nothing', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { student, pathId } = await classPlayingTheTrainingPath(request);
  // Every progress record the server accepted, by the browser's id, from any tab of this browser (the answers the
  // pages read; the service worker's own requests carry no body Playwright can read).
  const accepted: string[] = [];
  context.on('response', async (response) => {
    if (response.url().endsWith('/api/plataforma/progresso') && response.ok() && !response.request().serviceWorker())
      accepted.push(...((await response.json()) as { aceitos: string[] }).aceitos);
  });

  await signInWithForm(page, student);
  await page.goto('/plataforma');
  await expect(page.getByRole('heading', { level: 1, name: PATH_TITLE })).toBeVisible();
  // Keeping the player on the device starts at the child's first touch (not while the first screen loads).
  await expect(page.getByTestId('kept-offline')).toHaveCount(0);
  await page.getByRole('heading', { level: 1, name: PATH_TITLE }).click();
  await expect(page.getByTestId('kept-offline')).toHaveText(/^Disponível sem internet: \d+,\d MB$/);
  // The service worker is active once it has stored the app's code and pages.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  // Installable: Chromium finds the manifest, its icons and the service worker it asks for.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // (A Playwright context is an incognito profile, where the full browser installs nothing: that one is the test's.)
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);

  // The school's link drops; the page is reloaded: the portal opens from the device.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: PATH_TITLE })).toBeVisible();
  await expect(page.getByText('0 de 18 conteúdos concluídos')).toBeVisible();
  await page.getByRole('button', { name: 'Começar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'O que é o Sistema Solar' })).toBeVisible();
  await next(page, CHAPTER_ONE[0]!);
  const sun = stage(page).getByRole('img', { name: 'O Sol, a nossa estrela' });
  await expect.poll(() => sun.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Every item of the chapter opens, the games' boards included (their code is on the device); two games are played
  // to their end without the network.
  for (const title of CHAPTER_ONE.slice(1)) {
    await next(page, title);
    if (title in PLAYED_OFFLINE) await PLAYED_OFFLINE[title]!(page);
  }
  await expect(stage(page).getByRole('button').first()).toBeVisible();
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { name: 'Você terminou o capítulo O Sistema Solar!' })).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio', { name: 'Gostei muito (5 de 5)' }).click();
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seres vivos' })).toBeVisible();
  await expect(page.getByText(/registros serão enviados quando a internet voltar/)).toBeVisible();
  await expectAxeClean(page);
  const waiting = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('player-outbox:'))!;
    return JSON.parse(localStorage.getItem(key)!) as { kind: string; record?: { id: string } }[];
  });
  const waitingRecords = waiting.flatMap((item) => (item.record ? [item.record.id] : []));
  expect(waitingRecords.length).toBeGreaterThanOrEqual(4);
  expect(waiting.filter((item) => item.kind === 'evaluation')).toHaveLength(1);

  // What needs the network says so, never a blank page.
  for (const address of ['/chat/listar', '/forum/salas', '/atividade/visualizarQuestoes']) {
    await page.goto(address);
    await expect(page.getByRole('status').filter({ hasText: 'Sem conexão' }), address).toContainText(
      'A Trilha continua funcionando neste aparelho; atividades, chat, fórum e relatórios voltam assim que a conexão voltar.',
    );
  }
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'offline-activities');

  // The tab is closed and the network returns: with no portal tab open, the service worker sends what it kept
  // (Background Sync), and the server has the chapter's records, its evaluation and the two games' scores.
  await page.close();
  await context.setOffline(false);
  const session = await apiSignIn(request, student);
  const onServer = async () =>
    (await (await request.get(`/api/plataforma/trilha/${pathId}`, { headers: session.headers })).json()) as PlayPathDto;
  const contents = (await onServer()).capitulos.flatMap((chapter) => chapter.aulas.flatMap((lesson) => lesson.conteudos));
  const codeOf = (title: string) => contents.find((c) => c.dscTitulo === title)!.codTrlConteudo;
  const heldByServer = async () => {
    const progress = (await onServer()).progresso!;
    return {
      done: progress.concluidos.length >= 4,
      evaluated: progress.capitulosAvaliados.length,
      scores: Object.keys(PLAYED_OFFLINE).map(
        (title) => progress.melhores.find((best) => best.codTrlConteudo === codeOf(title))?.pontuacao,
      ),
    };
  };
  await expect.poll(heldByServer).toEqual({ done: true, evaluated: 1, scores: [100, 100] });

  // The portal opened again: its own queue of the same records is sent too and the server keeps them once.
  const reopened = await context.newPage();
  await reopened.goto('/plataforma');
  await expect(reopened.getByRole('heading', { level: 1, name: PATH_TITLE })).toBeVisible();
  await expect.poll(() => reopened.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('player-outbox:')).length)).toBe(0);
  for (const id of waitingRecords) expect(accepted, id).toContain(id);
  expect(await heldByServer()).toEqual({ done: true, evaluated: 1, scores: [100, 100] });

  // Signing out leaves nothing of this student on the device; the next student on the same browser starts clean.
  await reopened.goto('/sair');
  await reopened.getByRole('button', { name: 'Sim' }).click();
  await expect(reopened).toHaveURL(/\/login$/);
  await expect
    .poll(() =>
      reopened.evaluate(async () =>
        (await caches.keys()).filter((name) => name.startsWith('portal-answers-') || name === 'portal-pictures'),
      ),
    )
    .toEqual([]);
  const { student: another } = await classPlayingTheTrainingPath(request);
  await signInWithForm(reopened, another);
  await reopened.goto('/plataforma');
  await expect(reopened.getByText('0 de 18 conteúdos concluídos')).toBeVisible();
});
