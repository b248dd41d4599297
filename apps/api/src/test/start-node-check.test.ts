import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// `npm start` and `npm run dev` on an older Node.js (issue 24): one line naming the version and what to install,
// before npm installs or builds anything. The older Node is reported to the real scripts by a preload that
// changes process.versions.node, so the test runs on whatever Node the machine has.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function runReporting(version: string, script: string) {
  const preload = `data:text/javascript,Object.defineProperty(process.versions,'node',{value:'${version}'})`;
  return spawnSync(process.execPath, ['--import', preload, script], { cwd: repoRoot, encoding: 'utf8', timeout: 20_000 });
}

describe('the Node.js check of npm start and npm run dev', () => {
  it.each([
    ['20.20.2', 'scripts/start.mjs'],
    ['22.11.0', 'scripts/start.mjs'],
    ['23.11.0', 'scripts/start.mjs'],
    ['18.19.1', 'scripts/dev.mjs'],
  ])('stops on Node.js %s (%s) with one line naming it and what to install, having run nothing', (version, script) => {
    const result = runReporting(version, script);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      `O Portal Escolar precisa do Node.js 22.12 ou mais novo (de preferência o 24, a versão LTS atual); este computador tem o Node.js ${version}. Instale o Node.js 24 (https://nodejs.org/pt/download) e rode o comando de novo.`,
    ]);
  });

  it('lets 22.12 and later 22s, 24 and newer through', () => {
    const check = path.join(repoRoot, 'scripts/node-check.mjs');
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { nodeVersionProblem } from ${JSON.stringify(check)};` +
          `console.log(JSON.stringify(['22.12.0', '22.20.1', '24.0.0', '24.21.0', '26.1.0'].map(nodeVersionProblem)));`,
      ],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(JSON.parse(result.stdout)).toEqual([null, null, null, null, null]);
  });
});
