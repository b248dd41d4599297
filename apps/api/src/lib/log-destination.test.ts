import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A process that logs `lines` request-like lines through the server's destination, then leaves as `how`
 * says; what reached its stdout.
 */
function logIn(lines: number, how: 'timer' | 'exit' | 'crash'): Promise<{ code: number | null; stdout: string }> {
  const script = `
    import pino from 'pino';
    import { asyncStdoutLog } from ${JSON.stringify(path.join(here, 'log-destination.ts'))};
    const log = asyncStdoutLog();
    const logger = pino({ level: 'info' }, log.stream);
    for (let i = 0; i < ${lines}; i++) logger.child({ reqId: 'r' + i }).info({ route: '/api/health', status: 200 }, 'request');
    const how = ${JSON.stringify(how)};
    if (how === 'timer') setTimeout(() => process.exit(0), 1200);
    else if (how === 'exit') log.close().then(() => process.exit(0));
    else { process.on('uncaughtException', () => void log.flush().finally(() => process.exit(1))); setImmediate(() => { throw new Error('boom'); }); }
  `;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout }));
  });
}

const reqIds = (stdout: string) =>
  stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { reqId: string }).reqId);

describe('the server log (off the request path)', () => {
  it('writes a few lines within its flush interval, whole and in order, though fewer than a chunk', async () => {
    const { stdout } = await logIn(3, 'timer');
    expect(reqIds(stdout)).toEqual(['r0', 'r1', 'r2']);
  });

  it('writes every queued line, the chunk being written included, when the process leaves and when it crashes', async () => {
    const expected = Array.from({ length: 2000 }, (_, i) => `r${i}`);
    const left = await logIn(2000, 'exit');
    expect(left.code).toBe(0);
    expect(reqIds(left.stdout)).toEqual(expected);
    const crashed = await logIn(2000, 'crash');
    expect(crashed.code).toBe(1);
    expect(reqIds(crashed.stdout)).toEqual(expected);
  });
});
