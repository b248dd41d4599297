import { type APIRequestContext, type Page, type Response, expect } from '@playwright/test';
import { type PlayPathDto, type ProgressBody, answerKey } from '@portal/shared/player';
import { apiSignIn, createClass, createUser, uniqueTag } from './api';
import { DEMO, type DemoUser, signInWithForm } from './support';

/**
 * A class of the spec's own, with a Professor and an Aluno, whose active path is the network's
 * training path (every content type and all ten games): what one student does never meets another
 * spec's student.
 */
export async function classPlayingTheTrainingPath(
  request: APIRequestContext,
): Promise<{ student: DemoUser; professor: DemoUser; pathId: number }> {
  const tag = uniqueTag();
  const diretor = await apiSignIn(request, DEMO.diretor);
  const classId = await createClass(request, diretor, `Trilha ${tag}`);
  const professor = await createUser(request, diretor, { name: `Tiago Trilha ${tag}`, profile: 'Professor', classes: [classId] });
  const student = await createUser(request, diretor, { name: `Bia Trilha ${tag}`, profile: 'Aluno', classes: [classId] });
  const prof = await apiSignIn(request, professor);
  const training = await request.get('/api/plataforma/treinamento');
  expect(training.ok(), await training.text()).toBe(true);
  const pathId = (await training.json()).codTrlLivro as number;
  const added = await request.post('/api/trl_livro_turma', { headers: prof.headers, data: { codBseTurma: classId, codTrlLivro: pathId } });
  expect(added.status(), await added.text()).toBe(201);
  const activated = await request.put(`/api/trl_livro/ativarLivro/${(await added.json()).codTrlLivroTurma}`, { headers: prof.headers });
  expect(activated.status(), await activated.text()).toBe(200);
  return { student, professor, pathId };
}

/** The stage of the player (the content being played). */
export const stage = (page: Page) => page.getByRole('region', { name: 'Conteúdo da aula' });

/** Moves on to the next content and waits for its title. */
export async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Próximo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

type PlayContent = PlayPathDto['capitulos'][number]['aulas'][number]['conteudos'][number];
export type PlayGameContent = Extract<PlayContent, { codTrlTipoConteudo: 3 }>;

/**
 * Signs in as the class's student (through the form), opens the player and, from the path's map,
 * the game content `title`. Returns the game as this page received it (the server shuffles and salts
 * every response), so a test can know the right moves the way the page checks them: by their keys.
 */
export async function openGameAsStudent(page: Page, request: APIRequestContext, title: string): Promise<PlayGameContent> {
  const { student } = await classPlayingTheTrainingPath(request);
  await signInWithForm(page, student);
  const received = page.waitForResponse((r) => /\/api\/plataforma\/trilha\/\d+$/.test(new URL(r.url()).pathname) && r.ok());
  await page.goto('/plataforma');
  const path = (await (await received).json()) as PlayPathDto;
  const content = path.capitulos
    .flatMap((chapter) => chapter.aulas.flatMap((lesson) => lesson.conteudos))
    .find((c): c is PlayGameContent => c.codTrlTipoConteudo === 3 && c.dscTitulo === title);
  expect(content, `the training path has the game ${title}`).toBeDefined();
  await page.getByRole('button', { name: `${title} (Jogo` }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return content!;
}

/** The key of a move, as the games compute it (packages/shared answerKey). */
export const keyOf = (content: PlayGameContent, item: string, value: string) => answerKey(content.salt, item, value);

/**
 * The score of the game's record as the server accepted it: the record the browser sent for this
 * content with a score, in a request the server answered with its id among the accepted.
 */
export function recordedScore(page: Page, content: PlayGameContent): Promise<number> {
  return new Promise((resolve) => {
    const onResponse = async (response: Response) => {
      if (!response.url().endsWith('/api/plataforma/progresso') || !response.ok()) return;
      const sent = (response.request().postDataJSON() as ProgressBody).registros.find(
        (r) => r.codTrlConteudo === content.codTrlConteudo && r.pontuacao !== null,
      );
      if (!sent || !((await response.json()) as { aceitos: string[] }).aceitos.includes(sent.id)) return;
      page.off('response', onResponse);
      resolve(sent.pontuacao!);
    };
    page.on('response', onResponse);
  });
}

/** The game's spoken feedback (its live region). */
export const gameStatus = (page: Page) => stage(page).getByRole('status').first();

/** Solves the puzzle on the stage: each position in turn gets its tile by swapping two (a click on each). */
export async function solvePuzzle(page: Page) {
  const tiles = stage(page).getByRole('list', { name: 'Peças do quebra-cabeça' }).getByRole('button');
  await expect(tiles).toHaveCount(9);
  // Where each tile belongs shows only in its picture: its background position (0/50/100% per column and row).
  const homes = () =>
    tiles.evaluateAll((buttons) =>
      buttons.map((b) => {
        const [x, y] = (b as HTMLElement).style.backgroundPosition.split(' ').map((v) => parseInt(v, 10) / 50);
        return y! * 3 + x!;
      }),
    );
  for (let position = 0; position < 9; position += 1) {
    const from = (await homes()).indexOf(position);
    if (from === position) continue;
    await tiles.nth(position).click();
    await tiles.nth(from).click();
    await expect(tiles.nth(position)).toHaveAccessibleName(/no lugar certo$/);
  }
}
