import { existsSync } from 'node:fs';

/** The flags every browser of the tests starts with (the brief's: this machine's closed network refuses the rest). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's full Chromium: what a school's browser has that the headless shell leaves out (Background Sync). */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Debian's Chromium headless shell (package chromium-headless-shell: the same Chromium, built as its own headless
// browser without the desktop browser's layers, which Playwright itself runs for headless tests) when installed,
// else Debian's full Chromium. Measured on 28 November, the 143 browser tests alone with three workers on this 2-core
// machine: 429 s and 815 processor-seconds with /usr/bin/chromium, 334 s and 620 with the shell (CI runs 740 s).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
