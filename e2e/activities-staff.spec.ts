import { type APIRequestContext, expect, test } from '@playwright/test';
import { type TwoQuestions, addTwoQuestions, classWithActivity, createActivity } from './activities-api';
import { type ApiSession, apiSignIn, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, attachScreenshot, sidebar, signIn } from './support';

test('the Master opens an activity of the catalogue: its questions with the key, no Submit, and Voltar', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const master = await apiSignIn(request, DEMO.master);
  await addTwoQuestions(request, master, await createActivity(request, master, `Prévia ${tag}`));

  await signIn(page, DEMO.master);
  await sidebar(page).getByRole('link', { name: 'Avaliações' }).click();
  await page.getByRole('textbox', { name: 'Pesquisar' }).fill(tag);
  await page.getByRole('link', { name: `Ver Prévia ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Prévia ${tag}` })).toBeVisible();
  const questions = page.getByRole('list', { name: 'Questões' });
  await expect(questions.getByRole('heading', { level: 2 })).toHaveText(['1. Metade', '2. Explique']);
  await expect(questions.getByText('Cinco (resposta certa)')).toBeVisible();
  await expect(questions.getByText('Dois (errada)')).toBeVisible();
  await expect(questions.getByText('Resposta esperada: Em duas partes iguais.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'activity-preview');
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expect(page).toHaveURL(/\/atividade\/listar$/);
});

/** The student sends the two answers; the Professor grades them (10 and 7.5), then changes the second to 8. */
async function answeredAndRegraded(
  request: APIRequestContext,
  q: TwoQuestions,
  ids: { activityId: number; classId: number; studentId: number },
  student: ApiSession,
  prof: ApiSession,
) {
  const sent = await request.post('/api/bse_questao_resposta', {
    headers: student.headers,
    data: {
      codBseAtividade: ids.activityId,
      codBseTurma: ids.classId,
      respostas: [
        { codBseQuestao: q.choice.codBseQuestao, codBseQuestaoOpcao: q.choice.right },
        { codBseQuestao: q.open.codBseQuestao, resResposta: '<p>Dividi por dois.</p>' },
      ],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const graded = await request.post('/api/bse_nota', {
    headers: prof.headers,
    data: [
      { codBseAtividade: ids.activityId, codBseQuestao: q.choice.codBseQuestao, codBseUsuario: ids.studentId, valor: 10 },
      { codBseAtividade: ids.activityId, codBseQuestao: q.open.codBseQuestao, codBseUsuario: ids.studentId, valor: 7.5 },
    ],
  });
  expect(graded.status(), await graded.text()).toBe(201);
  const form = await request.get(
    `/api/bse_questao_resposta/respostas/${ids.activityId}?codTurma=${ids.classId}&codUsuario=${ids.studentId}`,
    { headers: prof.headers },
  );
  const gradeIds = ((await form.json()) as { questoes: { nota: { codBseNota: number } }[] }).questoes.map((x) => x.nota.codBseNota);
  const changed = await request.put(`/api/bse_nota/updateMany/${gradeIds.join(',')}`, {
    headers: prof.headers,
    data: { nota: [{ valor: 10 }, { valor: 8 }] },
  });
  expect(changed.status(), await changed.text()).toBe(200);
}

test('the Professor reads a class activity’s questions; the Diretor follows the class to its answers and the grades’ history', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const tag = uniqueTag();
  const { classId, professor, student, activityId, questions } = await classWithActivity(request, 'Histórico', `Divisão ${tag}`, tag);
  const prof = await apiSignIn(request, professor);
  await answeredAndRegraded(request, questions, { activityId, classId, studentId: student.id }, await apiSignIn(request, student), prof);

  // The Professor: 'Ver as questões' of the class's activity, read-only.
  const profContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL, locale: 'pt-BR' });
  const profPage = await profContext.newPage();
  await signIn(profPage, professor);
  await sidebar(profPage).getByRole('link', { name: 'Avaliações' }).click();
  await profPage.getByRole('link', { name: `Ver as questões de Divisão ${tag}` }).click();
  await expect(profPage.getByRole('heading', { level: 1, name: `Divisão ${tag}` })).toBeVisible();
  await expect(profPage.getByText('Cinco (resposta certa)')).toBeVisible();
  await expect(profPage.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  await profContext.close();

  // The Diretor: the class list, the class's activities (read-only), its answers, the grades' history.
  await signIn(page, DEMO.diretor);
  await sidebar(page).getByRole('link', { name: 'Turmas' }).click();
  await page.getByLabel('Pesquisar').fill(`Histórico ${tag}`);
  // The search has reached the server: the list shows its one answer (a click during the swap is lost).
  await expect(page.getByTestId('pagination-caption')).toHaveText('Mostrando 1 para 1 de 1 entradas');
  await page.getByRole('link', { name: `Avaliações de Histórico ${tag}` }).click();
  await expect(page.getByText(`Turma: Histórico ${tag}`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Avaliações da turma' });
  const row = table.getByRole('row', { name: new RegExp(`Divisão ${tag}`) });
  await expect(row).toContainText('Sim');
  await expect(row.getByRole('switch')).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Remover Divisão ${tag} da turma` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Adicionar avaliações' })).toHaveCount(0);
  await expectAxeClean(page);

  await row.getByRole('link', { name: `Respostas de Divisão ${tag}` }).click();
  const answers = page.getByRole('table', { name: 'Respostas dos alunos' });
  const studentRow = answers.getByRole('row', { name: new RegExp(`Lia Histórico ${tag}`) });
  await expect(studentRow).toContainText('18 / 20');
  await studentRow.getByRole('link', { name: `Editar as notas de Lia Histórico ${tag}` }).click();
  const history = page.getByRole('table', { name: 'Histórico de notas' });
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row', { name: /Explique 7,5 8,0/ })).toContainText(`Rui Histórico ${tag}`);
  await expect(history.getByRole('row', { name: /Metade - 10,0/ })).toBeVisible();
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'grade-history');
});
