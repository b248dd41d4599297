import { expect, test } from '@playwright/test';
import type { PlayPathDto } from '@portal/shared/player';
import { expectAxeClean } from './axe';
import { classPlayingTheTrainingPath, next, stage } from './player-support';
import { attachScreenshot, sidebar, signInWithForm } from './support';

test('the student plays the class path: each content type, offline and back, the chapter evaluation, and resumes after signing in again', async ({
  page,
  request,
  context,
}, testInfo) => {
  const { student } = await classPlayingTheTrainingPath(request);
  // Every record the server accepted, by the browser's id: the offline one must arrive exactly once.
  const accepted: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/plataforma/progresso') && response.ok())
      accepted.push(...((await response.json()) as { aceitos: string[] }).aceitos);
  });

  await signInWithForm(page, student);
  await sidebar(page).getByRole('link', { name: 'Trilha' }).click();
  await expect(page).toHaveURL(/\/plataforma$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plataforma de Treinamento - Ciências' })).toBeVisible();
  await expect(page.getByText('0 de 18 conteúdos concluídos')).toBeVisible();
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Começar' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'O que é o Sistema Solar' })).toBeVisible();
  await expect(stage(page).getByText(/O Sistema Solar é formado pelo Sol/)).toBeVisible();
  await next(page, 'O Sol, a nossa estrela');
  await expect(stage(page).getByRole('img', { name: 'O Sol, a nossa estrela' })).toBeVisible();
  // Each item has its address: the browser's Back and Forward move between items, a reload stays on the item.
  await expect(page).toHaveURL(/\/plataforma\/\d+$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'O que é o Sistema Solar' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'O Sol, a nossa estrela' })).toBeVisible();
  // A reload asks the class's active path and the path once each: asked as the page starts (app/session/early.ts),
  // the player takes those answers instead of asking again.
  const playerReads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(trl_livro_turma\/comConteudoLivroAtivo|plataforma\/trilha)\//.test(pathname)) playerReads.push(pathname.split('/')[2]!);
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'O Sol, a nossa estrela' })).toBeVisible();
  expect(playerReads.sort()).toEqual(['plataforma', 'trl_livro_turma']);

  // The school's Wi-Fi drops: the image is completed offline, the screen says its record waits here.
  await context.setOffline(true);
  await next(page, 'Conversa sobre o Sol');
  await expect(page.getByText('Sem internet')).toBeVisible();
  await expect(page.getByText(/1 registro será enviado quando a internet voltar/)).toBeVisible();
  const waiting = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('player-outbox:'))!;
    return (JSON.parse(localStorage.getItem(key)!) as { kind: string; record?: { id: string } }[]).flatMap((i) =>
      i.record ? [i.record.id] : [],
    );
  });
  expect(waiting).toHaveLength(1);

  // The dialogue, one speech bubble at a time.
  await expect(stage(page).getByText('Vocês sabem por que o Sol é tão importante para a vida na Terra?')).toBeVisible();
  await stage(page).getByRole('button', { name: 'Próxima fala' }).click();
  await expect(stage(page).getByText('Porque ele ilumina e aquece o nosso planeta!')).toBeVisible();
  await expect(stage(page).getByText('Vocês sabem por que')).toHaveCount(0);

  // Back online: the waiting record is sent, once.
  await context.setOffline(false);
  await expect(page.getByText('Sem internet')).toBeHidden();
  await expect.poll(() => accepted.filter((id) => id === waiting[0]).length).toBe(1);

  // The video is a YouTube videoaula: played in the page from youtube-nocookie.com (not reached by the tests).
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.abort());
  await next(page, 'Viagem pelo Sistema Solar');
  await expect(stage(page).getByTitle('Viagem pelo Sistema Solar')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/zF-fQPiTFtQ',
  );
  await next(page, 'Monte o Sistema Solar');
  await expect(stage(page).getByText(/Qual planeta fica mais perto do Sol\?/)).toBeVisible();
  await attachScreenshot(page, testInfo, 'player-assembly');
  await expectAxeClean(page);

  // The games of the chapter are passed by here (each has its own spec); the chapter's evaluation follows its last content.
  for (const title of ['Forca do planeta vermelho', 'Memória dos astros', 'Labirinto espacial', 'Quebra-cabeça de Saturno'])
    await next(page, title);
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { name: 'Você terminou o capítulo O Sistema Solar!' })).toBeVisible();
  const faces = page.getByRole('radiogroup');
  await expect(faces.first()).toBeVisible();
  for (const group of await faces.all()) await group.getByRole('radio', { name: 'Gostei muito (5 de 5)' }).click();
  await expectAxeClean(page);
  const evaluation = page.waitForResponse((r) => r.url().endsWith('/api/plataforma/avaliacao') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Enviar avaliação' }).click();
  expect((await evaluation).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Seres vivos' })).toBeVisible();
  await next(page, 'Uma árvore');
  // Everything this browser had to tell the server has arrived (the queue is empty).
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('player-outbox:')).length)).toBe(0);

  // Signed out and in again (on any device): the player resumes at the same content.
  await sidebar(page).getByRole('link', { name: 'Sair' }).click();
  await page.getByRole('button', { name: 'Sim' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, student);
  await page.goto('/plataforma');
  await expect(page.getByText('6 de 18 conteúdos concluídos')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Capítulo 1: O Sistema Solar' }).getByText('Avaliado')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar: Uma árvore' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Uma árvore' })).toBeVisible();
});

