/**
 * The guardians' weekly summaries at network scale (issue 27), on a throwaway PostgreSQL database: the generated network
 * (100,000 students in 2,000 classes), one guardian per student (siblings: every tenth guardian follows a second
 * student of another class), every guardian with the current term accepted and an e-mail. Then every summary is
 * made as the weekly send makes it (`sendDueSummaries`: claim a batch, read its children in the same seven statements,
 * write the text and the HTML) with a mailer that keeps nothing, beside the bare read of the same children's rows (one
 * statement over the links, no progress, grades or rendering): guardians per second, each.
 *
 *   npm run bench:guardians
 *
 * Env: BENCH_DATABASE_URL (the PostgreSQL server, as the other benches), BENCH_GUARDIANS_BATCH (500),
 * BENCH_GUARDIANS_DATABASE_URL (a network generated before by this bench, measured again without its generation).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { GUARDIAN_CONSENT_VERSION } from '../packages/shared/src/guardians/guardians.schemas';
import { type Database, openDatabase } from '../apps/api/src/db/client';
import { bseResponsavelResumo } from '../apps/api/src/db/schema';
import { type Mailer, sendDueSummaries } from '../apps/api/src/modules/guardians/summary.mailer';
import { cleanups, createThrowawayDb, runBench } from './lib/processes';
import { gitHead, machine, rewriteReadme } from './lib/report';
import { intEnv } from './lib/settings';
import { generateNetwork } from './users-scenarios';

const batchSize = intEnv('BENCH_GUARDIANS_BATCH', 500, 1);

/** One guardian per student, every tenth one also of the next student (another class), all accepted and with an e-mail. */
async function generateGuardians(database: Database): Promise<number> {
  await database.db.execute(sql`
    insert into bse_usuario (cst_login, nom_usuario, txt_senha, cod_bse_perfil, cod_bse_escola, cod_bse_unidade)
    select 'G' || lpad(u.cod_bse_usuario::text, 9, '0'), 'Responsável de ' || u.nom_usuario, u.txt_senha, 8, u.cod_bse_escola, u.cod_bse_unidade
    from bse_usuario u where u.cod_bse_perfil = 6`);
  await database.db.execute(sql`
    insert into bse_responsavel_aluno (cod_responsavel, cod_aluno)
    select g.cod_bse_usuario, s.cod_bse_usuario from bse_usuario g join bse_usuario s on g.cst_login = 'G' || lpad(s.cod_bse_usuario::text, 9, '0')
    union all
    select g.cod_bse_usuario, s.cod_bse_usuario + 60 from bse_usuario g join bse_usuario s on g.cst_login = 'G' || lpad(s.cod_bse_usuario::text, 9, '0')
    where s.cod_bse_usuario % 10 = 0 and exists (select 1 from bse_usuario o where o.cod_bse_usuario = s.cod_bse_usuario + 60 and o.cod_bse_perfil = 6)`);
  await database.db.execute(sql`
    insert into bse_responsavel_consentimento (cod_responsavel, txt_versao)
    select cod_bse_usuario, ${GUARDIAN_CONSENT_VERSION} from bse_usuario where cod_bse_perfil = 8`);
  await database.db.execute(sql`
    insert into bse_responsavel_resumo (cod_responsavel, cst_token, dsc_email)
    select cod_bse_usuario, left(translate(encode(sha256(cod_bse_usuario::text::bytea), 'base64'), '+/=', '-_'), 43), lower(cst_login) || '@familia.example'
    from bse_usuario where cod_bse_perfil = 8`);
  await database.db.execute(sql`analyze bse_usuario; analyze bse_responsavel_aluno; analyze bse_responsavel_resumo`);
  return database.db.$count(bseResponsavelResumo);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-guardians-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const kept = process.env.BENCH_GUARDIANS_DATABASE_URL;
  const url = kept ?? (await createThrowawayDb());
  const database = await openDatabase({ url });
  try {
    if (!kept) {
      console.log('generating the network…');
      console.log(JSON.stringify(await generateNetwork({ ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' })));
      console.log(`${await generateGuardians(database)} guardians`);
    }
    const { db } = database;
    const counted = (await db.execute(
      sql`select (select count(*) from bse_responsavel_resumo)::int as guardians, (select count(*) from bse_responsavel_aluno)::int as links`,
    )) as { rows: { guardians: number; links: number }[] };
    const counts = counted.rows[0];

    // Bare: the children's rows of every guardian, batch by batch, in one statement each.
    let bareRows = 0;
    const bareStarted = performance.now();
    for (let after = 0; ;) {
      const { rows } = (await db.execute(sql`
        select l.cod_responsavel, u.nom_usuario, e.nom_escola from bse_responsavel_aluno l
        join bse_usuario u on u.cod_bse_usuario = l.cod_aluno join bse_escola e on e.cod_bse_escola = u.cod_bse_escola
        where l.cod_responsavel in (select cod_responsavel from bse_responsavel_resumo where cod_responsavel > ${after} order by 1 limit ${batchSize})
        order by l.cod_responsavel`)) as { rows: { cod_responsavel: number }[] };
      if (rows.length === 0) break;
      bareRows += rows.length;
      after = Number(rows.at(-1)!.cod_responsavel);
    }
    const bareMs = performance.now() - bareStarted;

    // The product: every summary due now, made whole (claim, seven reads, text and HTML) and handed to a mailer that keeps nothing.
    await db.execute(sql`update bse_responsavel_resumo set dat_ultimo_envio = null, ind_envio = 'S'`);
    let bytes = 0;
    const mailer: Mailer = { send: async (mail) => void (bytes += mail.text.length + mail.html.length), close: () => undefined };
    const started = performance.now();
    const report = await sendDueSummaries(db, mailer, { baseUrl: 'https://portal.example', batchSize });
    const productMs = performance.now() - started;

    const perSecond = (n: number, ms: number) => Math.round((n * 1000) / ms);
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} on ${machine()} (${gitHead()}), PostgreSQL, ${counts!.guardians.toLocaleString('en')} guardians of ${counts!.links.toLocaleString('en')} students, batches of ${batchSize}:`,
      '',
      '| | guardians | time | guardians/s |',
      '|---|---:|---:|---:|',
      `| weekly summaries made (claim, 7 reads per batch, text + HTML) | ${report.sent.toLocaleString('en')} | ${(productMs / 1000).toFixed(1)} s | ${perSecond(report.sent, productMs).toLocaleString('en')} |`,
      `| bare: the children's rows alone (1 statement per batch) | ${counts!.guardians.toLocaleString('en')} | ${(bareMs / 1000).toFixed(1)} s | ${perSecond(counts!.guardians, bareMs).toLocaleString('en')} |`,
      '',
      `${bareRows.toLocaleString('en')} rows read bare; ${(bytes / 1e6).toFixed(0)} MB of summaries written; ${report.failed} failed.`,
    ];
    console.log(lines.join('\n'));
    rewriteReadme(lines.join('\n'), 'guardians');
  } finally {
    await database.close();
  }
}

await runBench(main);
