import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DataRequestDto, NetworkDataRequestDto } from '@portal/shared/privacy';
import { sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../../test/build-app';
import { type ClassWithActivity, type Staff, classWithActivity, signInStaff, submission } from '../activities/activities.fixtures';
import { daysAgo, putRoll } from '../attendance/attendance.fixtures';
import { json, png } from '../curriculum/curriculum.fixtures';
import { giveActivePath, postProgress, record } from '../player/player.fixtures';
import { erasedCode } from './erase.service';
import { NOT_PERSONAL, PERSONAL_DATA } from './personal-data.catalogue';

/* A person's data rights (issue 29): the export of everything about a student, and the erasure of what identifies them. */

let t: TestApp;
let staff: Staff;
beforeAll(async () => {
  t = await buildTestApp();
  staff = await signInStaff(t);
});
afterAll(() => t.close());

const SECRET_ANSWER = 'Minha avó me ajudou a dividir';
const CHAT_TEXT = 'Professor, esqueci o caderno';
const JUSTIFICATION = 'Consulta médica';

/** A class whose first student has one of every kind: an answer with text, a grade, progress, a roll with a justified absence, a chat message, a forum post, a contact message, a private event, a guardian. */
async function studentWithHistory(): Promise<ClassWithActivity & { tag: string }> {
  const w = await classWithActivity(t, staff, 2);
  const [me, other] = w.students;
  const tag = randomUUID().slice(0, 6);
  await json(t, me!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.right, `<p>${SECRET_ANSWER} ${tag}</p>`));
  await json(t, other!.token, 'POST', '/api/bse_questao_resposta', submission(w, w.choice.wrong, '<p>Outra resposta</p>'));
  await json(t, staff.prof, 'POST', '/api/bse_nota', [
    { codBseAtividade: w.activityId, codBseQuestao: w.choice.codBseQuestao, codBseUsuario: me!.id, valor: 10 },
    { codBseAtividade: w.activityId, codBseQuestao: w.open.codBseQuestao, codBseUsuario: me!.id, valor: 8 },
  ]);
  await json(t, staff.prof, 'POST', '/api/bse_nota', [
    { codBseAtividade: w.activityId, codBseQuestao: w.choice.codBseQuestao, codBseUsuario: other!.id, valor: 0 },
    { codBseAtividade: w.activityId, codBseQuestao: w.open.codBseQuestao, codBseUsuario: other!.id, valor: 6 },
  ]);
  const path = await giveActivePath(t, staff.prof, w.classId, `Trilha ${tag}`);
  expect((await postProgress(t, me!.token, [record(path.contentIds[0]!, { pontuacao: 90 })])).statusCode).toBe(200);
  const roll = w.students.map((s) => ({
    codBseUsuario: s.id,
    indPresente: s.id === me!.id ? 'N' : 'S',
    dscJustificativa: s.id === me!.id ? `${JUSTIFICATION} ${tag}` : null,
  }));
  expect((await putRoll(t, staff.prof, w.classId, daysAgo(1), roll)).statusCode).toBe(200);
  await t.rows(sql`insert into cht_mensagem (cod_cht_sala, txt_mensagem, cod_usuario_criacao)
    select cod_cht_sala, ${`${CHAT_TEXT} ${tag}`}, ${me!.id} from cht_sala order by cod_cht_sala limit 1`);
  await t.rows(sql`insert into cht_leitura (cod_cht_sala, cod_bse_usuario, cod_ultima_mensagem)
    select cod_cht_sala, ${me!.id}, max(cod_cht_mensagem) from cht_mensagem where cod_usuario_criacao = ${me!.id} group by cod_cht_sala`);
  await json(t, me!.token, 'POST', '/api/cld_calendario', {
    dscTitulo: `Aniversário ${tag}`,
    hexCorEvento: '#86c879',
    datEvento: daysAgo(-5),
    indPrivado: 'S',
  });
  await json(t, staff.diretor, 'POST', '/api/bse_responsavel', { nomUsuario: `Mãe ${tag}`, alunos: [me!.id] }, 201);
  // Where the student stopped, a chapter evaluated, a grade changed (its history), a forum post and a contact message.
  await json(t, me!.token, 'PUT', '/api/plataforma/posicao', { codTrlLivro: path.pathId, codTrlConteudo: path.contentIds[1] }, 200);
  const questions = await json<{ codAvaliacao: number }[]>(t, me!.token, 'GET', '/api/plataforma/avaliacao/perguntas', undefined, 200);
  await json(
    t,
    me!.token,
    'POST',
    '/api/plataforma/avaliacao',
    {
      id: randomUUID(),
      codTrlCapitulo: path.chapterIds[0],
      respostas: questions.map((q) => ({ codAvaliacao: q.codAvaliacao, numAvaliacao: 4 })),
    },
    200,
  );
  const notes = await t.rows<{ id: number }>(
    sql`select cod_bse_nota as id from bse_nota where cod_bse_usuario = ${me!.id} order by cod_bse_questao`,
  );
  await json(
    t,
    staff.prof,
    'PUT',
    `/api/bse_nota/updateMany/${notes.map((n) => n.id).join(',')}`,
    { nota: notes.map(() => ({ valor: 9 })) },
    200,
  );
  await t.rows(sql`insert into frm_topico (cod_frm_sala, txt_topico, dsc_topico, cod_usuario_criacao)
    select min(cod_frm_sala), ${`Tópico ${tag}`}, 'Sobre a feira', (select cod_bse_usuario from bse_usuario where cst_login = 'AUCE-0001') from frm_sala`);
  await t.rows(sql`insert into frm_postagem (cod_frm_topico, txt_postagem, cod_usuario_criacao)
    select max(cod_frm_topico), ${`Eu levo cartolina ${tag}`}, ${me!.id} from frm_topico`);
  await t.rows(sql`insert into bse_suporte (nom_contato, dsc_email, cod_informacao, dsc_descricao, cod_usuario_criacao)
    select ${me!.name}, ${`aluna.${tag}@familia.example`}, min(cod_informacao), ${`Não consigo abrir o jogo ${tag}`}, ${me!.id} from informacao`);
  return { ...w, tag };
}

