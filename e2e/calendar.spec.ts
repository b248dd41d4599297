import { type Browser, type Page, expect, test } from '@playwright/test';
import { classWithActivity } from './activities-api';
import { apiSignIn, openSignedIn, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, type DemoUser, attachScreenshot, sidebar, signIn } from './support';

/** A page of its own, signed in as `user` (several people in one test). */
async function pageOf(browser: Browser, user: DemoUser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  await sidebar(page).getByRole('link', { name: 'Calendário' }).click();
  await expect(page).toHaveURL(/\/calendario\/listar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendário' })).toBeVisible();
  return page;
}

const events = (page: Page) => page.getByRole('table', { name: 'Eventos' });
const notice = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).last()).toBeVisible();

test('a Professor creates a public class event that the class’s student sees and another school’s student does not', async ({
  browser,
}, testInfo) => {
  const title = `Feira de ciências ${uniqueTag()}`;
  const teacher = await pageOf(browser, DEMO.professor);
  await expectAxeClean(teacher);

  await teacher.getByRole('button', { name: 'Novo Evento' }).click();
  const dialog = teacher.getByRole('dialog', { name: /^Novo Evento - \d{2}\/\d{2}\/\d{4}$/ });
  // Nothing filled: the documents' message, field by field.
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await notice(teacher, 'Favor preencher todos os campos.');
  await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Cor' }).click();
  await teacher.getByRole('option', { name: 'Verde' }).click();
  await expect(dialog.getByRole('radio', { name: 'Público' })).toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Aluno' }).check();
  await expect(dialog.getByRole('combobox', { name: 'Turma' })).toHaveValue(/\d+/);
  await attachScreenshot(teacher, testInfo, 'calendar-new-event');
  await expectAxeClean(teacher);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await notice(teacher, 'Sucesso!');
  await expect(dialog).toBeHidden();
  await expect(events(teacher).getByRole('button', { name: `Abrir ${title}` })).toBeVisible();
  await expect(
    events(teacher)
      .getByRole('cell', { name: `${DEMO.professor.name} - ${DEMO.professor.login}` })
      .first(),
  ).toBeVisible();
  await attachScreenshot(teacher, testInfo, 'calendar-month');

  // The class's student sees it, read-only; a student of another school does not.
  const student = await pageOf(browser, DEMO.aluno);
  await events(student)
    .getByRole('button', { name: `Abrir ${title}` })
    .click();
  const view = student.getByRole('dialog', { name: /^Evento - / });
  await expect(view.getByText('Somente quem criou o evento pode alterá-lo.')).toBeVisible();
  await expect(view.getByRole('textbox', { name: 'Título' })).toBeDisabled();
  await expect(view.getByRole('button', { name: 'Salvar' })).toHaveCount(0);
  await expectAxeClean(student);
  await view.getByRole('button', { name: 'Fechar' }).last().click();

  const other = await pageOf(browser, DEMO.alunoHorizonte);
  await expect(events(other)).toHaveAttribute('aria-busy', 'false');
  await expect(events(other).getByRole('button', { name: `Abrir ${title}` })).toHaveCount(0);
});

