// `npm start`: everything a fresh machine with only Node and npm needs, then the server.
// Installs the packages when missing or stale, builds the web app and the API when their sources
// changed, and starts the compiled API (which creates the database, migrates and seeds on first start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitUnlessNodeIsSupported } from './node-check.mjs';

// Before anything is installed or built: one line on an older Node, instead of npm's EBADENGINE warnings.
exitUnlessNodeIsSupported();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(args) {
  console.log(`> npm ${args.join(' ')}`);
  const result = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function mtime(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function newest(dir) {
  if (!existsSync(dir)) return 0;
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const installed = path.join(root, 'node_modules/.package-lock.json');
if (!existsSync(installed) || mtime(path.join(root, 'package-lock.json')) > mtime(installed)) {
  run(['install', '--no-audit', '--no-fund']);
}

const built = path.join(root, 'apps/web/dist/index.html');
const sources = Math.max(
  newest(path.join(root, 'apps/web/src')),
  newest(path.join(root, 'packages/shared/src')),
  mtime(path.join(root, 'apps/web/index.html')),
  mtime(path.join(root, 'apps/web/vite.config.ts')),
);
if (mtime(built) < sources) run(['run', 'build', '-w', 'apps/web']);

// The API runs as compiled JavaScript (apps/api/build.mjs: esbuild), not TypeScript compiled at start.
const api = path.join(root, 'apps/api/dist/server.js');
const apiSources = Math.max(
  newest(path.join(root, 'apps/api/src')),
  newest(path.join(root, 'packages/shared/src')),
  mtime(path.join(root, 'apps/api/build.mjs')),
  mtime(path.join(root, 'apps/api/package.json')),
);
if (mtime(api) < apiSources) run(['run', 'build', '-w', 'apps/api']);

const server = spawn(process.execPath, ['--enable-source-maps', api], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
