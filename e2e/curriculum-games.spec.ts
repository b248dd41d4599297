import { type APIRequestContext, expect, test } from '@playwright/test';
import { type ApiSession, apiSignIn, createClass, createUser, openSignedIn, uniqueTag } from './api';
import { seriousViolations } from './axe';
import { GAME_STEPS } from './curriculum-games';
import { attachDialog, chooseGame, contentsOf, expectErrors, expectSaved, newContent, save } from './curriculum-helpers';
import { DEMO } from './support';

/**
 * The ten games of 1-authoring §5, each added by a Professor after its validation messages. Each test
 * makes, through the API, its own teacher of a new class and a path of that class (a chapter with two
 * lessons), so the ten run side by side and leave the demo Professor's paths as they were.
 */
async function chapterWithTwoLessons(request: APIRequestContext): Promise<{ professor: ApiSession; chapterUrl: string }> {
  const tag = uniqueTag();
  const diretor = await apiSignIn(request, DEMO.diretor);
  const classId = await createClass(request, diretor, `Jogos ${tag}`);
  const teacher = await createUser(request, diretor, { name: `Professora Jogos ${tag}`, profile: 'Professor', classes: [classId] });
  const professor = await apiSignIn(request, teacher);
  const created = async (url: string, data: Record<string, unknown>) => {
    const res = await request.post(url, { headers: professor.headers, data });
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as Record<string, number>;
  };
  const { codTrlLivro } = await created('/api/trl_livro', { dscTitulo: `Jogos ${tag}` });
  const { codTrlCapitulo } = await created('/api/trl_capitulo', { codTrlLivro, dscTitulo: `Capítulo dos jogos ${tag}` });
  for (const dscTitulo of ['Plantas', 'Animais']) await created('/api/trl_aula', { codTrlCapitulo, dscTitulo });
  return { professor, chapterUrl: `/livros/capitulos/alterar/${codTrlCapitulo}` };
}

for (const [game, step] of GAME_STEPS) {
  test(`the Professor adds the game ${game}, after its validation messages`, async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const { professor, chapterUrl } = await chapterWithTwoLessons(request);
    await openSignedIn(page, professor, chapterUrl);
    const dialog = await newContent(page, 2, 'Jogo');
    await save(dialog);
    await expectErrors(dialog, ['Selecione um jogo.']);
    await chooseGame(page, dialog, game);
    const item = await step(page, dialog);
    if (game === 'Quiz') expect(await seriousViolations(page)).toEqual([]);
    await attachDialog(page, testInfo, dialog, `jogo-${game}`);
    await save(dialog);
    await expectSaved(page, dialog, 2, item);
    await expect(contentsOf(page, 2).getByTestId('content-item')).toHaveCount(1);
  });
}
