import { readFile } from 'node:fs/promises';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { activateForClass, addChoiceQuestion, addTwoQuestions, classWithProfessor, createActivity } from './activities-api';
import { type ApiSession, apiSignIn, createUser, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { attachScreenshot, signIn } from './support';

/** A day `offset` days from today as the API counts days (they end at midnight in America/Sao_Paulo): YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

async function send(request: APIRequestContext, student: ApiSession, data: unknown) {
  const res = await request.post('/api/bse_questao_resposta', { headers: student.headers, data });
  expect(res.status(), await res.text()).toBe(201);
}

async function grade(request: APIRequestContext, prof: ApiSession, grades: unknown[]) {
  const res = await request.post('/api/bse_nota', { headers: prof.headers, data: grades });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * The page scrolls down only: nothing sticks out sideways (the table scrolls inside its own box). Polled: after a
 * resize the shell reflows (its menu folds away) before the page settles.
 */
async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A filter of the segmented control: its label is what is clicked (the radio itself is hidden under it). */
async function chooseFilter(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
}

test('a Professor opens the class’s gradebook from home, sorts and filters it, exports boletim.csv and opens a student’s answers', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const { master, diretor, classId, className, professor } = await classWithProfessor(request, 'Boletim', tag);
  // Made in another order than by name: the gradebook sorts them.
  const caio = await createUser(request, diretor, { name: `Caio Boletim ${tag}`, profile: 'Aluno', classes: [classId] });
  const ana = await createUser(request, diretor, { name: `Ana Boletim ${tag}`, profile: 'Aluno', classes: [classId] });
  const bia = await createUser(request, diretor, { name: `Bia Boletim ${tag}`, profile: 'Aluno', classes: [classId] });

  // 'Escolha': one multiple-choice question, due in a week; 'Frações': two questions, due yesterday.
  const choiceId = await createActivity(request, master, `Escolha ${tag}`);
  const choice = await addChoiceQuestion(request, master, choiceId);
  const fractionsId = await createActivity(request, master, `Frações ${tag}`);
  const fractions = await addTwoQuestions(request, master, fractionsId);
  const prof = await apiSignIn(request, professor);
  await activateForClass(request, prof, choiceId, classId, dayFromToday(7));
  await activateForClass(request, prof, fractionsId, classId, dayFromToday(-1));

  // Ana: Escolha right (10 / 10 at once), Frações late, graded 10 + 8. Bia: Frações only, 0 + 4. Caio: nothing.
  const anaSession = await apiSignIn(request, ana);
  await send(request, anaSession, {
    codBseAtividade: choiceId,
    codBseTurma: classId,
    respostas: [{ codBseQuestao: choice.codBseQuestao, codBseQuestaoOpcao: choice.right }],
  });
  for (const [student, session, option, open] of [
    [ana, anaSession, fractions.choice.right, 8],
    [bia, await apiSignIn(request, bia), fractions.choice.right, 4],
  ] as const) {
    await send(request, session, {
      codBseAtividade: fractionsId,
      codBseTurma: classId,
      respostas: [
        { codBseQuestao: fractions.choice.codBseQuestao, codBseQuestaoOpcao: option },
        { codBseQuestao: fractions.open.codBseQuestao, resResposta: '<p>Em duas partes.</p>' },
      ],
    });
    await grade(request, prof, [
      {
        codBseAtividade: fractionsId,
        codBseQuestao: fractions.choice.codBseQuestao,
        codBseUsuario: student.id,
        valor: student === ana ? 10 : 0,
      },
      { codBseAtividade: fractionsId, codBseQuestao: fractions.open.codBseQuestao, codBseUsuario: student.id, valor: open },
    ]);
  }

  await page.setViewportSize({ width: 1366, height: 768 });
  // The segmented control's marker slides to the chosen filter: still, for the screenshots.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page, professor);
  await page.getByRole('link', { name: `Ver o boletim da turma ${className}` }).click();
  await expect(page).toHaveURL(new RegExp(`/turma/${classId}/boletim$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Boletim' })).toBeVisible();
  await expect(page.getByText(`Turma: ${className}`)).toBeVisible();

  const table = page.getByRole('table', { name: `Boletim da turma ${className}: o progresso na trilha ativa e as notas de cada aluno` });
  const names = table.getByRole('rowheader');
  await expect(names).toHaveText([
    `Ana Boletim ${tag}${ana.login}`,
    `Bia Boletim ${tag}${bia.login}`,
    `Caio Boletim ${tag}${caio.login}`,
    'Média da turma',
  ]);
  await expect(table.getByRole('columnheader', { name: new RegExp(`Frações ${tag}`) })).toContainText(
    `máx. 20 · até ${ddmm(dayFromToday(-1))}`,
  );
  const anaRow = table.getByRole('row', { name: new RegExp(`Ana Boletim ${tag}`) });
  await expect(anaRow.getByRole('link', { name: `Respostas de Ana Boletim ${tag} em Escolha ${tag}: 10 / 10` })).toBeVisible();
  await expect(anaRow.getByRole('link', { name: new RegExp(`em Frações ${tag}: 18 / 20`) })).toBeVisible();
  await expect(anaRow).toContainText('Atrasada');
  await expect(table.getByRole('row', { name: new RegExp(`Caio Boletim ${tag}`) })).toContainText('—Não entregue—Não entregue');
  await expect(table.getByRole('row', { name: /Média da turma/ })).toContainText('10 / 10');
  await expect(table.getByRole('row', { name: /Média da turma/ })).toContainText('11 / 20');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'gradebook-1366');

  // Sorted by Frações: 4, 18, then Caio who sent nothing; highest first on a second click.
  await table.getByRole('button', { name: new RegExp(`Frações ${tag}`) }).click();
  await expect(names).toHaveText([new RegExp(`^Bia`), new RegExp(`^Ana`), new RegExp(`^Caio`), 'Média da turma']);
  await table.getByRole('button', { name: new RegExp(`Frações ${tag}`) }).click();
  await expect(names).toHaveText([new RegExp(`^Ana`), new RegExp(`^Bia`), new RegExp(`^Caio`), 'Média da turma']);
  await expect(page).toHaveURL(/ordem=-a\d+/);

  await chooseFilter(page, 'Abaixo de 5');
  await expect(names).toHaveText([new RegExp(`^Bia`), 'Média da turma']);
  await chooseFilter(page, 'Não entregues');
  await expect(names).toHaveText([new RegExp(`^Bia`), new RegExp(`^Caio`), 'Média da turma']);
  await expect(page.getByText('2 alunos de 3')).toBeVisible();
  await expectAxeClean(page);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV' }).click()]);
  expect(download.suggestedFilename()).toBe('boletim.csv');
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.toString('utf8').slice(1).split('\r\n')).toEqual([
    `"Aluno";"Login";"Itens concluídos";"Itens da trilha";"Estrelas";"Último acesso";"Frequência (%)";"Escolha ${tag} (nota / 10)";"Escolha ${tag} (situação)";"Frações ${tag} (nota / 20)";"Frações ${tag} (situação)"`,
    `"Bia Boletim ${tag}";"${bia.login}";"0";"0";"0";"-";"-";"-";"Não entregue";"4,0";"Entregue com atraso"`,
    `"Caio Boletim ${tag}";"${caio.login}";"0";"0";"0";"-";"-";"-";"Não entregue";"-";"Não entregue"`,
    `"Média da turma";"";"0,0";"0";"0,0";"";"-";"10,0";"";"11,0";""`,
    '',
  ]);

  // The phone: a card per student, the sort buttons above them, nothing sticking out sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await chooseFilter(page, 'Todos');
  await expect(names).toHaveCount(4);
  await expectNoSidewaysScroll(page);
  await attachScreenshot(page, testInfo, 'gradebook-390');
  await page.setViewportSize({ width: 1366, height: 768 });

  // A cell opens the student's answers: the grading screen, with the maximum and the late mark.
  await anaRow.getByRole('link', { name: new RegExp(`em Frações ${tag}: 18 / 20`) }).click();
  await expect(page).toHaveURL(new RegExp(`/atividade/respostas/editarNota/${fractionsId}/${ana.id}\\?turma=${classId}$`));
  await expect(page.getByText('Total 18 / 20')).toBeVisible();
  await expect(page.getByText('Entregue com atraso')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nota da questão 2' })).toHaveValue('8');
  await page.getByRole('textbox', { name: 'Nota da questão 2' }).fill('15');
  await page.getByRole('button', { name: 'Atualizar notas' }).click();
  await expect(page.getByText('A nota máxima de cada questão é 10.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nota da questão 2' })).toHaveValue('15');
  await expectAxeClean(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await attachScreenshot(page, testInfo, 'grading-max-1366');
  await page.goBack();
  await expect(names).toHaveCount(4);
});

test('a student sees the due activity on home, answers its multiple choice and sees 10 / 10 at once', async ({
  page,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const { master, diretor, classId, professor } = await classWithProfessor(request, 'Para fazer', tag);
  const student = await createUser(request, diretor, { name: `Lia Para fazer ${tag}`, profile: 'Aluno', classes: [classId] });
  const activityId = await createActivity(request, master, `Metades ${tag}`);
  await addChoiceQuestion(request, master, activityId);
  const due = dayFromToday(3);
  await activateForClass(request, await apiSignIn(request, professor), activityId, classId, due);

  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, student);
  const todo = page.getByRole('region', { name: 'Para fazer' });
  const item = todo.getByRole('listitem').filter({ hasText: `Metades ${tag}` });
  await expect(item).toContainText(`até ${ddmm(due)}`);
  await expect(item).not.toContainText('Atrasada');
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'home-todo-1366');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await attachScreenshot(page, testInfo, 'home-todo-390');
  await page.setViewportSize({ width: 1366, height: 768 });

  await item.getByRole('link', { name: `Metades ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Metades ${tag}` })).toBeVisible();
  await expect(page.getByText(`Entrega até ${due.slice(8, 10)}/${due.slice(5, 7)}/${due.slice(0, 4)}`)).toBeVisible();
  await page.getByRole('radio', { name: 'Cinco' }).check();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('dialog', { name: 'Tem certeza que deseja enviar sua atividade?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sua nota: 10 / 10' })).toBeVisible();
  await expect(page.getByText('Cinco (sua escolha) (resposta certa)')).toBeVisible();
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'answered-10-of-10-1366');

  await page.goto('/home');
  await expect(todo).toContainText('Nada para fazer agora. Bom trabalho!');
});
