import type { DestinationStream, LoggerOptions } from 'pino';

/**
 * What an error may write in a log line: its kind, code and stack, never the values it carries. A
 * failed query's message ends with its parameters (`params: …`: names, emails, passwords' hashes) and
 * PostgreSQL's `detail` repeats a refused row's values, so both are cut.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const cut = (text: string) => text.split(/\bparams:/)[0]!.trim();
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: cut(error.message),
    stack: error.stack?.split('\n').slice(1).join('\n'),
    ...(cause instanceof Error ? { cause: errorForLog(cause) } : {}),
  };
}

/** The server's pino options: JSON lines; requests are logged by plugins/request-log.ts alone. */
export function logOptions(level: string, stream?: DestinationStream): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    serializers: { err: errorForLog, error: errorForLog },
    // Belt and braces: none of these is ever logged on purpose.
    redact: { paths: ['req.headers.authorization', 'password', 'txtSenha', 'token', 'access_token'], censor: '[oculto]' },
    ...(stream ? { stream } : {}),
  };
}
