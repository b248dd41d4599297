import { type APIRequestContext, type Page, expect } from '@playwright/test';
import { apiSignIn, createClass, createUser, uniqueTag } from './api';
import { DEMO, type DemoUser } from './support';

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
