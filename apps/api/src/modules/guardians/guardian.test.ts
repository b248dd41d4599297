import { GUARDIAN_CONSENT_VERSION, type ChildDto, type GuardianCreatedAnswer, type GuardianDto } from '@portal/shared/guardians';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type Staff, classWithActivity, linkOf, signInStaff, submission } from '../activities/activities.fixtures';
import { daysAgo, putRoll } from '../attendance/attendance.fixtures';
import { json } from '../curriculum/curriculum.fixtures';
import { giveActivePath, postProgress, record } from '../player/player.fixtures';
import { sendUserForm } from '../users/users.fixtures';

/* Guardians (issue 27): the staff link a guardian to students; the guardian accepts the term, then reads only their children. */

let t: TestApp;
let staff: Staff;

beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const create = (token: string, body: unknown) => t.as(token, { method: 'POST', url: '/api/bse_responsavel', payload: body as object });
const children = (token: string) => t.as(token, { method: 'GET', url: '/api/responsavel/filhos' });
const accept = (token: string, versao = GUARDIAN_CONSENT_VERSION) =>
  t.as(token, { method: 'POST', url: '/api/responsavel/consentimento', payload: { versao } });

/** A new guardian of these students, created by the Diretor and signed in. */
async function guardianOf(studentIds: number[], name = 'Marta Responsável') {
  const res = await create(staff.diretor, { nomUsuario: name, alunos: studentIds });
  expect(res.statusCode, res.body).toBe(201);
  const made = res.json<GuardianCreatedAnswer>();
  return { ...made, token: await t.login(made.cstLogin, made.txtSenha) };
}