const exportOf = (token: string, id: number) => t.as(token, { method: 'GET', url: `/api/bse_usuario/${id}/dados` });
const eraseOf = (token: string, id: number) => t.as(token, { method: 'DELETE', url: `/api/bse_usuario/${id}/dados` });

describe('the personal data catalogue', () => {
  it('names every column that references a user: exported as the person’s, or said why not', async () => {
    const references = await t.rows<{ col: string }>(sql`
      select kcu.table_name || '.' || kcu.column_name as col
      from information_schema.referential_constraints rc
      join information_schema.key_column_usage kcu on kcu.constraint_name = rc.constraint_name
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = rc.unique_constraint_name
      where ccu.table_name = 'bse_usuario' and ccu.column_name = 'cod_bse_usuario' order by 1`);
    const named = new Set([...PERSONAL_DATA.flatMap((kind) => kind.covers), ...Object.keys(NOT_PERSONAL)]);
    expect(references.map((r) => r.col).filter((col) => !named.has(col))).toEqual([]);
  });
});

describe('GET /api/bse_usuario/{id}/dados (the export)', () => {
  it('is one ZIP of every kind of the student’s data, with LEIA-ME.html, and nothing of another student nor a password', async () => {
    const w = await studentWithHistory();
    const [me, other] = w.students;
    // The photo of the profile, as the portal keeps it (a stored file named by the row).
    await mkdir(path.join(t.uploadsDir, 'avatars'), { recursive: true });
    await writeFile(path.join(t.uploadsDir, 'avatars', `foto-${w.tag}.png`), await png(4, 4));
    await t.rows(sql`update bse_usuario set img_avatar = ${`avatars/foto-${w.tag}.png`} where cod_bse_usuario = ${me!.id}`);
    const res = await exportOf(staff.diretor, me!.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="dados-AUCE-\d{4}\.zip"$/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(files[name]!)) as Record<string, unknown>[];
    expect(Object.keys(files).sort()).toEqual(
      [...PERSONAL_DATA.map((k) => `${k.file}.json`), 'LEIA-ME.html', `fotos/foto-${w.tag}.png`].sort(),
    );
    // Every kind a student has holds their rows; the others are a guardian's, a topic's opener's, or never made here.
    const NOT_THIS_STUDENTS = [
      'forum-topicos',
      'alunos-acompanhados',
      'consentimentos',
      'resumo-semanal',
      'respostas-em-rascunho',
      'frequencia-historico',
    ];
    expect(
      PERSONAL_DATA.filter((k) => read(`${k.file}.json`).length === 0)
        .map((k) => k.file)
        .sort(),
    ).toEqual(NOT_THIS_STUDENTS.sort());
    expect(read('cadastro.json')).toEqual([expect.objectContaining({ cod_bse_usuario: me!.id, nom_usuario: me!.name })]);
    expect(read('respostas.json').map((r) => r.res_resposta)).toContain(`<p>${SECRET_ANSWER} ${w.tag}</p>`);
    // Graded 10 and 8, then both changed to 9: the grades as they are, and their history.
    expect(read('notas.json').map((r) => r.valor)).toEqual([9, 9]);
    expect(read('notas-historico.json').map((r) => [r.valor_anterior, r.valor_novo])).toEqual(
      expect.arrayContaining([
        [10, 9],
        [8, 9],
      ]),
    );
    expect(read('progresso.json')).toEqual([expect.objectContaining({ num_pontuacao: 90 })]);
    expect(read('frequencia.json')).toEqual([
      expect.objectContaining({ ind_presente: 'N', dsc_justificativa: `${JUSTIFICATION} ${w.tag}` }),
    ]);
    expect(read('chat-mensagens.json').map((r) => r.txt_mensagem)).toEqual([`${CHAT_TEXT} ${w.tag}`]);
    expect(read('eventos.json').map((r) => r.dsc_titulo)).toEqual([`Aniversário ${w.tag}`]);
    expect(read('responsaveis.json')).toHaveLength(1);
    expect(read('acessos.json').length).toBeGreaterThan(0);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(everything).not.toContain(other!.name);
    expect(everything).not.toContain('Outra resposta');
    expect(everything).not.toMatch(/argon2|txt_senha|cst_token|cst_sessao/);
    const readme = strFromU8(files['LEIA-ME.html']!);
    expect(readme).toContain(`<h1>Dados de ${me!.name}`);
    expect(readme).toContain(
      '<code>frequencia.json</code></td><td>A presença ou a falta em cada dia de aula, com a justificativa.</td><td>1</td>',
    );
    // The request is kept: who asked, when.
    const requests = await t.as(staff.diretor, { method: 'GET', url: `/api/bse_usuario/${me!.id}/dados/pedidos` });
    expect(requests.json<DataRequestDto[]>()).toEqual([{ indTipo: 'E', datPedido: expect.any(String), nomSolicitante: 'Daniel Diretor' }]);
  });

  it('is the Diretor’s and above, within their scope', async () => {
    const w = await classWithActivity(t, staff, 1);
    const id = w.students[0]!.id;
    expect((await exportOf(staff.gestor, id)).statusCode).toBe(200);
    expect((await exportOf(staff.master, id)).statusCode).toBe(200);
    expect((await exportOf(staff.gestorHo, id)).statusCode).toBe(404);
    for (const token of [staff.coord, staff.prof, w.students[0]!.token]) expect((await exportOf(token, id)).statusCode).toBe(403);
    expect((await eraseOf(staff.gestorHo, id)).statusCode).toBe(404);
    expect((await eraseOf(staff.prof, id)).statusCode).toBe(403);
  });
});

