import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoPassword } from './build-app';
import { TEST_PROCESS_FLAGS, compiledApi } from './compiled';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process wrote, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The API's own entry (src/server.ts, bundled as `npm start` runs it: compiled.ts) in a process of its own, on a
 * free port, with `env` on top of the test's; resolves once it listens.
 */
export async function startServerProcess(env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...TEST_PROCESS_FLAGS, path.join(await compiledApi(), 'server.js')], {
    cwd: apiRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Portal Escolar: (http:\/\/localhost:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(listening[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
  return {
    baseUrl,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A demo user's sign-in through the HTTP API of a server on `baseUrl` (its own process, or nginx): the access token. */
export async function signInAt(baseUrl: string, login: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: login, password: demoPassword(login) }),
  });
  if (res.status !== 202) throw new Error(`sign-in of ${login} at ${baseUrl}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