describe('a guardian created from a student (POST /api/bse_responsavel)', () => {
  it('gets a login of the unit with R and a first password shown once; the student’s page lists them, not yet accepted', async () => {
    const w = await classWithActivity(t, staff, 1);
    const g = await guardianOf([w.students[0]!.id]);
    expect(g.cstLogin).toMatch(/^AUCE-R\d{3}$/);
    expect(g.txtSenha).toHaveLength(8);
    const [row] = await t.rows<{ profile: number; unit: string }>(
      sql`select u.cod_bse_perfil as profile, n.cst_txt_prefixo_login as unit from bse_usuario u join bse_unidade n using (cod_bse_unidade) where u.cod_bse_usuario = ${g.codBseUsuario}`,
    );
    expect(row).toEqual({ profile: 8, unit: 'CE' });
    const list = await t.as(staff.coord, { method: 'GET', url: `/api/bse_responsavel?codAluno=${w.students[0]!.id}` });
    expect(list.json<GuardianDto[]>()).toEqual([
      {
        codBseUsuario: g.codBseUsuario,
        nomUsuario: 'Marta Responsável',
        cstLogin: g.cstLogin,
        datConsentimento: null,
        versaoConsentimento: null,
        alunos: 1,
      },
    ]);
    // The next guardian of the unit takes the next number.
    const next = await guardianOf([w.students[0]!.id], 'Outro Responsável');
    expect(Number(next.cstLogin.slice(6))).toBe(Number(g.cstLogin.slice(6)) + 1);
  });

  it('refuses bad input with the field’s Portuguese message, and another unit’s or a non-student with 404, writing nothing', async () => {
    const w = await classWithActivity(t, staff, 1);
    const before = await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_usuario where cod_bse_perfil = 8`);
    const noName = await create(staff.diretor, { nomUsuario: ' ', alunos: [w.students[0]!.id] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toEqual({ nomUsuario: 'Informe o nome do usuário.' });
    const noStudent = await create(staff.diretor, { nomUsuario: 'Marta', alunos: [] });
    expect(noStudent.json().fields).toEqual({ alunos: 'Selecione o aluno de quem é responsável.' });
    const many = await create(staff.diretor, { nomUsuario: 'Marta', alunos: Array.from({ length: 11 }, (_, i) => i + 1) });
    expect(many.json().fields).toEqual({ alunos: 'Um responsável acompanha no máximo 10 alunos.' });
    const [heitor] = await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = 'HOSU-0003'`);
    expect((await create(staff.diretor, { nomUsuario: 'Marta', alunos: [w.students[0]!.id, heitor!.id] })).statusCode).toBe(404);
    const [prof] = await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = 'AUCE-0003'`);
    expect((await create(staff.diretor, { nomUsuario: 'Marta', alunos: [prof!.id] })).statusCode).toBe(404);
    // The other school's Gestor does not reach this student; the Professor and the student may not create guardians.
    expect((await create(staff.gestorHo, { nomUsuario: 'Marta', alunos: [w.students[0]!.id] })).statusCode).toBe(404);
    expect((await create(staff.prof, { nomUsuario: 'Marta', alunos: [w.students[0]!.id] })).statusCode).toBe(403);
    expect((await create(w.students[0]!.token, { nomUsuario: 'Marta', alunos: [w.students[0]!.id] })).statusCode).toBe(403);
    const after = await t.rows<{ n: number }>(sql`select count(*)::int as n from bse_usuario where cod_bse_perfil = 8`);
    expect(after).toEqual(before);
  });

  it('is not made through the users form: that answers with the student’s page', async () => {
    const [unit] = await t.rows<{ id: number }>(sql`select cod_bse_unidade as id from bse_usuario where cst_login = 'AUCE-0001'`);
    const res = await sendUserForm(t, staff.diretor, {
      cstLogin: 'AUCE-R900',
      nomUsuario: 'Marta',
      txtSenha: 'Resp@2026',
      codBsePerfil: 8,
      codBseUnidade: unit!.id,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().fields).toMatchObject({ codBsePerfil: 'O responsável é cadastrado na página do aluno.' });
  });
});

describe('the consent term (LGPD art. 14)', () => {
  it('shows nothing of a child before it is accepted; the acceptance is stored with its version and shown to the school', async () => {
    const w = await classWithActivity(t, staff, 1);
    const g = await guardianOf([w.students[0]!.id]);
    const refused = await children(g.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Leia e aceite o termo de consentimento para ver os dados dos seus filhos.',
    });
    expect(refused.body).not.toContain(w.students[0]!.name);

    const term = await t.as(g.token, { method: 'GET', url: '/api/responsavel/consentimento' });
    expect(term.json()).toEqual({ versao: GUARDIAN_CONSENT_VERSION, datAceite: null, filhos: ['Aluno'] });
    const old = await accept(g.token, '2020-01');
    expect(old.statusCode).toBe(400);
    expect(old.json().fields).toEqual({ versao: 'O termo mudou. Leia a versão atual antes de aceitar.' });

    const accepted = await accept(g.token);
    expect(accepted.statusCode).toBe(200);
    const at = accepted.json<{ datAceite: string }>().datAceite;
    expect(Date.now() - Date.parse(at)).toBeLessThan(60_000);
    // Accepting again keeps the first time.
    expect((await accept(g.token)).json<{ datAceite: string }>().datAceite).toBe(at);
    const list = await t.as(staff.diretor, { method: 'GET', url: `/api/bse_responsavel?codAluno=${w.students[0]!.id}` });
    expect(list.json<GuardianDto[]>()[0]).toMatchObject({ datConsentimento: at, versaoConsentimento: GUARDIAN_CONSENT_VERSION });
    expect((await children(g.token)).statusCode).toBe(200);
  });
});

describe('the guardian’s children (GET /api/responsavel/filhos)', () => {
  it('gives each child’s progress, due and late work, grades with their maximum, attendance and the class’s public events', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [child, classmate] = w.students;
    const path = await giveActivePath(t, staff.prof, w.classId, `Trilha da família ${w.classId}`);
    // The class's activity was due yesterday and the child has not sent it: late. The classmate sent and was graded.
    await json(t, staff.prof, 'PUT', `/api/bse_atividade_turma/${await linkOf(t, w)}`, { datEntrega: daysAgo(1) });
    await json(t, classmate!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right));
    await json(t, staff.prof, 'POST', '/api/bse_nota', [
      { codBseAtividade: w.activityId, codBseQuestao: w.choice.codBseQuestao, codBseUsuario: classmate!.id, valor: 10 },
      { codBseAtividade: w.activityId, codBseQuestao: w.open.codBseQuestao, codBseUsuario: classmate!.id, valor: 6 },
    ]);
    const [first] = path.contentIds;
    expect((await postProgress(t, child!.token, [record(first!, { pontuacao: 100 })])).statusCode).toBe(200);
    const roll = (absent: number[]) =>
      w.students.map((s) => ({ codBseUsuario: s.id, indPresente: absent.includes(s.id) ? 'N' : 'S', dscJustificativa: null }));
    expect((await putRoll(t, staff.prof, w.classId, daysAgo(1), roll([child!.id]))).statusCode).toBe(200);
    expect((await putRoll(t, staff.prof, w.classId, daysAgo(2), roll([]))).statusCode).toBe(200);
    // A public event of the class for its students, and a private one of the Professor's: only the first reaches the family.
    const event = (indPrivado: 'S' | 'N', dscTitulo: string) =>
      json<{ codCldCalendario: number }>(t, staff.prof, 'POST', '/api/cld_calendario', {
        dscTitulo,
        dscDescricao: 'Tragam o material.',
        hexCorEvento: '#86c879',
        datEvento: daysAgo(-3),
        indPrivado,
        codBseTurma: w.classId,
        perfis: [6],
      });
    const feira = await event('N', 'Feira de ciências');
    await event('S', 'Só do professor');

    const mother = await guardianOf([child!.id, classmate!.id]);
    expect((await accept(mother.token)).statusCode).toBe(200);
    const res = await children(mother.token);
    expect(res.statusCode, res.body).toBe(200);
    const kids = res.json<ChildDto[]>();
    expect(kids.map((k) => k.nomUsuario)).toEqual([child!.name, classmate!.name]);
    expect(kids[0]).toEqual({
      codBseUsuario: child!.id,
      nomUsuario: child!.name,
      nomEscola: 'Escola Aurora',
      nomTurma: expect.stringMatching(/^Prova /),
      progresso: { nomLivro: `Trilha da família ${w.classId}`, concluidos: 1, total: path.contentIds.length, estrelas: 3 },
      pendencias: [
        { codBseAtividade: w.activityId, nomAtividade: expect.stringMatching(/^Avaliação /), datEntrega: daysAgo(1), atrasada: true },
      ],
      notas: [],
      frequencia: { dias: 2, faltas: 1, percentual: 50 },
      eventos: [{ codCldCalendario: feira.codCldCalendario, dscTitulo: 'Feira de ciências', datEvento: daysAgo(-3) }],
    });
    expect(kids[1]).toMatchObject({
      pendencias: [],
      notas: [{ codBseAtividade: w.activityId, nomAtividade: expect.stringMatching(/^Avaliação /), nota: 16, notaMaxima: 20 }],
      frequencia: { dias: 2, faltas: 0, percentual: 100 },
    });
  });

  it('ends at once when the school removes a link; a link to a sibling of another class adds the child', async () => {
    const w = await classWithActivity(t, staff, 2);
    const [child, sibling] = w.students;
    const g = await guardianOf([child!.id]);
    await accept(g.token);
    expect((await children(g.token)).json<ChildDto[]>().map((k) => k.codBseUsuario)).toEqual([child!.id]);

    const link = (token: string, codAluno: number, cstLogin = g.cstLogin.toLowerCase()) =>
      t.as(token, { method: 'POST', url: '/api/bse_responsavel/vinculo', payload: { cstLogin, codAluno } });
    const unknown = await link(staff.coord, sibling!.id, 'AUCE-0003');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      message: 'Nenhum responsável com este login.',
      fields: { cstLogin: 'Nenhum responsável com este login.' },
    });
    expect((await link(staff.coord, sibling!.id)).statusCode).toBe(200);
    expect((await link(staff.coord, sibling!.id)).json()).toMatchObject({
      code: 'CONFLICT',
      message: 'Este responsável já acompanha este aluno.',
    });
    expect((await link(staff.gestorHo, sibling!.id)).statusCode).toBe(404);
    expect((await children(g.token)).json<ChildDto[]>()).toHaveLength(2);

    const unlink = (token: string, codAluno: number) =>
      t.as(token, { method: 'DELETE', url: `/api/bse_responsavel/${g.codBseUsuario}/aluno/${codAluno}` });
    expect((await unlink(staff.gestorHo, child!.id)).statusCode).toBe(404);
    expect((await unlink(staff.diretor, child!.id)).statusCode).toBe(200);
    expect((await unlink(staff.diretor, child!.id)).statusCode).toBe(404);
    const after = (await children(g.token)).json<ChildDto[]>();
    expect(after.map((k) => k.codBseUsuario)).toEqual([sibling!.id]);
    expect(JSON.stringify(after)).not.toContain(child!.name);
  });

  it('is the guardian’s alone: the school’s routes refuse them and their calls refuse everyone else', async () => {
    const w = await classWithActivity(t, staff, 1);
    const g = await guardianOf([w.students[0]!.id]);
    await accept(g.token);
    for (const url of [
      '/api/home/pendencias',
      `/api/bse_frequencia/aluno/${w.students[0]!.id}`,
      '/api/cht_usuario_sala/listarSalas/x',
      '/api/bse_usuario',
    ]) {
      expect((await t.as(g.token, { method: 'GET', url })).statusCode, url).toBe(403);
    }
    expect((await children(w.students[0]!.token)).statusCode).toBe(403);
    expect((await children(staff.diretor)).statusCode).toBe(403);
  });
});
