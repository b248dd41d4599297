/**
 * Attendance at network scale (issue 26), on a throwaway PostgreSQL database: the generated network (100,000
 * students in 2,000 classes of 50) and 200 school days of every class's roll (20,000,000 marks: each student
 * away on 0 to 29% of the days, half the absences justified), with each student's totals as the saves keep them.
 *
 * Three calls through the product beside the same service or statements run bare in this process (same
 * driver, no HTTP), interleaved, sequential, their medians compared. Targets (issue 26): saving a class's roll
 * p50 ≤ 20 ms, the Frequência report of one school p50 ≤ 200 ms, the under-75% list of a Gestor p50 ≤ 100 ms.
 *
 *   npm run bench:attendance
 *
 * Env: BENCH_DATABASE_URL (the PostgreSQL server, as the other benches), BENCH_ATTENDANCE_SAMPLES (30),
 * BENCH_ATTENDANCE_DAYS (200), BENCH_ATTENDANCE_DATABASE_URL (a network generated before by this bench, measured
 * again without its generation).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AttendanceMark } from '../packages/shared/src/attendance/attendance.schemas';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { bseEscola, bseFrequencia, bseTurma, bseUnidade, bseUsuario, bseUsuarioTurma } from '../apps/api/src/db/schema';
import { viewerOfSession } from '../apps/api/src/lib/viewer';
import { saveRoll } from '../apps/api/src/modules/attendance/attendance.service';
import { watchedStudents } from '../apps/api/src/modules/attendance/attendance.watch';
import { reportPage } from '../apps/api/src/modules/reports/reports.service';
import { cleanups, createThrowawayDb, runBench, startProduct, stopChild } from './lib/processes';
import { gitHead, machine, rewriteReadme } from './lib/report';
import { routeBesideBare } from './lib/samples';
import { intEnv } from './lib/settings';
import { NETWORK_PASSWORD, generateNetwork, signIn } from './users-scenarios';

const samples = intEnv('BENCH_ATTENDANCE_SAMPLES', 30, 5);
const schoolDays = intEnv('BENCH_ATTENDANCE_DAYS', 200, 1);
const GESTOR = 'AAMT-0001';

/** 200 weekdays before today, every student of every class marked on each (one statement), then the totals. */
async function generateRolls(database: Database): Promise<number> {
  await database.db.execute(sql`
    insert into bse_frequencia (cod_bse_turma, dat_aula, cod_bse_usuario, ind_presente, dsc_justificativa, dat_registro)
    select ut.cod_bse_turma, d.day, ut.cod_bse_usuario,
      case when m.away then 'N' else 'S' end,
      case when m.away and m.roll % 2 = 0 then 'Atestado médico' end,
      d.day + time '07:30'
    from (
      select day::date as day from generate_series(current_date - 400, current_date - 1, interval '1 day') day
      where extract(isodow from day) < 6 order by day desc limit ${schoolDays}
    ) d
    cross join bse_usuario_turma ut
    join bse_usuario u on u.cod_bse_usuario = ut.cod_bse_usuario and u.cod_bse_perfil = 6
    cross join lateral (
      select abs(hashtext(ut.cod_bse_usuario::text || d.day::text)) % 100 as roll
    ) r
    cross join lateral (select r.roll as roll, r.roll < abs(hashtext(ut.cod_bse_usuario::text)) % 30 as away) m`);
  await database.db.execute(sql`
    insert into bse_frequencia_resumo (cod_bse_usuario, cod_bse_turma, num_dias, num_faltas, num_justificadas)
    select cod_bse_usuario, cod_bse_turma, count(*), count(*) filter (where ind_presente = 'N'), count(dsc_justificativa)
    from bse_frequencia group by 1, 2`);
  await database.db.execute(sql`analyze bse_frequencia; analyze bse_frequencia_resumo`);
  return database.db.$count(bseFrequencia);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-attendance-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const kept = process.env.BENCH_ATTENDANCE_DATABASE_URL;
  const url = kept ?? (await createThrowawayDb());
  let generatedMs = 0;
  const database = await openDatabase({ url });
  if (!kept) {
    console.log('generating the network…');
    const started = performance.now();
    console.log(JSON.stringify(await generateNetwork({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' })));
    console.log(`generating ${schoolDays} school days of rolls…`);
    console.log(`${await generateRolls(database)} marks`);
    generatedMs = performance.now() - started;
  }
  const product = await startProduct(url, { DATA_DIR: dataDir });
  try {
    const { db } = database;
    const [gestor] = await db
      .select({ id: bseUsuario.codBseUsuario, school: bseUsuario.codBseEscola, schoolName: bseEscola.nomEscola })
      .from(bseUsuario)
      .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUsuario.codBseEscola))
      .where(eq(bseUsuario.cstLogin, GESTOR));
    if (!gestor) throw new Error(`${GESTOR} is missing`);
    const [target] = await db
      .select({ classId: bseTurma.codBseTurma, unitId: bseTurma.codBseUnidade })
      .from(bseTurma)
      .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
      .where(eq(bseUnidade.codBseEscola, gestor.school))
      .orderBy(asc(bseTurma.codBseTurma))
      .limit(1);
    if (!target) throw new Error('the Gestor’s school has no class');
    const [diretor] = await db
      .select({ id: bseUsuario.codBseUsuario, login: bseUsuario.cstLogin, school: bseUsuario.codBseEscola, unit: bseUsuario.codBseUnidade })
      .from(bseUsuario)
      .where(and(eq(bseUsuario.codBsePerfil, 3), eq(bseUsuario.codBseUnidade, target.unitId)))
      .limit(1);
    if (!diretor) throw new Error('the class’s unit has no Diretor');
    const students = (
      await db
        .select({ id: bseUsuarioTurma.codBseUsuario })
        .from(bseUsuarioTurma)
        .innerJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseUsuarioTurma.codBseUsuario))
        .where(and(eq(bseUsuarioTurma.codBseTurma, target.classId), eq(bseUsuario.codBsePerfil, 6)))
    ).map((s) => s.id);
    const [latest] = await db
      .select({ day: sql<string>`max(${bseFrequencia.datAula})::text` })
      .from(bseFrequencia)
      .where(eq(bseFrequencia.codBseTurma, target.classId));
    const day = latest!.day;
    const marks = await db.$count(bseFrequencia);
    console.log(`class ${target.classId}: ${students.length} students, roll of ${day}; ${marks} marks in all`);

    const [gestorToken, diretorToken] = await Promise.all([
      signIn(product.base, GESTOR, NETWORK_PASSWORD),
      signIn(product.base, diretor.login, NETWORK_PASSWORD),
    ]);
    const call = async (token: string, url: string, init: RequestInit = {}) => {
      const res = await fetch(`${product.base}${url}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    };
    // Each save changes two marks: the student away last time comes back, the next one is away.
    let turn = 0;
    const nextRoll = (): AttendanceMark[] => {
      turn += 1;
      return students.map((id, i) => ({
        codBseUsuario: id,
        indPresente: i === turn % students.length ? 'N' : 'S',
        dscJustificativa: null,
      }));
    };
    const diretorViewer = viewerOfSession({
      codBseUsuario: diretor.id,
      codBsePerfil: 3,
      codBseEscola: diretor.school,
      codBseUnidade: diretor.unit,
    });
    const gestorScope = viewerOfSession({ codBseUsuario: gestor.id, codBsePerfil: 2, codBseEscola: gestor.school, codBseUnidade: null });

    const save = await routeBesideBare(
      () =>
        call(diretorToken, `/api/bse_frequencia/${target.classId}/${day}`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(nextRoll()),
        }),
      () => saveRoll(db, diretorViewer, target.classId, day, nextRoll(), randomUUID(), { editDays: 7 }),
      samples,
    );
    const filter = { codBseEscola: gestor.school };
    const report = await routeBesideBare(
      () =>
        call(gestorToken, '/api/rel_relatorio/filtrarFrequencia?page=1&pageSize=5', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(filter),
        }),
      () => reportPage(db, gestorScope, 'frequencia', filter, { page: 1, pageSize: 5 }),
      samples,
    );
    const watch = await routeBesideBare(
      () => call(gestorToken, '/api/bse_frequencia/alerta'),
      () => watchedStudents(db, gestorScope),
      samples,
    );
    const row = (name: string, m: { route: number; routeP90: number; bare: number }, target: number) =>
      `| ${name} | ${m.route.toFixed(1)} ms | ${m.routeP90.toFixed(1)} ms | ${m.bare.toFixed(1)} ms | ${(m.route / m.bare).toFixed(2)} | p50 ≤ ${target} ms: ${m.route <= target ? 'met' : 'not met'} |`;
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} at ${gitHead()} on ${machine()}; PostgreSQL; ${samples} sequential samples each, the route and the bare call interleaved.`,
      '',
      `Network: 100,000 students, ${marks} marks (${schoolDays} school days${generatedMs ? `, generated with the network in ${(generatedMs / 1000).toFixed(0)} s` : ''}). The roll: a class of ${students.length} saved by its unit's Diretor, two marks changed a save; the report and the list: ${gestor.schoolName}'s Gestor.`,
      '',
      '| call | route p50 | route p90 | bare p50 | route / bare | target |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      row('PUT /api/bse_frequencia/{codBseTurma}/{data} (bare: the service)', save, 20),
      row('POST /api/rel_relatorio/filtrarFrequencia, one school (bare: the service)', report, 200),
      row('GET /api/bse_frequencia/alerta, a Gestor (bare: the statement)', watch, 100),
    ];
    console.log(lines.join('\n'));
    rewriteReadme(lines.join('\n'), 'attendance');
  } finally {
    await database.close();
    await stopChild(product.child);
  }
}

await runBench(main);
