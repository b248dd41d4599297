// `npm run dev`: the API with reload (tsx watch, http://localhost:3000) and the Vite dev server
// (http://localhost:5173, hot reload; it proxies /api, /uploads and /socket.io to the API) in one
// command. Ctrl-C stops both; if either one ends, the other is stopped too.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitUnlessNodeIsSupported } from './node-check.mjs';

// Before anything is installed or built: one line on an older Node, instead of npm's EBADENGINE warnings.
exitUnlessNodeIsSupported();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  console.log('> npm install');
  const installed = spawnSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (installed.status !== 0) process.exit(installed.status ?? 1);
}

const require = createRequire(path.join(root, 'package.json'));
const tsxCli = require.resolve('tsx/cli');
const viteCli = path.join(path.dirname(require.resolve('vite/package.json', { paths: [path.join(root, 'apps/web')] })), 'bin/vite.js');

const apiPort = process.env.PORT ?? '3000';
const children = [
  {
    name: 'api',
    // Restarts the server when a file it imports changes (apps/api and packages/shared).
    process: spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PORT: apiPort },
    }),
  },
  {
    name: 'web',
    process: spawn(process.execPath, [viteCli], {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
      env: { ...process.env, API_URL: process.env.API_URL ?? `http://localhost:${apiPort}` },
    }),
  },
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGTERM');
  const pending = children.filter((child) => child.process.exitCode === null && child.process.signalCode === null);
  if (pending.length === 0) process.exit(code);
  let left = pending.length;
  for (const child of pending)
    child.process.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
  // A child that ignores SIGTERM does not keep the terminal: it gets SIGKILL after 5 s.
  setTimeout(() => {
    for (const child of pending) child.process.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
}

for (const child of children) {
  child.process.on('exit', (code, signal) => {
    if (!stopping) console.log(`\n${child.name} terminou (${signal ?? code}); parando o restante.`);
    stopAll(code ?? 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stopAll(0));
