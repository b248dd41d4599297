import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// mantineStyles.ts imports Mantine's stylesheet per component. This follows what the app draws through Mantine's
// own sources, so a component imported tomorrow (or one that a Mantine update starts to build on) cannot be drawn
// without its styles.

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '..');

function packageDir(name: string): string {
  for (let dir = here; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} is not installed`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

const core = packageDir('@mantine/core');
const coreEsm = path.join(core, 'esm');
const OTHER_MANTINE_PACKAGES = [
  '@mantine/dates',
  '@mantine/charts',
  '@mantine/tiptap',
  '@mantine/modals',
  '@mantine/notifications',
  '@mantine/dropzone',
];
/** The global styles every component depends on (Mantine's documentation: imported first). */
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'];

/** Names imported from '@mantine/core' by the given files (`import { A, B as C, type D } from '@mantine/core'`). */
function namesImportedFromCore(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files)
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g))
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
  return names;
}

/** The components (and Mantine's internal utilities with styles) that `names` are built from, followed through Mantine's ESM files. */
function componentsBehind(names: Set<string>): Set<string> {
  const index = readFileSync(path.join(coreEsm, 'index.mjs'), 'utf8');
  const fileOf = new Map<string, string>();
  for (const match of index.matchAll(/import \{([^}]*)\} from "\.\/([^"]+)"/g))
    for (const part of match[1]!.split(',')) fileOf.set(part.trim().split(' as ').pop()!, path.join(coreEsm, match[2]!));
  const seen = new Set<string>();
  const queue = [...names].flatMap((name) => fileOf.get(name) ?? []);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) queue.push(path.join(path.dirname(file), match[1]!));
  }
  return new Set([...seen].flatMap((file) => /[/\\](?:components|utils)[/\\]([^/\\]+)[/\\]/.exec(file)?.[1] ?? []));
}

const stylesDir = path.join(core, 'styles');
const withStyles = readdirSync(stylesDir)
  .filter((file) => file.endsWith('.layer.css'))
  .map((file) => file.replace('.layer.css', ''));
const imported = [
  ...readFileSync(path.join(here, 'mantineStyles.ts'), 'utf8').matchAll(/^import '@mantine\/core\/styles\/(.+)\.layer\.css';$/gm),
].map((match) => match[1]!);

describe("Mantine's stylesheet per component (mantineStyles.ts)", () => {
  it('imports the styles of every component the app draws, and of those they are built from', () => {
    const appFiles = filesUnder(webSrc).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const packageFiles = OTHER_MANTINE_PACKAGES.map((name) => path.join(packageDir(name), 'esm')).flatMap((dir) =>
      filesUnder(dir).filter((file) => file.endsWith('.mjs')),
    );
    const drawn = componentsBehind(namesImportedFromCore([...appFiles, ...packageFiles]));
    // The app draws these: the walk through Mantine's sources must still find them.
    for (const component of ['AppShell', 'Button', 'Select', 'Modal']) expect(drawn.has(component), component).toBe(true);
    const needed = withStyles.filter((component) => drawn.has(component));
    const missing = needed.filter((component) => !imported.includes(component));
    expect(missing, 'add these to mantineStyles.ts').toEqual([]);
  });

  it("imports the global styles first and the rest in the order of Mantine's whole stylesheet (later rules win)", () => {
    expect(imported.slice(0, 3)).toEqual(GLOBAL_STYLES);
    const whole = readFileSync(path.join(core, 'styles.layer.css'), 'utf8');
    const positionOf = (component: string) => {
      const start = readFileSync(path.join(stylesDir, `${component}.layer.css`), 'utf8')
        .replace(/^@layer mantine \{/, '')
        .trim()
        .slice(0, 60);
      const position = whole.indexOf(start);
      expect(position, component).toBeGreaterThanOrEqual(0);
      return position;
    };
    const positions = imported.map(positionOf);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('imports only files Mantine has', () => {
    expect(imported.filter((component) => !withStyles.includes(component))).toEqual([]);
  });
});
