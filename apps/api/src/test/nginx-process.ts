import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, watch } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file)) ?? 'nginx';
/** The installation's own file (deploy/README.md): what is tested is what is shipped. */
const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../deploy/nginx-portal-escolar.conf');

export interface NginxProcess {
  baseUrl: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Debian's nginx with deploy/nginx-portal-escolar.conf in front of the processes on `ports` (the
 * file's two example upstream servers become these), on a free loopback port, inside a minimal
 * nginx.conf of its own under `dir` (pid, logs and temporary files there). Resolves once it answers.
 */
export async function startNginx(ports: number[], dir: string): Promise<NginxProcess> {
  const listen = await freePort();
  const servers = (indent: string) => ports.map((port) => `${indent}server 127.0.0.1:${port} max_fails=3 fail_timeout=5s;`).join('\n');
  const site = (await readFile(SITE, 'utf8'))
    .replace(/( *)server 127\.0\.0\.1:3001[^\n]*\n *server 127\.0\.0\.1:3002[^\n]*/g, (_all, indent: string) => servers(indent))
    .replace('listen 80;', `listen 127.0.0.1:${listen};`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, 'portal.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  await writeFile(
    path.join(dir, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
      `  include ${path.join(dir, 'portal.conf')};`,
      '}',
    ].join('\n'),
  );
  const nginx: ChildProcess = spawn(NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  nginx.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  nginx.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${listen}`;
  const stop = async () => {
    if (nginx.exitCode !== null) return;
    const exited = once(nginx, 'exit');
    nginx.kill('SIGTERM');
    await exited;
  };
  // nginx writes its pid file once its listening socket is bound (the worker then accepts what the
  // kernel queued): that file's appearance is the readiness, or nginx's exit the failure.
  const pidFile = path.join(dir, 'nginx.pid');
  try {
    await new Promise<void>((resolve, reject) => {
      const watcher = watch(dir, () => {
        if (existsSync(pidFile)) done();
      });
      const failed = (code: number | null) => done(new Error(`nginx exited (${code}): ${log}`));
      const done = (error?: Error) => {
        watcher.close();
        nginx.off('exit', failed);
        if (error) reject(error);
        else resolve();
      };
      nginx.once('exit', failed);
      if (existsSync(pidFile)) done();
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