describe('DELETE /api/bse_usuario/{id}/dados (the erasure)', () => {
  it('leaves no trace of the name, login or texts in any text column, keeps the numbers, and the account cannot sign in', async () => {
    const w = await studentWithHistory();
    const [me, other] = w.students;
    const [before] = await t.rows<{ login: string }>(sql`select cst_login as login from bse_usuario where cod_bse_usuario = ${me!.id}`);
    const averages = () =>
      t.rows<{ avg: number; n: number }>(
        sql`select avg(soma_nota)::float8 as avg, count(*)::int as n from bse_atividade_entrega where cod_bse_turma = ${w.classId}`,
      );
    const totals = () =>
      t.rows<{ dias: number; faltas: number }>(
        sql`select sum(num_dias)::int as dias, sum(num_faltas)::int as faltas from bse_frequencia_resumo where cod_bse_turma = ${w.classId}`,
      );
    const report = async () => (await t.as(staff.gestor, { method: 'GET', url: '/api/rel_relatorio/quantidade' })).json<unknown>();
    const [averageBefore, totalsBefore, reportBefore] = [await averages(), await totals(), await report()];

    expect((await eraseOf(staff.diretor, me!.id)).statusCode).toBe(200);

    // The tag makes each text this student's alone (other tests' students wrote the same words).
    const traces = [
      me!.name,
      before!.login,
      `${SECRET_ANSWER} ${w.tag}`,
      `${CHAT_TEXT} ${w.tag}`,
      `${JUSTIFICATION} ${w.tag}`,
      `Aniversário ${w.tag}`,
    ];
    const columns = await t.rows<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
      where c.table_schema = 'public' and tb.table_type = 'BASE TABLE' and c.data_type in ('text', 'character varying', 'character')`);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      for (const trace of traces) {
        const hits = await t.rows<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} ilike ${`%${trace}%`}`,
        );
        if (hits[0]!.n > 0) found.push(`${table_name}.${column_name}: ${trace}`);
      }
    }
    expect(found).toEqual([]);
    expect(await averages()).toEqual(averageBefore);
    expect(await totals()).toEqual(totalsBefore);
    expect(await report()).toEqual(reportBefore);
    const [row] = await t.rows<{ name: string; login: string; active: string }>(
      sql`select nom_usuario as name, cst_login as login, ind_ativo as active from bse_usuario where cod_bse_usuario = ${me!.id}`,
    );
    expect(row).toEqual({ name: `Pessoa removida ${erasedCode(me!.id)}`, login: erasedCode(me!.id), active: 'N' });
    expect(erasedCode(me!.id)).toMatch(/^R[0-9A-Z]{3}-[0-9A-Z]{4}$/);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: before!.login, password: 'Aluno@2026' },
    });
    expect(signIn.statusCode).not.toBe(202);
    // The classmate's own words stay.
    expect(
      await t.rows(sql`select 1 from bse_questao_resposta where res_resposta = '<p>Outra resposta</p>' and cod_bse_usuario = ${other!.id}`),
    ).toHaveLength(1);
    const requests = await t.as(staff.diretor, { method: 'GET', url: `/api/bse_usuario/${me!.id}/dados/pedidos` });
    expect(requests.json<DataRequestDto[]>().map((r) => r.indTipo)).toEqual(['A']);
    // The network's record on /admin names the person by their code alone; it is the Master's.
    const network = await t.as(staff.master, { method: 'GET', url: '/api/admin/pedidos-dados' });
    expect(network.json<NetworkDataRequestDto[]>().find((r) => r.codBseUsuario === me!.id)).toEqual({
      codBseUsuario: me!.id,
      nomPessoa: `Pessoa removida ${erasedCode(me!.id)}`,
      indTipo: 'A',
      datPedido: expect.any(String),
      nomSolicitante: 'Daniel Diretor',
    });
    expect(network.body).not.toContain(me!.name);
    expect((await t.as(staff.diretor, { method: 'GET', url: '/api/admin/pedidos-dados' })).statusCode).toBe(403);
  });

  it('refuses the network administrator and the caller’s own data', async () => {
    const me = await t.rows<{ id: number }>(sql`select cod_bse_usuario as id from bse_usuario where cst_login = 'AUCE-0001'`);
    const own = await eraseOf(staff.diretor, me[0]!.id);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('Não é possível apagar os dados do administrador da rede nem os seus próprios.');
    expect((await eraseOf(staff.master, 1)).statusCode).toBe(409);
  });
});
