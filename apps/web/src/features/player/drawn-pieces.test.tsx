import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Emoji and the dingbats that fonts without emoji lack (★ ✔ ✖ ❤ ☀ …). */
const PICTOGRAPH = /[\u{1F000}-\u{1FAFF}\u{2600}-\u{27BF}\u{2B00}-\u{2BFF}]/u;

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.(tsx?|css|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('the player’s pieces', () => {
  it('are drawn (SVG the product ships), never emoji: a school lab without an emoji font would show empty boxes', () => {
    const found = sourcesUnder(import.meta.dirname).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (PICTOGRAPH.test(line) ? [`${path.relative(import.meta.dirname, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
