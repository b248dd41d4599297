import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { askOps, holdOpsChannel, opsSocketPath } from './ops-channel';

const dirs: string[] = [];
afterEach(async () => {
  while (dirs.length > 0) await rm(dirs.pop()!, { recursive: true, force: true });
});
async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-ops-'));
  dirs.push(dir);
  return dir;
}

describe('the control channel of an installation', () => {
  it('is a socket only its OS user reaches; a second holder finds the first; closing frees it', async () => {
    const dir = await dataDir();
    const first = await holdOpsChannel(dir, 'backup');
    if (!('channel' in first)) throw new Error('not taken');
    const socket = opsSocketPath(dir);
    expect(socket).toBe(path.join(dir, 'ops', 'ops.sock'));
    expect(statSync(path.dirname(socket)).mode & 0o777).toBe(0o700);
    expect(statSync(socket).mode & 0o777).toBe(0o600);

    expect(await askOps(dir, { op: 'ping' })).toEqual({ ok: true, role: 'backup', pid: process.pid });
    // A command answers pings only.
    expect(await askOps(dir, { op: 'save-database' })).toMatchObject({
      ok: false,
      message: expect.stringContaining('uma cópia de segurança está em andamento'),
    });
    expect(await holdOpsChannel(dir, 'restore')).toEqual({ heldBy: { ok: true, role: 'backup', pid: process.pid } });

    await first.channel.close();
    expect(existsSync(socket)).toBe(false);
    expect(await askOps(dir, { op: 'ping' })).toBeUndefined();
  });

  it('a socket left by a process that was killed counts as nobody, and is taken over', async () => {
    const dir = await dataDir();
    const socket = opsSocketPath(dir);
    const held = await holdOpsChannel(dir, 'server');
    if (!('channel' in held)) throw new Error('not taken');
    await held.channel.close();
    // Another process listens there and dies without closing: its socket file stays.
    const child = spawn(
      process.execPath,
      ['-e', `require('net').createServer().listen(${JSON.stringify(socket)}, () => console.log('up'))`],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await once(child.stdout, 'data');
    child.kill('SIGKILL');
    await once(child, 'exit');
    expect(existsSync(socket)).toBe(true);

    expect(await askOps(dir, { op: 'ping' })).toBeUndefined();
    const again = await holdOpsChannel(dir, 'restore');
    if (!('channel' in again)) throw new Error('not taken over');
    expect(await askOps(dir, { op: 'ping' })).toMatchObject({ ok: true, role: 'restore' });
    await again.channel.close();
  });

  it('lives in a private folder under the temp folder when DATA_DIR is too deep for a socket path', () => {
    const deep = path.join('/srv', 'x'.repeat(120));
    const socket = opsSocketPath(deep);
    expect(Buffer.byteLength(socket)).toBeLessThanOrEqual(100);
    expect(path.dirname(socket)).toBe(path.join(os.tmpdir(), `portal-escolar-ops-${process.getuid!()}`));
    expect(opsSocketPath(deep)).toBe(socket);
  });
});
