import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = promisify(execFile);
let compiled: Promise<string> | undefined;

/**
 * The API's bundles (server.js, pglite-worker.js, backup.js, restore.js), built once per test process by the API's own
 * build (apps/api/build.mjs, esbuild) in the run's folder for compiled code (global-setup.ts): the server as `npm start`
 * runs it, and the backup commands. Started through tsx instead, each process spent about 2 s compiling its sources
 * before doing anything (1.2 s bundled), and the tests start some fifty of them.
 */
export function compiledApi(): Promise<string> {
  compiled ??= (async () => {
    const outdir = path.join(inject('compiledDir'), `api-${process.pid}`);
    await run(process.execPath, [path.join(apiRoot, 'build.mjs'), '--outdir', outdir], { cwd: apiRoot });
    return outdir;
  })();
  return compiled;
}

/**
 * Node's flags for the processes the tests start from those bundles (servers, backup and restore commands): each lives a
 * few seconds, and PGlite's PostgreSQL, compiled anew by each, spent half of a process's start optimising WebAssembly
 * it would run only briefly. `--liftoff-only` keeps V8's baseline compiler alone. Measured here: a new PGlite database
 * 8.2 processor seconds, 4.2 with it; backup.test.ts on PGlite 130-141 processor seconds, 95-99 with it (the tests
 * whose processes open an existing database gained nothing). The test processes only: `npm start` keeps V8's defaults.
 */
export const TEST_PROCESS_FLAGS = ['--liftoff-only'];
