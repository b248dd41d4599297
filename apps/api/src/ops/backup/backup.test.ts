import { copyFile, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../../test/server-process';
import { lastBackup, recordBackup } from './backup.repository';
import { type TestInstallation, backupFileOf, makeInstallation, runCli, runKind } from './test-installations';

/*
 * `npm run backup` and `npm run restore` (issue 15) on the run's database (PGlite, or the PostgreSQL of
 * TEST_DATABASE_URL); the move from PGlite to the machine's PostgreSQL is backup.move.test.ts. The commands
 * run as npm runs them, in processes of their own; "the server" is the control channel and the
 * database opened in this process as src/server.ts opens them, or src/server.ts itself.
 */

const made: TestInstallation[] = [];
async function installation(kind: TestInstallation['kind'], from: 'template' | 'empty'): Promise<TestInstallation> {
  const created = await makeInstallation(kind, from);
  made.push(created);
  return created;
}
afterEach(async () => {
  while (made.length > 0) await made.pop()!.remove();
});

/** What a restore may leave in DATA_DIR besides the restored folders: nothing. */
async function leftovers(dataDir: string): Promise<string[]> {
  return (await readdir(dataDir)).filter((name) => /\.antes-|\.nova-|^\.restauracao-|^\.portal-backup-/.test(name));
}

describe('npm run backup / npm run restore', () => {
  it(`round-trips the demo network (${runKind}): backup while the server runs, changes, restore over them and into an empty installation`, async () => {
    const source = await installation(runKind, 'template');
    const database = await source.start();
    const before = await source.checksums();
    const filesBefore = await source.files();
    expect(Object.keys(filesBefore).length).toBeGreaterThan(10);
    expect(before['public."bse_usuario"']!.rows).toBeGreaterThan(10);

    const backup = await runCli('backup', [], source.env);
    const file = backupFileOf(backup);
    expect(path.dirname(file)).toBe(path.join(source.dataDir, 'backups'));
    expect(backup.stdout).toContain(runKind === 'pglite' ? 'banco lido pelo servidor em funcionamento' : 'banco lido com pg_dump');
    // Noted for the admin page, after the file was complete.
    expect(await lastBackup(database.db)).toMatchObject({ txtArquivo: file, numBytes: (await stat(file)).size });

    // Afterwards the installation changes: rows added, changed and deleted, a file added and one removed.
    await recordBackup(database.db, { datBackup: new Date(), txtArquivo: '/outro/lugar.tar', numBytes: 1 });
    await database.db.execute(sql`update bse_usuario set nom_usuario = 'Nome Mudado Depois' where cst_login = 'AUCE-0004'`);
    await database.db.execute(
      sql`delete from bse_usuario_turma where cod_bse_usuario = (select cod_bse_usuario from bse_usuario where cst_login = 'AUCE-0004')`,
    );
    await writeFile(path.join(source.uploadsDir, 'conteudos', 'depois.jpg'), randomBytes(1000));
    await rm(path.join(source.uploadsDir, Object.keys(filesBefore)[0]!));
    const changed = await source.checksums();
    for (const table of ['public."sis_backup"', 'public."bse_usuario"', 'public."bse_usuario_turma"'])
      expect(changed[table]).not.toEqual(before[table]);

    // Not while the server runs.
    const refused = await runCli('restore', [file, '--yes'], source.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/Não é possível restaurar: o Portal Escolar está em funcionamento \(processo \d+\)/);
    await source.stop();

    // Without --yes it asks; anything but "s" cancels.
    const cancelled = await runCli('restore', [file], source.env, 'n\n');
    expect(cancelled.stdout).toContain('Isto substitui todo o banco e os arquivos enviados. Continuar? (s/N)');
    expect(cancelled.code).toBe(1);
    expect(cancelled.stderr).toContain('Restauração cancelada: nada foi alterado.');
    expect(await source.checksums()).toEqual(changed);

    const restored = await runCli('restore', [file], source.env, 's\n');
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toContain('Restauração concluída');
    expect(await source.checksums()).toEqual(before);
    expect(await source.files()).toEqual(filesBefore);
    expect(await leftovers(source.dataDir)).toEqual([]);

    // The same file into an installation that has nothing yet.
    const empty = await installation(runKind, 'empty');
    const intoEmpty = await runCli('restore', [file, '--yes'], empty.env);
    expect(intoEmpty.stderr).toBe('');
    expect(intoEmpty.code).toBe(0);
    expect(await empty.checksums()).toEqual(before);
    expect(await empty.files()).toEqual(filesBefore);
  }, 240_000);

  it(`takes one instant of the database while transactions write (${runKind}): a value moved between two rows keeps its sum`, async () => {
    const source = await installation(runKind, 'template');
    const database = await source.start();
    await database.db.execute(sql`create table teste_saldo (id integer primary key, valor integer not null)`);
    await database.db.execute(sql`insert into teste_saldo values (1, 1000), (2, 0)`);
    let moving = true;
    let moves = 0;
    const mover = async () => {
      while (moving) {
        // Two statements, two round trips: the snapshot may fall between them.
        await database.db.transaction(async (tx) => {
          await tx.execute(sql`update teste_saldo set valor = valor - 1 where id = 1`);
          await tx.execute(sql`update teste_saldo set valor = valor + 1 where id = 2`);
        });
        moves += 1;
        // Busy, not saturated: the loop yields to the event loop between transfers, as a portal's
        // requests leave gaps between them.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const movers = [mover(), mover()];
    let backup;
    try {
      backup = await runCli('backup', [], source.env);
    } finally {
      moving = false;
      await Promise.all(movers);
    }
    const file = backupFileOf(backup);
    expect(moves).toBeGreaterThan(20);
    await source.stop();

    const target = await installation(runKind, 'empty');
    const restored = await runCli('restore', [file, '--yes'], target.env);
    expect(restored.code, restored.stderr).toBe(0);
    const rows = await target.sql((q) => q.query<{ id: number; valor: number }>('select id, valor from teste_saldo order by id'));
    expect(rows).toHaveLength(2);
    expect(rows[0]!.valor + rows[1]!.valor).toBe(1000);
    // The instant fell while the values were moving: some moves are in the backup, not all.
    expect(rows[1]!.valor).toBeGreaterThan(0);
    expect(rows[1]!.valor).toBeLessThanOrEqual(moves);
  }, 240_000);

  it(`the server itself (src/server.ts, ${runKind}) holds the channel: the backup goes through it, a restore and a second server wait for it`, async () => {
    const source = await installation(runKind, 'template');
    const env = { ...source.env, JWT_SECRET: randomBytes(48).toString('base64url') };
    const server = await startServerProcess(env);
    let file: string;
    try {
      const backup = await runCli('backup', [], source.env);
      file = backupFileOf(backup);
      expect(backup.stdout).toContain(runKind === 'pglite' ? 'banco lido pelo servidor em funcionamento' : 'banco lido com pg_dump');
      expect(backup.stderr).toBe('');
      const refused = await runCli('restore', [file, '--yes'], source.env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('o Portal Escolar está em funcionamento');
      if (runKind === 'pglite') {
        // Two processes never open one embedded database.
        await expect(startServerProcess(env, 30_000)).rejects.toThrow(/outro servidor \(processo \d+\) já usa o banco embutido/);
      }
    } finally {
      await server.stop();
    }
    const restored = await runCli('restore', [file, '--yes'], source.env);
    expect(restored.code, restored.stderr).toBe(0);
  }, 240_000);

  describe('a damaged file', () => {
    // One installation for the three cases: each refused restore must leave it as it was, so each case also checks
    // that the one before it changed nothing.
    let source: TestInstallation;
    let file: string;
    let before: Awaited<ReturnType<TestInstallation['checksums']>>;
    let filesBefore: Record<string, string>;
    beforeAll(async () => {
      source = await makeInstallation(runKind, 'template');
      file = backupFileOf(await runCli('backup', [], source.env));
      [before, filesBefore] = await Promise.all([source.checksums(), source.files()]);
    }, 120_000);
    afterAll(() => source?.remove());

    it.each([
      [
        'a byte changed in the database part',
        async (copy: string) => {
          const data = await readFile(copy);
          data[512 + 2000] = data[512 + 2000]! ^ 0xff;
          await writeFile(copy, data);
        },
      ],
      [
        'a byte changed in the manifest',
        async (copy: string) => {
          const data = await readFile(copy);
          const at = data.lastIndexOf('"sha256": "') + 12;
          data[at] = data[at] === 0x30 ? 0x31 : 0x30;
          await writeFile(copy, data);
        },
      ],
      ['the file cut short', async (copy: string) => truncate(copy, Math.floor((await stat(copy)).size / 2))],
    ])(
      'is refused with a message in Portuguese and nothing changes: %s',
      async (_case, damage) => {
        const copy = path.join(source.dataDir, `danificada-${randomBytes(4).toString('hex')}.tar`);
        await copyFile(file, copy);
        await damage(copy);
        const refused = await runCli('restore', [copy, '--yes'], source.env);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toMatch(
          new RegExp(`O arquivo ${copy} está corrompido ou não é uma cópia de segurança do Portal Escolar: .+\\. Nada foi alterado\\.`),
        );
        expect(await source.checksums()).toEqual(before);
        expect(await source.files()).toEqual(filesBefore);
        expect(await leftovers(source.dataDir)).toEqual([]);
      },
      120_000,
    );
  });
});