test('the training platform: the login screen’s hidden gesture opens the sample path, played signed out, its progress kept in this browser only', async ({
  page,
}) => {
  const written: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/plataforma/') && request.method() !== 'GET') written.push(request.url());
  });
  await page.goto('/login');
  for (let click = 0; click < 3; click += 1) await page.getByTestId('login-header').click();
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Você será levado à Plataforma de Treinamento.');
    void dialog.accept();
  });
  await page.keyboard.press('Control+z');
  await expect(page).toHaveURL(/\/plataforma-treinamento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plataforma de Treinamento - Ciências' })).toBeVisible();
  await expect(
    page.getByText('Plataforma de Treinamento: experimente a trilha de exemplo. Seu progresso fica só neste navegador.'),
  ).toBeVisible();
  await expect(page.getByText('0 de 18 conteúdos concluídos')).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Começar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'O que é o Sistema Solar' })).toBeVisible();
  await next(page, 'O Sol, a nossa estrela');
  await expect(stage(page).getByRole('img', { name: 'O Sol, a nossa estrela' })).toBeVisible();
  // Its items have their addresses too; a reload stays on the item.
  await expect(page).toHaveURL(/\/plataforma-treinamento\/\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'O Sol, a nossa estrela' })).toBeVisible();

  // Back another day in the same browser: the path resumes where it stopped; the server was told nothing.
  await page.goto('/plataforma-treinamento');
  await expect(page.getByText('1 de 18 conteúdos concluídos')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar: O Sol, a nossa estrela' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'O Sol, a nossa estrela' })).toBeVisible();
  expect(written).toEqual([]);

  // A path done to the end: the map says so, with no Continuar to its last item.
  const sample = (await (await page.request.get('/api/plataforma/treinamento')).json()) as PlayPathDto;
  const items = sample.capitulos.flatMap((c) => c.aulas.flatMap((a) => a.conteudos.map((content) => content.codTrlConteudo)));
  const everything = { concluidos: items, ultimoConteudo: items.at(-1), capitulosAvaliados: sample.capitulos.map((c) => c.codTrlCapitulo) };
  await page.evaluate((state) => localStorage.setItem('training-progress', JSON.stringify(state)), everything);
  await page.goto('/plataforma-treinamento');
  await expect(page.getByText('18 de 18 conteúdos concluídos')).toBeVisible();
  await expect(page.getByText('Trilha concluída!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continuar/ })).toHaveCount(0);
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'Entrar no portal' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
