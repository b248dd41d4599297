/**
 * The server's log as a person at a terminal reads it (LOG_FORMAT=text, the default when stdout is a terminal):
 * one short line per entry, `14:02:07 AVISO message (fields)`, instead of pino's JSON. Services and containers,
 * whose output is not a terminal, keep the JSON lines (LOG_FORMAT=json).
 */

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'AVISO', 50: 'ERRO', 60: 'FATAL' };
/** pino's own fields and the request's id: on every line, and of no use to the person reading. */
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId']);

const clock = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  err?: { message?: string; stack?: string };
  [field: string]: unknown;
}

/**
 * The text line for one of pino's JSON lines, or undefined for none: Fastify's 'Server listening at …' lines are
 * left out, because the banner printed once the server listens gives the address.
 */
export function textLogLine(json: string): string | undefined {
  let entry: Entry;
  try {
    entry = JSON.parse(json) as Entry;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const message = entry.msg ?? '';
  if (message.startsWith('Server listening at ')) return undefined;
  const level = LEVELS[entry.level ?? 30] ?? String(entry.level);
  const time = clock.format(new Date(entry.time ?? Date.now()));
  if (message === 'request' && typeof entry.method === 'string') {
    const user = typeof entry.userId === 'number' ? ` usuário ${entry.userId}` : '';
    return `${time} ${entry.method} ${String(entry.route)} ${String(entry.status)} ${String(entry.ms)} ms${user}\n`;
  }
  const rest = Object.fromEntries(Object.entries(entry).filter(([name]) => !HIDDEN.has(name) && name !== 'err'));
  const fields = Object.keys(rest).length > 0 ? ` ${JSON.stringify(rest)}` : '';
  const error = entry.err ? `\n${entry.err.stack ?? entry.err.message ?? ''}` : '';
  return `${time} ${level} ${message}${fields}${error}\n`;
}
