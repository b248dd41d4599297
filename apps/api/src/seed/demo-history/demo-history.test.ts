import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, emptyDatabase } from '../../test/build-app';
import { seedAtStart } from '../start';
import { type FirstStart, NOW, firstStart } from './demo-history.fixtures';
import { seedDemoHistory } from '.';

/*
 * The history's seeding (issue 24): on the first start of a demo installation (demo-history.fixtures.ts), after
 * the demo network, once; not with SEED_DEMO_HISTORY=false, never in the tests' template (it runs seedDemo
 * alone). What the history shows through the API: demo-history.screens.test.ts.
 */

let start: FirstStart;

beforeAll(async () => {
  start = await firstStart();
}, 180_000);

afterAll(() => start?.close());

/** The history's rows, table by table, and the news pictures stored. */
async function historyCounts() {
  const tables = [
    'bse_acesso',
    'trl_progresso',
    'trl_posicao',
    'trl_avaliacao_capitulo',
    'bse_atividade',
    'bse_atividade_turma',
    'bse_questao_resposta',
    'bse_nota',
    'bse_nota_historico',
    'cld_calendario',
    'bse_postagem',
    'frm_topico',
    'frm_postagem',
    'cht_mensagem',
    'cht_leitura',
    'bse_frequencia',
    'bse_frequencia_historico',
    'bse_frequencia_resumo',
  ];
  const counts: Record<string, number> = {};
  for (const table of tables)
    counts[table] = (await start.rows<{ n: number }>(sql.raw(`select count(*)::integer as n from ${table}`)))[0]!.n;
  counts.pictures = (await readdir(path.join(start.uploadsDir, 'noticias'))).length;
  return counts;
}

describe('the first start of a demo installation', () => {
  it('seeds the history after the demo network, once, and says what it wrote', () => {
    expect(start.summary).toEqual({
      signIns: 1493,
      progressRecords: 53,
      evaluationAnswers: 16,
      activities: 6,
      submissions: 24,
      grades: 60,
      events: 16,
      news: 6,
      topics: 7,
      forumPosts: 27,
      chatMessages: 110,
      attendanceMarks: 588,
      ms: expect.any(Number),
    });
  });

  it('runs once: a second start, or a second call, adds nothing', async () => {
    const before = await historyCounts();
    expect(before).toMatchObject({
      bse_atividade: 7,
      cld_calendario: 16,
      bse_postagem: 6,
      pictures: 6,
      cht_mensagem: 110,
      bse_frequencia: 588,
    });
    expect(await seedAtStart(start.database.db, { seedDemo: true, seedDemoHistory: true, uploadsDir: start.uploadsDir }, NOW)).toBeNull();
    expect(await seedDemoHistory(start.database.db, start.uploadsDir, NOW)).toBeNull();
    expect(await historyCounts()).toEqual(before);
  });
});

describe('SEED_DEMO_HISTORY=false (the browser tests, the benches)', () => {
  it('seeds the demo network alone on the first start', async () => {
    const fresh = await emptyDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-history-off-'));
    try {
      expect(await seedAtStart(fresh.database.db, { seedDemo: true, seedDemoHistory: false, uploadsDir: dir }, NOW)).toBeNull();
      const result = (await fresh.database.db.execute(
        sql`select (select count(*) from bse_usuario)::integer as users, (select count(*) from bse_atividade)::integer as activities,
          (select count(*) from cld_calendario)::integer as events, (select count(*) from bse_acesso)::integer as accesses`,
      )) as { rows: Record<string, number>[] };
      expect(result.rows[0]).toEqual({ users: 25, activities: 1, events: 0, accesses: 0 });
    } finally {
      await fresh.database.close();
      await fresh.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the tests’ template', () => {
  it('has the demo network without its history', async () => {
    const t = await buildTestApp();
    try {
      const [row] = await t.rows<Record<string, number>>(
        sql`select (select count(*) from bse_atividade)::integer as activities, (select count(*) from cld_calendario)::integer as events,
          (select count(*) from bse_postagem)::integer as news, (select count(*) from cht_mensagem)::integer as messages,
          (select count(*) from trl_progresso)::integer as progress`,
      );
      expect(row).toEqual({ activities: 1, events: 0, news: 0, messages: 0, progress: 0 });
    } finally {
      await t.close();
    }
  });
});
