import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { demoPassword } from '../../test/build-app';
import { startServerProcess } from '../../test/server-process';
import { type TestInstallation, backupFileOf, makeInstallation, runCli } from './test-installations';

/*
 * The embedded database moved to the machine's PostgreSQL with `npm run backup` and `npm run restore`
 * (issue 15). It is the same test whatever the run's database, so it runs once: in the API tests on
 * PGlite (apps/api/vitest.config.ts leaves it out of the run on PostgreSQL).
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

describe('npm run backup / npm run restore', () => {
  it('moves the embedded database to PostgreSQL with the same two commands, and the moved installation serves', async () => {
    // A stopped installation: the backup opens its data directory itself.
    const source = await installation('pglite', 'template');
    const before = await source.checksums();
    const filesBefore = await source.files();
    const backup = await runCli('backup', [], source.env);
    backupFileOf(backup);
    expect(backup.stdout).toContain('banco lido direto do banco embutido');
    expect(await source.sql((q) => q.query<{ n: number }>('select count(*)::int as n from sis_backup'))).toEqual([{ n: 1 }]);

    const target = await installation('postgres', 'empty');
    const restored = await runCli('restore', [backupFileOf(backup), '--yes'], target.env);
    expect(restored.stderr).toBe('');
    expect(restored.stdout).toContain('Levando o banco embutido para o PostgreSQL');
    expect(restored.code).toBe(0);
    expect(await target.checksums()).toEqual(before);
    expect(await target.files()).toEqual(filesBefore);

    const server = await startServerProcess({ ...target.env, JWT_SECRET: randomBytes(48).toString('base64url') });
    try {
      const login = await fetch(`${server.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'REMT-0001', password: demoPassword('REMT-0001') }),
      });
      expect(login.status).toBe(202);
      const picture = await fetch(`${server.baseUrl}/uploads/${Object.keys(filesBefore)[0]}`);
      expect(picture.status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 240_000);
});
