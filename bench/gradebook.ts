/**
 * The gradebook at network scale (issue 23), on a throwaway PostgreSQL database: the generated network
 * (100,000 students in 2,000 classes of 50), 30 activities active in every class and answered by every
 * student (6,000,000 answers, four in five graded), and the training path's items completed. One class of
 * the first school is given the training path as its active path and a due day on half its activities.
 *
 * `GET /api/turma/{codBseTurma}/boletim` for that school's Gestor beside the same statements run bare in
 * this process (the scope check, then the module's three statements side by side, as the service runs
 * them; same driver, no HTTP), interleaved, sequential, their medians compared. Target (issue 23): p50 ≤ 30 ms.
 *
 *   npm run bench:gradebook
 *
 * Env: BENCH_DATABASE_URL (the PostgreSQL server, as the other benches), BENCH_GRADEBOOK_SAMPLES (30),
 * BENCH_GRADEBOOK_ACTIVITIES (30), BENCH_GRADEBOOK_DATABASE_URL (a network generated before by this bench,
 * measured again without its generation).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { bseAtividadeTurma, bseEscola, bseTurma, bseUnidade, bseUsuario, trlLivro, trlLivroTurma } from '../apps/api/src/db/schema';
import { findClassInScope } from '../apps/api/src/modules/organisation';
import { gradebookActivities, gradebookStudents, gradebookSubmissions } from '../apps/api/src/modules/gradebook/class-gradebook.repository';
import { TRAINING_TITLE } from '../apps/api/src/seed/training';
import { cleanups, createThrowawayDb, runBench, startProduct, stopChild } from './lib/processes';
import { gitHead, machine, rewriteReadme } from './lib/report';
import { routeBesideBare } from './lib/samples';
import { intEnv } from './lib/settings';
import { NETWORK_PASSWORD, generateNetwork, signIn } from './users-scenarios';

const samples = intEnv('BENCH_GRADEBOOK_SAMPLES', 30, 5);
const activities = intEnv('BENCH_GRADEBOOK_ACTIVITIES', 30, 1);
const GESTOR = 'AAMT-0001';

/** The first class (by id) of the Gestor's school that has students, made to look like a class in use. */
async function classInUse(database: Database, schoolId: number): Promise<{ classId: number; students: number; activities: number }> {
  const { db } = database;
  const [chosen] = await db
    .select({ classId: bseTurma.codBseTurma })
    .from(bseTurma)
    .innerJoin(bseUnidade, eq(bseUnidade.codBseUnidade, bseTurma.codBseUnidade))
    .where(eq(bseUnidade.codBseEscola, schoolId))
    .orderBy(asc(bseTurma.codBseTurma))
    .limit(1);
  if (!chosen) throw new Error('the Gestor’s school has no class');
  const { classId } = chosen;
  const [training] = await db.select({ id: trlLivro.codTrlLivro }).from(trlLivro).where(eq(trlLivro.dscTitulo, TRAINING_TITLE));
  if (!training) throw new Error('the training path is missing');
  await db.transaction(async (tx) => {
    await tx.update(trlLivroTurma).set({ indAtivo: 'N' }).where(eq(trlLivroTurma.codBseTurma, classId));
    await tx
      .insert(trlLivroTurma)
      .values({ codTrlLivro: training.id, codBseTurma: classId, indAtivo: 'S' })
      .onConflictDoUpdate({ target: [trlLivroTurma.codBseTurma, trlLivroTurma.codTrlLivro], set: { indAtivo: 'S' } });
    // Half the activities due on a day of the school year.
    await tx
      .update(bseAtividadeTurma)
      .set({ datEntrega: sql`date '2026-06-01' + (${bseAtividadeTurma.codBseAtividade} % 90)` })
      .where(and(eq(bseAtividadeTurma.codBseTurma, classId), sql`${bseAtividadeTurma.codBseAtividade} % 2 = 0`));
  });
  const students = await db.$count(
    bseUsuario,
    sql`${bseUsuario.codBsePerfil} = 6 and ${bseUsuario.codBseUsuario} in (select cod_bse_usuario from bse_usuario_turma where cod_bse_turma = ${classId})`,
  );
  const given = await db.$count(bseAtividadeTurma, eq(bseAtividadeTurma.codBseTurma, classId));
  return { classId, students, activities: given };
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-gradebook-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const kept = process.env.BENCH_GRADEBOOK_DATABASE_URL;
  const url = kept ?? (await createThrowawayDb());
  let generatedMs = 0;
  if (!kept) {
    console.log(`generating the network, ${activities} activities answered by every student…`);
    const generated = await generateNetwork({
      ...process.env,
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NETWORK_ACTIVITIES: String(activities),
      NETWORK_REPORT_ACCESSES: '1',
    });
    generatedMs = generated.ms;
    console.log(JSON.stringify(generated));
  }

  const database = await openDatabase({ url });
  const product = await startProduct(url, { DATA_DIR: dataDir });
  try {
    const [gestor] = await database.db
      .select({ id: bseUsuario.codBseUsuario, school: bseUsuario.codBseEscola, schoolName: bseEscola.nomEscola })
      .from(bseUsuario)
      .innerJoin(bseEscola, eq(bseEscola.codBseEscola, bseUsuario.codBseEscola))
      .where(eq(bseUsuario.cstLogin, GESTOR));
    if (!gestor?.school) throw new Error(`${GESTOR} is not a school’s Gestor`);
    const target = await classInUse(database, gestor.school);
    const users = await database.db.$count(bseUsuario);
    console.log(`class ${target.classId}: ${target.students} students, ${target.activities} activities given`);

    const token = await signIn(product.base, GESTOR, NETWORK_PASSWORD);
    const scope = { kind: 'school' as const, userId: gestor.id, codBseEscola: gestor.school };
    let cells = 0;
    const viaRoute = async () => {
      const res = await fetch(`${product.base}/api/turma/${target.classId}/boletim`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`boletim: HTTP ${res.status}`);
      const body = (await res.json()) as { alunos: { atividades: unknown[] }[] };
      cells = body.alunos.reduce((sum, student) => sum + student.atividades.length, 0);
    };
    const viaBare = async () => {
      if (!(await findClassInScope(database.db, scope, target.classId))) throw new Error('class out of scope');
      await Promise.all([
        gradebookActivities(database.db, target.classId),
        gradebookStudents(database.db, target.classId),
        gradebookSubmissions(database.db, target.classId),
      ]);
    };
    const m = await routeBesideBare(viaRoute, viaBare, samples);
    console.log(
      `  boletim: route p50 ${m.route.toFixed(1)} ms (p90 ${m.routeP90.toFixed(1)}), bare SQL p50 ${m.bare.toFixed(1)} ms, ${cells} cells`,
    );

    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} at ${gitHead()} on ${machine()}; PostgreSQL; ${samples} sequential samples each, the route and the bare statements interleaved.`,
      '',
      `Network: ${users} users${generatedMs ? ` (generated in ${(generatedMs / 1000).toFixed(0)} s)` : ''}, ${activities} activities active in every class and answered by every student. The class: ${target.students} students, ${target.activities} activities (${cells} cells), the training path active; read by its school's Gestor (${gestor.schoolName}).`,
      '',
      '| read | route p50 | route p90 | bare SQL p50 | route / bare | target |',
      '| --- | ---: | ---: | ---: | ---: | --- |',
      `| GET /api/turma/{codBseTurma}/boletim | ${m.route.toFixed(1)} ms | ${m.routeP90.toFixed(1)} ms | ${m.bare.toFixed(1)} ms | ${(m.route / m.bare).toFixed(2)} | p50 ≤ 30 ms: ${m.route <= 30 ? 'met' : 'not met'} |`,
    ];
    rewriteReadme(lines.join('\n'), 'gradebook');
  } finally {
    await database.close();
    await stopChild(product.child);
  }
}

await runBench(main);