test('the creator edits and deletes an event after confirming; a day clicked lists its events', async ({ browser }, testInfo) => {
  const title = `Reunião de pais ${uniqueTag()}`;
  const page = await pageOf(browser, DEMO.diretor);
  await page.getByRole('button', { name: 'Novo Evento' }).click();
  const dialog = page.getByRole('dialog', { name: /^Novo Evento/ });
  await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Cor' }).click();
  await page.getByRole('option', { name: 'Roxo' }).click();
  await dialog.getByRole('radio', { name: 'Privado' }).check();
  await expect(dialog.getByRole('checkbox', { name: 'Professor' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await notice(page, 'Sucesso!');
  await expect(events(page).getByRole('img', { name: 'Privado' }).first()).toBeVisible();

  // Editing asks first.
  await events(page)
    .getByRole('button', { name: `Editar ${title}` })
    .click();
  const editing = page.getByRole('dialog', { name: /^Editando Evento - / });
  await editing.getByRole('textbox', { name: 'Título' }).fill(`${title} (adiada)`);
  await editing.getByRole('button', { name: 'Salvar' }).click();
  await page.getByRole('dialog', { name: 'Deseja realmente salvar as alterações do evento?' }).getByRole('button', { name: 'Sim' }).click();
  await notice(page, 'Alterado com sucesso.');
  await expect(events(page).getByRole('button', { name: `Abrir ${title} (adiada)` })).toBeVisible();

  // Today's day on the calendar lists that day's events.
  const today = new Date();
  const day = `${String(today.getDate()).padStart(2, '0')}/${String(today.getMonth() + 1).padStart(2, '0')}/${today.getFullYear()}`;
  await page.getByRole('button', { name: new RegExp(`^${day}: \\d+ eventos?$`) }).click();
  await expect(page.getByRole('heading', { name: `Eventos de ${day}` })).toBeVisible();
  await expect(events(page).getByRole('button', { name: `Abrir ${title} (adiada)` })).toBeVisible();
  await attachScreenshot(page, testInfo, 'calendar-day');
  await page.getByRole('button', { name: 'Ver o mês inteiro' }).click();

  await events(page)
    .getByRole('button', { name: `Excluir ${title} (adiada)` })
    .click();
  await page.getByRole('dialog', { name: 'Deseja realmente deletar o evento?' }).getByRole('button', { name: 'Sim' }).click();
  await notice(page, 'Deletado com sucesso.');
  await expect(events(page).getByRole('button', { name: `Abrir ${title} (adiada)` })).toHaveCount(0);
});

/** A month's name as the grid's heading writes it ('Janeiro de 2027'). */
function monthHeading(date: Date): string {
  const name = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' }).format(date);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
const dayShown = (date: Date) =>
  `${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;

test('the month grid: an event saved in another month brings the calendar there, its title on its day; a phone shows its dot without scrolling sideways', async ({
  browser,
}, testInfo) => {
  const title = `Formatura do 9º ano ${uniqueTag()}`;
  const now = new Date();
  // Two months on: no other test's event is there, and the month shown is not the event's.
  const on = new Date(now.getFullYear(), now.getMonth() + 2, 15);
  const page = await pageOf(browser, DEMO.coordenador);
  await expect(page.getByRole('heading', { level: 2, name: monthHeading(now), exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Novo Evento' }).click();
  const dialog = page.getByRole('dialog', { name: /^Novo Evento - / });
  await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
  await dialog.getByRole('combobox', { name: 'Cor' }).click();
  await page.getByRole('option', { name: 'Azul Marinho' }).click();
  await dialog.getByRole('textbox', { name: 'Data' }).fill(dayShown(on).replaceAll('/', ''));
  await dialog.getByRole('radio', { name: 'Privado' }).check();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await notice(page, 'Sucesso!');
  await expect(dialog).toBeHidden();

  // The calendar went to the event's month and day: its title on its day, in navy, and in the list below.
  await expect(page.getByRole('heading', { level: 2, name: monthHeading(on), exact: true })).toBeVisible();
  const day = page.getByRole('grid', { name: monthHeading(on) }).getByRole('button', { name: `${dayShown(on)}: 1 evento` });
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(day).toHaveAccessibleDescription(title);
  await expect(day.getByTitle(title)).toBeVisible();
  await expect(day.getByTitle(title)).toContainText(title);
  await expect(day.getByTitle(title).locator('span').first()).toHaveCSS('background-color', 'rgb(31, 58, 147)');
  await expect(page.getByRole('heading', { name: `Eventos de ${dayShown(on)}` })).toBeVisible();
  await expect(events(page).getByRole('button', { name: `Abrir ${title}` })).toBeVisible();
  await attachScreenshot(page, testInfo, 'calendar-grid');
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Hoje' }).click();
  await expect(page.getByRole('heading', { level: 2, name: monthHeading(now), exact: true })).toBeVisible();
  await page.context().close();

  // A phone: the day holds its event's dot (no title), the list groups by day, nothing scrolls sideways.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(phone, DEMO.coordenador);
  await phone.goto('/calendario/listar');
  await expect(phone.getByRole('heading', { level: 2, name: monthHeading(now), exact: true })).toBeVisible();
  for (let month = 1; month <= 2; month++) await phone.getByRole('button', { name: 'Próximo mês' }).click();
  const phoneDay = phone.getByRole('grid', { name: monthHeading(on) }).getByRole('button', { name: `${dayShown(on)}: 1 evento` });
  await expect(phoneDay.getByTitle(title)).toBeVisible();
  await expect(phoneDay.getByTitle(title).getByText(title)).toBeHidden();
  await expect(events(phone)).toHaveAttribute('aria-busy', 'false');
  const weekday = new Intl.DateTimeFormat('pt-BR', { weekday: 'long' }).format(on);
  await expect(events(phone).getByText(`${weekday.charAt(0).toUpperCase()}${weekday.slice(1)}, ${dayShown(on)}`)).toBeVisible();
  await expect(events(phone).getByRole('button', { name: `Abrir ${title}` })).toBeVisible();
  await expect
    .poll(() => phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
    .toBeLessThanOrEqual(0);
  await attachScreenshot(phone, testInfo, 'calendar-grid-phone');
  await expectAxeClean(phone);
  await phoneDay.click();
  await expect(phoneDay).toHaveAttribute('aria-pressed', 'true');
  await expect(phone.getByRole('heading', { name: `Eventos de ${dayShown(on)}` })).toBeVisible();
  await phone.context().close();
});

test('a student sees their class’s due date on its day, apart from the events, and opens the activity from it', async ({
  browser,
  request,
}, testInfo) => {
  const tag = uniqueTag();
  const name = `Trabalho de frações ${tag}`;
  const { classId, professor, student, activityId } = await classWithActivity(request, 'Calendário', name, tag);
  // Due on a day of this month that is not today (the day's cell then shows the due mark alone).
  const now = new Date();
  const due = new Date(now.getFullYear(), now.getMonth(), now.getDate() + (now.getDate() <= 20 ? 5 : -5));
  const dueIso = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
  const dueShown = dueIso.split('-').reverse().join('/');
  const prof = await apiSignIn(request, professor);
  const [link] = (await (await request.get(`/api/bse_atividade_turma/turma/${classId}`, { headers: prof.headers })).json()) as {
    codBseAtividadeTurma: number;
  }[];
  const put = await request.put(`/api/bse_atividade_turma/${link!.codBseAtividadeTurma}`, {
    headers: prof.headers,
    data: { datEntrega: dueIso },
  });
  expect(put.status(), await put.text()).toBe(200);
  // Two class events on the same day: its cell then holds their colours and the due mark.
  for (const [dscTitulo, hexCorEvento] of [
    [`Revisão ${tag}`, '#f64c60'],
    [`Leitura ${tag}`, '#00baf2'],
  ]) {
    const event = await request.post('/api/cld_calendario', {
      headers: prof.headers,
      data: { dscTitulo, hexCorEvento, datEvento: dueIso, indPrivado: 'N', codBseTurma: classId, perfis: [6] },
    });
    expect(event.status(), await event.text()).toBe(201);
  }

  const session = await apiSignIn(request, student);
  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 768 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    const page = await (await browser.newContext({ viewport })).newPage();
    await openSignedIn(page, session, '/calendario/listar');
    const month = page.getByRole('list', { name: /^Entregas de / });
    await expect(month.getByRole('link', { name: `Entrega: ${name}` })).toHaveAttribute('href', `/atividade/visualizar/${activityId}`);
    await expect(month.getByRole('listitem')).toContainText(`Calendário ${tag} · até ${dueShown}`);
    await expect(events(page)).toHaveAttribute('aria-busy', 'false');
    await expect(events(page).getByRole('button', { name: `Abrir Revisão ${tag}` })).toBeVisible();
    await expect(events(page).getByText(name)).toHaveCount(0);
    await attachScreenshot(page, testInfo, `calendar-due-${size}`);
    await expectAxeClean(page);

    // The day, by keyboard: its name tells what it holds; chosen, it lists its own due dates.
    const day = page.getByRole('button', { name: `${dueShown}: 2 eventos, 1 entrega` });
    await day.focus();
    await page.keyboard.press('Enter');
    const ofDay = page.getByRole('list', { name: `Entregas de ${dueShown}` });
    await expect(ofDay.getByRole('link', { name: `Entrega: ${name}` })).toBeVisible();
    await expect(events(page)).toHaveAttribute('aria-busy', 'false');
    await expect(events(page).getByRole('button', { name: `Abrir Leitura ${tag}` })).toBeVisible();
    await attachScreenshot(page, testInfo, `calendar-due-day-${size}`);
    await expectAxeClean(page);
    if (size === 'phone') {
      await ofDay.getByRole('link', { name: `Entrega: ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/atividade/visualizar/${activityId}$`));
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await page.context().close();
  }
});

test('Configurações gives the private iCal address; a new one makes the old answer 404', async ({ page, request }, testInfo) => {
  await signIn(page, DEMO.coordenador);
  await sidebar(page).getByRole('link', { name: 'Configurações' }).click();
  const address = page.getByRole('textbox', { name: 'Endereço do seu calendário (iCal)' });
  await expect(address).toHaveValue(/\/api\/cld_calendario_ical\/[\w-]{43}\.ics$/);
  const first = await address.inputValue();
  const feed = await request.get(first);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await attachScreenshot(page, testInfo, 'settings-ical');
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Gerar novo endereço' }).click();
  await page.getByRole('dialog', { name: 'Gerar um novo endereço?' }).getByRole('button', { name: 'Sim' }).click();
  await notice(page, 'Novo endereço gerado. O anterior não funciona mais.');
  await expect(address).not.toHaveValue(first);
  expect((await request.get(first)).status()).toBe(404);
  expect((await request.get(await address.inputValue())).status()).toBe(200);
});
