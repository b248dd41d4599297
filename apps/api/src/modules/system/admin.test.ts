import { sql } from 'drizzle-orm';
import { MESSAGES, messagePt } from '@portal/shared/common/messages';
import type { AdminSystemDto } from '@portal/shared/system/admin';
import { describe, expect, it } from 'vitest';
import { ownTestApp } from '../../test/build-app';

/** `/admin`'s data (issue 15): the Master's alone, with what the IT person checks. */

const own = ownTestApp({ master: 'REMT-0001', gestor: 'AUMT-0001', assistente: 'REMT-0002' });

describe('GET /api/admin/sistema', () => {
  it('is the Master’s alone', async () => {
    for (const token of [own.tokens.gestor, own.tokens.assistente]) {
      expect((await own.t.as(token, { method: 'GET', url: '/api/admin/sistema' })).statusCode).toBe(403);
    }
    expect((await own.t.app.inject({ method: 'GET', url: '/api/admin/sistema' })).statusCode).toBe(401);
  });

  it('says the postal-code service could not be reached, in the user’s language, never the raw error', async () => {
    // The tests' provider is http://127.0.0.1:9 (a closed port): the network failure itself, as on a machine without internet.
    const page = (await own.t.as(own.tokens.master, { method: 'GET', url: '/api/admin/sistema' })).json<AdminSystemDto>();
    expect(page.saude.cep).toMatchObject({ ok: false, latenciaMs: null, detalhe: 'cepUnreachable' });
    expect(messagePt(page.saude.cep.detalhe!)).toBe('Não foi possível acessar o serviço de consulta de CEP.');
    expect(MESSAGES.cepUnreachable.en).toBe('The postal code (CEP) lookup service could not be reached.');
    expect(MESSAGES.cepUnreachable.es).toBe('No fue posible acceder al servicio de consulta de CEP.');
  });

  it('tells when this installation applied its last migration, not the migration file’s date', async () => {
    const { t, tokens } = own;
    const [last] = (await t.rows<{ createdAt: string; written: string | null }>(
      sql`select m.created_at::text as "createdAt", to_char(s.dat_aplicacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as written
            from drizzle.__drizzle_migrations m left join sis_migracao s on s.cod_migracao = m.created_at
           order by m.created_at desc limit 1`,
    )) as [{ createdAt: string; written: string | null }];
    const fileDate = new Date(Number(last.createdAt)).toISOString();
    const page = async () =>
      (await t.as(tokens.master, { method: 'GET', url: '/api/admin/sistema' })).json<AdminSystemDto>().migracoes.aplicadaEm;

    // The time the database (the tests' template) was migrated, written by the server.
    expect(last.written).not.toBeNull();
    expect(await page()).toBe(last.written);
    expect(await page()).not.toBe(fileDate);

    // The case: a migration generated at 14:39 and applied by the installation at 21:53.
    await t.rows(sql`update sis_migracao set dat_aplicacao = '2026-11-26T21:53:00Z' where cod_migracao = ${Number(last.createdAt)}`);
    expect(await page()).toBe('2026-11-26T21:53:00.000Z');
  });

  it('tells the version, the database, its migrations and exact counts, the neighbours’ health, the processes and the day’s sign-ins', async () => {
    const { t, tokens } = own;
    // The tests' policy locks a login at its fifth wrong password.
    for (let i = 0; i < 5; i++) {
      await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'AUCE-0002', password: `Errada${i}@x` } });
    }
    const res = await t.as(tokens.master, { method: 'GET', url: '/api/admin/sistema' });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AdminSystemDto>();

    expect(page.versao).toMatch(/^\d+\.\d+\.\d+/);
    expect(page.banco.tipo).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    expect(page.banco.tamanhoBytes).toBeGreaterThan(1_000_000);
    const [{ n: migrations }] = (await t.rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as [
      { n: number },
    ];
    expect(page.migracoes.aplicadas).toBe(migrations);
    expect(page.migracoes.ultima).toMatch(/^\d{4}_/);

    const [{ users }] = (await t.rows<{ users: number }>(sql`select count(*)::int as users from bse_usuario`)) as [{ users: number }];
    expect(page.tabelas.find((table) => table.nome === 'bse_usuario')?.linhas).toBe(users);
    expect(page.tabelas.map((table) => table.nome)).toEqual(expect.arrayContaining(['cht_mensagem', 'bse_acesso', 'trl_livro']));
    // Every table of the database, counted from the table objects of db/schema: none left out.
    const tables = await t.rows<{ nome: string }>(
      sql`select relname as nome from pg_class where relkind in ('r', 'p') and relnamespace = 'public'::regnamespace`,
    );
    expect(page.tabelas.map((table) => table.nome).sort()).toEqual(tables.map((table) => table.nome).sort());

    expect(page.saude.banco).toMatchObject({ ok: true });
    // No REDIS_URL in the API tests: one process, Redis not configured.
    expect(page.saude.redis).toEqual({ ok: null, latenciaMs: null, detalhe: null });
    // The tests' postal-code provider is a closed port: unhealthy, with the reason.
    expect(page.saude.cep.ok).toBe(false);
    expect(page.saude.cep.detalhe).toBeTruthy();
    expect(page.processos).toEqual([expect.objectContaining({ pid: process.pid, atual: true, socketsChat: 0 })]);
    // No backup yet; then the one `npm run backup` recorded (the backup's own tests take real ones).
    expect(page.ultimoBackup).toBeNull();
    await t.rows(
      sql`insert into sis_backup (dat_backup, txt_arquivo, num_bytes) values ('2026-11-20T03:00:00Z', '/srv/copias/portal.tar', 123456)`,
    );
    const after = (await t.as(tokens.master, { method: 'GET', url: '/api/admin/sistema' })).json<AdminSystemDto>();
    expect(after.ultimoBackup).toEqual({ datBackup: '2026-11-20T03:00:00.000Z', txtArquivo: '/srv/copias/portal.tar', numBytes: 123456 });

    // The demo logins of ownTestApp signed in; the five wrong passwords, one of which locked the login.
    expect(page.acessos24h.entradas).toBeGreaterThanOrEqual(Object.keys(tokens).length);
    expect(page.acessos24h.falhas).toBeGreaterThanOrEqual(5);
    expect(page.acessos24h.bloqueios).toBeGreaterThanOrEqual(1);
    expect(page.acessos24h.ultimosBloqueios[0]).toMatchObject({
      cstLogin: 'AUCE-0002',
      txtObservacao: expect.stringContaining('bloqueado'),
    });
  });
});
