import { expect, test } from '@playwright/test';
import { classWithProfessor } from './activities-api';
import { apiSignIn, createUser, openSignedIn, uniqueTag } from './api';
import { expectAxeClean } from './axe';
import { DEMO, attachScreenshot } from './support';

test('a teacher takes the roll on a phone, keeps a change made offline until the network returns, and the coordination sees the absence', async ({
  browser,
  request,
}, testInfo) => {
  // Two browsers (the phone, then the coordination), five students made, the offline round trip, the report and the
  // history, with axe at each step: on the 2-core CI machine beside two other workers it takes more than a minute.
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const { diretor, classId, className, professor } = await classWithProfessor(request, 'Chamada', tag);
  const names = ['Ana', 'Bia', 'Caio', 'Davi', 'Eva'].map((first) => `${first} Chamada ${tag}`);
  const students = [];
  for (const name of names) students.push(await createUser(request, diretor, { name, profile: 'Aluno', classes: [classId] }));

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await phone.newPage();
  await openSignedIn(page, await apiSignIn(request, professor), `/turma/${classId}/chamada`);
  await expect(page.getByRole('heading', { name: 'Chamada', level: 1 })).toBeVisible();
  await expect(page.getByText(`Turma: ${className}`)).toBeVisible();
  await expect(page.getByTestId('roll-row')).toHaveCount(5);
  await expect(page.getByText('A chamada deste dia ainda não foi salva: todos aparecem presentes.')).toBeVisible();
  await page.getByRole('button', { name: `${names[1]}: Presente` }).tap();
  await expect(page.getByTestId('roll-counts')).toHaveText('4 presentes · 1 falta');
  // The save stays within reach while the list scrolls under it.
  await expect(page.getByRole('button', { name: 'Salvar chamada' })).toBeInViewport();
  await expectAxeClean(page);
  await attachScreenshot(page, testInfo, 'chamada-celular');
  await page.getByRole('button', { name: 'Salvar chamada' }).tap();
  await expect(page.getByText('Chamada salva.')).toBeVisible();

  await phone.setOffline(true);
  await expect(page.getByText('Sem conexão. Você pode fazer a chamada: ela será enviada quando a internet voltar.')).toBeVisible();
  await page.getByRole('button', { name: `${names[3]}: Presente` }).tap();
  await page.getByRole('button', { name: `${names[3]}: Falta` }).tap();
  await page.getByRole('textbox', { name: `Justificativa de ${names[3]}` }).fill('Atestado médico');
  // Every mark's badge at once (present, absent, justified) under axe.
  await expectAxeClean(page);
  await page.getByRole('button', { name: 'Salvar chamada' }).tap();
  await expect(
    page.getByText('Sem conexão: a chamada ficou guardada neste aparelho e será enviada quando a internet voltar.'),
  ).toBeVisible();
  await expect(page.getByTestId('roll-pending')).toHaveText('1 chamada guardada neste aparelho aguarda a conexão para ser enviada.');
  await attachScreenshot(page, testInfo, 'chamada-sem-conexao');
  await phone.setOffline(false);
  await expect(page.getByText(/^Chamada de \d\d\/\d\d\/\d{4} enviada\.$/)).toBeVisible();
  await expect(page.getByTestId('roll-pending')).toHaveCount(0);
  await phone.close();

  const coordination = await browser.newPage();
  await openSignedIn(coordination, await apiSignIn(request, DEMO.coordenador), `/frequencia/aluno/${students[3]!.id}`);
  await expect(coordination.getByRole('heading', { name: `Frequência de ${names[3]}`, level: 1 })).toBeVisible();
  await expect(coordination.getByTestId('attendance-share')).toHaveText('0% de presença');
  await expect(coordination.getByTestId('absence')).toContainText('Atestado médico');
  await expectAxeClean(coordination);
  await attachScreenshot(coordination, testInfo, 'frequencia-do-aluno');
  // The Frequência report, the class chosen: the student's day away, justified.
  await coordination.goto('/relatorio/frequencia');
  await coordination.getByRole('combobox', { name: 'Turma', exact: true }).click();
  await coordination.getByRole('listbox').getByRole('option', { name: className }).click();
  await coordination.getByRole('button', { name: 'Confirmar' }).click();
  // The Coordenador's report is their unit's: the chart's bars are its classes.
  await expect(coordination.getByRole('heading', { name: 'Presença média por turma', level: 2 })).toBeVisible();
  const report = coordination.getByRole('table', { name: 'Frequência: resultados' });
  await expect(report.getByRole('row', { name: new RegExp(names[3]!) }).getByRole('cell')).toHaveText([
    'Escola Aurora',
    'Unidade Centro',
    className,
    names[3]!,
    '1',
    '1',
    '1',
    '0,0%',
  ]);
  await expectAxeClean(coordination);
  await attachScreenshot(coordination, testInfo, 'relatorio-frequencia');
  await coordination.goto(`/turma/${classId}/chamada`);
  await coordination.getByRole('button', { name: 'Histórico de alterações' }).click();
  await expect(coordination.getByText(`mudou ${names[3]}: Presente → Falta justificada (Atestado médico)`)).toBeVisible();
});
