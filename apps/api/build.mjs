// The production build of the API: apps/api/dist/server.js and the PGlite worker's
// dist/pglite-worker.js, ES modules bundled by esbuild from src/ with the shared package's
// TypeScript inlined and every other package left to node_modules (native modules, PGlite's files,
// argon2 and sharp load from there as they are).
// `npm start` (scripts/start.mjs) runs it when the sources changed, then `node apps/api/dist/server.js`.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const shared = JSON.parse(readFileSync(path.join(here, '../../packages/shared/package.json'), 'utf8'));
const external = [...Object.keys({ ...pkg.dependencies, ...shared.dependencies })]
  .filter((name) => name !== '@portal/shared')
  .flatMap((name) => [name, `${name}/*`]);

// `--outdir DIR` builds elsewhere (the backup tests compile the commands once per run, in a folder of their own
// under apps/api, where the bundles still find apps/api/drizzle upwards).
const outdirAt = process.argv.indexOf('--outdir');
const outdir = outdirAt > 0 ? path.resolve(process.argv[outdirAt + 1]) : path.join(here, 'dist');

await build({
  // The embedded database's worker thread is its own entry: dist/pglite-worker.js, found by
  // src/db/pglite-host.ts beside dist/server.js. The backup commands (`npm run backup` / `restore`) come too.
  entryPoints: {
    server: path.join(here, 'src/server.ts'),
    'pglite-worker': path.join(here, 'src/db/pglite-worker.ts'),
    backup: path.join(here, 'src/ops/backup/backup.cli.ts'),
    restore: path.join(here, 'src/ops/backup/restore.cli.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // Some packages inlined with the shared code may still call require().
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log(`built ${path.relative(process.cwd(), outdir)}/{server,pglite-worker,backup,restore}.js`);
