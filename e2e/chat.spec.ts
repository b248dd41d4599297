import { type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { apiSignIn, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, type DemoUser, attachScreenshot, sidebar, signIn } from './support';

const ROOM = '6º Ano A';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Signs in on a browser of its own and opens the chat: by the sidebar's entry on a desktop, by its address on a phone. */
async function openChat(browser: Browser, user: DemoUser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, user);
  if (viewport.width >= 1024) await sidebar(page).getByRole('link', { name: 'Chat' }).click();
  else await page.goto('/chat');
  await expect(page).toHaveURL(/\/chat\/listar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
  return page;
}

const roomButton = (page: Page) => page.getByRole('button', { name: new RegExp(`^${ROOM}, `) });
const log = (page: Page) => page.getByRole('log', { name: `Mensagens de ${ROOM}` });
const message = (page: Page, text: string) => log(page).getByRole('listitem').filter({ hasText: text });
const member = (panel: Locator, name: string) => panel.getByRole('listitem').filter({ hasText: name });

/** The unread count the room's button says (its accessible name). */
async function unreadOf(page: Page): Promise<number> {
  const name = (await roomButton(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) mensage/.exec(name)?.[1] ?? 0);
}
const unreadName = (count: number) =>
  `${ROOM}, ${count === 0 ? 'nenhuma mensagem não lida' : count === 1 ? '1 mensagem não lida' : `${count} mensagens não lidas`}`;

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Mensagem' }).fill(text);
  await page.getByRole('textbox', { name: 'Mensagem' }).press('Enter');
  await expect(page.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('');
}

test('a teacher and a student chat live: presence, unread count, emoji, answers and a deleted message', async ({ browser }, testInfo) => {
  const tag = uniqueTag();
  const hello = `Oi ${tag} :)`;
  const helloShown = `Oi ${tag} 🙂`;
  const question = `Tudo bem, turma? ${tag} :D`;
  const answer = `Sim, professor! ${tag} <3`;

  // The teacher on a desktop opens the class's room: the welcome line, the members, the student offline.
  const teacher = await openChat(browser, DEMO.professor, DESKTOP);
  await roomButton(teacher).click();
  await expect(log(teacher).getByText('Bem vindo ao chat!')).toBeVisible();
  const teacherMembers = teacher.getByRole('region', { name: `Participantes de ${ROOM}` });
  await expect(member(teacherMembers, DEMO.professor.name)).toContainText('Online');
  await expect(member(teacherMembers, DEMO.aluno.name)).toContainText('Offline');

  // The student on a phone stays on the room list: the teacher sees her come online.
  const student = await openChat(browser, DEMO.aluno, PHONE);
  await expect(roomButton(student)).toBeVisible();
  await expect(member(teacherMembers, DEMO.aluno.name)).toContainText('Online');
  const unread = await unreadOf(student);

  // The teacher writes with an emoticon: the server makes it an emoji; the student's list counts it, live.
  await send(teacher, hello);
  await expect(message(teacher, helloShown)).toBeVisible();
  await expect(roomButton(student)).toHaveAccessibleName(unreadName(unread + 1));
  await expect(roomButton(student)).toHaveAccessibleDescription(helloShown);
  await expect(student.getByTestId('unread-badge')).toHaveText(String(unread + 1));
  await attachScreenshot(student, testInfo, 'chat-phone-rooms');

  // Opening the room shows the message and reads it: back on the list, nothing is unread.
  await roomButton(student).click();
  await expect(message(student, helloShown)).toContainText(DEMO.professor.name);
  await student.getByRole('button', { name: 'Voltar às salas' }).click();
  await expect(roomButton(student)).toHaveAccessibleName(unreadName(0));
  await expect(roomButton(student)).toBeFocused();
  await roomButton(student).click();
  await expect(message(student, helloShown)).toBeVisible();

  // The room's information on the phone: the teacher is online.
  await student.getByRole('button', { name: 'Participantes' }).click();
  const drawer = student.getByRole('dialog', { name: `Participantes de ${ROOM}` });
  await expect(member(drawer, DEMO.professor.name)).toContainText('Online');
  await expectAxeClean(student);
  await drawer.getByRole('button', { name: 'Fechar' }).click();
  await expect(drawer).toBeHidden();

  // A message in the open room arrives live; the student answers with the send button; the teacher sees it live.
  await send(teacher, question);
  await expect(message(student, 'Tudo bem, turma?')).toContainText(`${tag} 😄`);
  await student.getByRole('textbox', { name: 'Mensagem' }).fill(answer);
  await expect(student.getByText(`${answer.length} de 250 caracteres`)).toBeVisible();
  await student.getByRole('button', { name: 'Enviar' }).click();
  await expect(message(student, `Sim, professor! ${tag} ❤️`)).toBeVisible();
  const answered = message(teacher, `Sim, professor! ${tag} ❤️`);
  await expect(answered).toContainText(DEMO.aluno.name);
  // Only one's own messages can be deleted.
  await expect(answered.getByRole('button', { name: 'Deletar mensagem' })).toHaveCount(0);
  await attachScreenshot(student, testInfo, 'chat-phone');
  await attachScreenshot(teacher, testInfo, 'chat-desktop');
  await expectAxeClean(student);
  await expectAxeClean(teacher);

  // The teacher deletes the first message after confirming: it leaves both screens.
  await message(teacher, helloShown).getByRole('button', { name: 'Deletar mensagem' }).click();
  await teacher.getByRole('dialog', { name: 'Deletar mensagem?' }).getByRole('button', { name: 'Sim' }).click();
  await expect(teacher.getByText('Mensagem apagada.').last()).toBeVisible();
  await expect(message(teacher, helloShown)).toHaveCount(0);
  await expect(message(student, helloShown)).toHaveCount(0);

  // The student closes the page: the teacher sees her offline.
  await student.context().close();
  await expect(member(teacherMembers, DEMO.aluno.name)).toContainText('Offline');
  await teacher.context().close();
});

test('older messages load as the conversation is scrolled to the top, the messages on screen staying where they were', async ({
  browser,
  request,
}) => {
  // 35 messages in the teacher's other class room, through the API (the room may hold others before them), from
  // the class's four students in turn and the teacher every tenth: one person may send 10 messages in 10 s (the flood limit).
  const tag = uniqueTag();
  const { headers } = await apiSignIn(request, DEMO.professor);
  const rooms = await (await request.get('/api/cht_usuario_sala/listarSalas/x', { headers })).json();
  const room = (rooms as { codChtSala: number; nomSala: string }[]).find((r) => r.nomSala === '6º Ano B')!.codChtSala;
  const students = ['AUCE-0010', 'AUCE-0011', 'AUCE-0012', 'AUCE-0013'];
  const senders: (typeof headers)[] = [];
  for (const login of students) senders.push((await apiSignIn(request, { login, password: 'Aluno@2026' })).headers);
  for (let i = 1; i <= 35; i += 1) {
    const from = i % 10 === 0 ? headers : senders[i % senders.length]!;
    const sent = await request.post('/api/cht_mensagem', { headers: from, data: { codChtSala: room, txtMensagem: `Recado ${i} ${tag}` } });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  const teacher = await openChat(browser, DEMO.professor, DESKTOP);
  await teacher.getByRole('button', { name: /^6º Ano B, / }).click();
  const conversation = teacher.getByRole('log', { name: 'Mensagens de 6º Ano B' });
  const item = (i: number) => conversation.getByRole('listitem').filter({ hasText: new RegExp(`Recado ${i} ${tag}`) });
  // The newest 30 (6 to 35), the last in view.
  await expect(item(35)).toBeInViewport();
  await expect(item(6)).toBeAttached();
  await expect(item(5)).toHaveCount(0);

  await conversation.hover();
  await teacher.mouse.wheel(0, -100_000);
  await expect(item(5)).toBeAttached();
  await expect(item(1)).toBeAttached();
  // The position is kept: what was at the top is still on screen, the older messages above it.
  await expect(item(6)).toBeInViewport();
  await expect(item(1)).not.toBeInViewport();
  await teacher.context().close();
});
