import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { activateForClass, addChoiceQuestion, classWithProfessor, createActivity } from './activities-api';
import { apiSignIn, createUser, openSignedIn, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { attachScreenshot, fillLogin } from './support';

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/** A day `offset` days from today as the API counts days (they end at midnight in America/Sao_Paulo): YYYY-MM-DD. */
function dayFromToday(offset: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

async function expectNoSidewaysScroll(page: Page) {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** A class with a student: one activity due in a week (pending), one multiple choice answered right (graded 10 / 10). */
async function studentWithWork(request: APIRequestContext, tag: string) {
  const { master, diretor, classId, className, professor } = await classWithProfessor(request, 'Família', tag);
  const student = await createUser(request, diretor, { name: `Lia Família ${tag}`, profile: 'Aluno', classes: [classId] });
  const prof = await apiSignIn(request, professor);
  const dueId = await createActivity(request, master, `Pesquisa ${tag}`);
  await addChoiceQuestion(request, master, dueId);
  const due = dayFromToday(7);
  await activateForClass(request, prof, dueId, classId, due);
  const gradedId = await createActivity(request, master, `Metade ${tag}`);
  const choice = await addChoiceQuestion(request, master, gradedId);
  await activateForClass(request, prof, gradedId, classId, dayFromToday(3));
  const answer = await request.post('/api/bse_questao_resposta', {
    headers: (await apiSignIn(request, student)).headers,
    data: {
      codBseAtividade: gradedId,
      codBseTurma: classId,
      respostas: [{ codBseQuestao: choice.codBseQuestao, codBseQuestaoOpcao: choice.right }],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return { diretor, student, className, due };
}

test('the school registers a guardian on the student’s page; the guardian accepts the consent term on a phone and follows the child', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const { diretor, student, className, due } = await studentWithWork(request, tag);
  const guardianName = `Marta Família ${tag}`;

  const staff = await browser.newContext(PHONE);
  const page = await staff.newPage();
  await openSignedIn(page, diretor, `/usuario/alterar/${student.id}`);
  const section = page.getByRole('region', { name: `Responsáveis de ${student.name}` });
  await expect(section.getByText('Nenhum responsável cadastrado para este aluno.')).toBeVisible();
  await section.getByRole('textbox', { name: 'Nome do responsável' }).fill(guardianName);
  await section.getByRole('button', { name: 'Cadastrar responsável' }).click();
  const created = section.getByTestId('guardian-created');
  await expect(created).toContainText(`Responsável cadastrado: ${guardianName}`);
  const login = (await created.getByTestId('guardian-login').textContent())!.trim();
  const password = (await created.getByTestId('guardian-password').textContent())!.trim();
  expect(login).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  expect(password.length).toBeGreaterThanOrEqual(6);
  const row = section.getByRole('listitem', { name: guardianName });
  await expect(row).toContainText(`Login: ${login}`);
  await expect(row).toContainText('Aguardando aceite');
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
  await section.scrollIntoViewIfNeeded();
  await attachScreenshot(page, testInfo, 'responsaveis-do-aluno-390');
  await page.setViewportSize({ width: 1366, height: 768 });
  await attachScreenshot(page, testInfo, 'responsaveis-do-aluno-1366');
  await staff.close();

  const phone = await browser.newContext(PHONE);
  const home = await phone.newPage();
  await fillLogin(home, login, password);
  await expect(home).toHaveURL(/\/home$/);
  await expect(home.getByRole('heading', { name: 'Acompanhamento escolar', level: 1 })).toBeVisible();
  const term = home.getByRole('region', { name: 'Termo de consentimento' });
  await expect(term).toContainText('Antes de acompanhar Lia pelo Portal Escolar');
  await expect(home.getByText(student.name)).toHaveCount(0);
  await expect(home.getByText(`Pesquisa ${tag}`)).toHaveCount(0);
  await expectNoSidewaysScroll(home);
  await expectAxeClean(home);
  await attachScreenshot(home, testInfo, 'termo-de-consentimento-390');

  await term.getByRole('button', { name: 'Li e aceito' }).tap();
  await expect(home.getByRole('heading', { name: student.name, level: 2 })).toBeVisible();
  await expect(term).toHaveCount(0);
  await expect(home.getByText(`${className} · Escola Aurora`)).toBeVisible();
  const pending = home.getByTestId('child-pending');
  await expect(pending.getByRole('listitem').filter({ hasText: `Pesquisa ${tag}` })).toContainText(`Entrega: ${ddmmyyyy(due)}`);
  await expect(
    home
      .getByTestId('child-grades')
      .getByRole('listitem')
      .filter({ hasText: `Metade ${tag}` }),
  ).toContainText('10 / 10');
  await expect(home.getByTestId('child-attendance')).toContainText('Nenhuma chamada registrada ainda.');
  // Read only: nothing of the child's page leads into the school's screens; its one link is the week's summary, the
  // guardian's private page, which speaks of the child too.
  const summaryLink = home.getByRole('main').getByRole('link');
  await expect(summaryLink).toHaveText(['Abrir o resumo desta semana']);
  const summary = await home.context().request.get(String(await summaryLink.getAttribute('href')));
  expect(await summary.text()).toContain(`Pesquisa ${tag}`);
  await expectNoSidewaysScroll(home);
  await expectAxeClean(home);
  await attachScreenshot(home, testInfo, 'responsavel-filho-390');
  await home.setViewportSize({ width: 1366, height: 768 });
  await expectAxeClean(home);
  await attachScreenshot(home, testInfo, 'responsavel-filho-1366');

  // The school sees the consent given.
  const school = await browser.newPage();
  await openSignedIn(school, diretor, `/usuario/alterar/${student.id}`);
  await expect(school.getByRole('listitem', { name: guardianName })).toContainText(/Aceito em \d\d\/\d\d\/\d{4}/);
  await school.close();
  await phone.close();
});
