import { describe, expect, it } from 'vitest';
import { textLogLine } from './log-text';

const at = new Date(2026, 10, 27, 14, 2, 7).getTime();
const line = (entry: Record<string, unknown>) => JSON.stringify({ level: 30, time: at, pid: 1, hostname: 'h', ...entry });

describe('the log as text (LOG_FORMAT=text)', () => {
  it('writes a request as method, route, status, time and user', () => {
    expect(textLogLine(line({ level: 20, reqId: 'r', msg: 'request', method: 'GET', route: '/api/health', status: 200, ms: 1.2 }))).toBe(
      '14:02:07 GET /api/health 200 1.2 ms\n',
    );
    expect(textLogLine(line({ msg: 'request', method: 'POST', route: '/api/auth/login', status: 202, ms: 80, userId: 7 }))).toBe(
      '14:02:07 POST /api/auth/login 202 80 ms usuário 7\n',
    );
  });

  it('writes the level in Portuguese, the message and the other fields, and an error with its stack', () => {
    expect(textLogLine(line({ level: 40, msg: 'closing: finishing the requests in flight', signal: 'SIGTERM' }))).toBe(
      '14:02:07 AVISO closing: finishing the requests in flight {"signal":"SIGTERM"}\n',
    );
    expect(textLogLine(line({ level: 50, msg: 'crashed', err: { message: 'boom', stack: 'Error: boom\n    at x' } }))).toBe(
      '14:02:07 ERRO crashed\nError: boom\n    at x\n',
    );
  });

  it("leaves out Fastify's 'Server listening' lines (the banner gives the address) and passes a line that is not JSON as it is", () => {
    expect(textLogLine(line({ msg: 'Server listening at http://127.0.0.1:3000' }))).toBeUndefined();
    expect(textLogLine('not json')).toBe('not json\n');
  });
});
