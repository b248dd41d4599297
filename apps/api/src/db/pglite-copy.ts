// A copy of the embedded database's data directory while it serves (the backup's `save`), run in the
// PGlite worker (pglite-worker.ts); written to be started by Node's own type stripping, so only
// erasable syntax.
//
// PGlite writes its files through to the disk as PostgreSQL does (NODEFS: every write a write(2)),
// and a copy of all its files as they are at one instant between two statements is a crash-consistent
// data directory: opened, PostgreSQL replays its WAL from the last checkpoint, as after a power cut.
// That instant used to be the whole copy (PGlite's own dump and a new database made from it: seconds
// during which no statement ran). Here the files are copied while statements run, again and again
// for those that changed, and statements are held only for a last pass over what changed since the
// pass before: at the end the copy holds every file as it was at that last instant.
import { copyFileSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { copyFile, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A file whose modification time is this close to the moment we read it may have been written again
 * within the same tick of the file system's clock (coarse: a jiffy on Linux, a second on some file
 * systems) without its time changing: it counts as changed until copied again well after its last
 * write (git's "racily clean" entries).
 */
const RACY_NS = 2_000_000_000n;
/** At most this many unheld passes before the last, held one. */
const MAX_PASSES = 6;
/** Files copied at once: one, so the copy (on libuv's thread pool, beside the database's thread) takes little of the processor. */
const PARALLEL = 1;

interface CopiedFile {
  size: bigint;
  mtimeNs: bigint;
  /** The wall-clock time just before the file's metadata was read for its copy. */
  readAtNs: bigint;
}

export interface LiveCopyReport {
  /** Passes made while statements ran, and the files and bytes they copied. */
  passes: number;
  copiedFiles: number;
  copiedBytes: number;
  /** Files and bytes copied in the last pass, with statements held, and how long it held them. */
  heldFiles: number;
  heldBytes: number;
  heldMs: number;
}

const nowNs = () => BigInt(Date.now()) * 1_000_000n;
const isGone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Every file and folder under `root`, relative to it (a folder removed while listed is skipped). */
async function listTree(root: string): Promise<{ files: string[]; folders: string[] }> {
  const files: string[] = [];
  const folders: string[] = [];
  const walk = async (relative: string): Promise<void> => {
    let entries;
    try {
      entries = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch (error) {
      if (isGone(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const name = relative ? path.join(relative, entry.name) : entry.name;
      if (entry.isDirectory()) {
        folders.push(name);
        await walk(name);
      } else if (entry.isFile()) files.push(name);
    }
  };
  await walk('');
  return { files, folders };
}

async function eachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** What the passes have copied: each file's metadata when it was read, and the folders made. */
interface CopyState {
  files: Map<string, CopiedFile>;
  folders: Set<string>;
}

/** What one pass did: the files and bytes it copied, and until when the files it copied may change unseen. */
interface PassResult {
  count: number;
  bytes: number;
  racyUntilNs: bigint;
}

/** Whether `file`, as `info` shows it now, is as it was copied (and was copied well after its last write). */
function isCopied(state: CopyState, file: string, info: { size: bigint; mtimeNs: bigint }): boolean {
  const before = state.files.get(file);
  return Boolean(before && before.size === info.size && before.mtimeNs === info.mtimeNs && before.mtimeNs < before.readAtNs - RACY_NS);
}

function noteCopied(state: CopyState, result: PassResult, file: string, info: { size: bigint; mtimeNs: bigint }, readAtNs: bigint) {
  state.files.set(file, { size: info.size, mtimeNs: info.mtimeNs, readAtNs });
  if (info.mtimeNs >= readAtNs - RACY_NS && info.mtimeNs + RACY_NS > result.racyUntilNs) result.racyUntilNs = info.mtimeNs + RACY_NS;
  result.count += 1;
  result.bytes += Number(info.size);
}

/** The folders to make and the files and folders to remove in `target`, given what `source` lists now. */
function treeChanges(state: CopyState, files: string[], folders: string[]) {
  const present = new Set(files);
  const presentFolders = new Set(folders);
  const newFolders = folders.filter((folder) => !state.folders.has(folder));
  const goneFiles = [...state.files.keys()].filter((file) => !present.has(file));
  const goneFolders = [...state.folders].filter((folder) => !presentFolders.has(folder)).reverse();
  for (const folder of newFolders) state.folders.add(folder);
  for (const file of goneFiles) state.files.delete(file);
  for (const folder of goneFolders) state.folders.delete(folder);
  return { newFolders, goneFiles, goneFolders };
}

/**
 * A pass while statements run: brings `target` to what `source` holds for every file that changed
 * (or may have: racy) since its last copy, and removes what `source` no longer has. Asynchronous: the
 * reads and copies run on libuv's thread pool while the database's thread serves statements.
 */
async function pass(source: string, target: string, state: CopyState): Promise<PassResult> {
  const { files, folders } = await listTree(source);
  const { newFolders, goneFiles, goneFolders } = treeChanges(state, files, folders);
  for (const folder of newFolders) await mkdir(path.join(target, folder), { recursive: true });
  for (const file of goneFiles) await rm(path.join(target, file), { force: true });
  for (const folder of goneFolders) await rm(path.join(target, folder), { recursive: true, force: true });

  const result: PassResult = { count: 0, bytes: 0, racyUntilNs: 0n };
  await eachLimited(files, PARALLEL, async (file) => {
    const readAtNs = nowNs();
    let info;
    try {
      info = await stat(path.join(source, file), { bigint: true });
    } catch (error) {
      if (isGone(error)) return;
      throw error;
    }
    if (isCopied(state, file, info)) return;
    try {
      await copyFile(path.join(source, file), path.join(target, file));
    } catch (error) {
      // Removed meanwhile (a dropped table, a recycled WAL segment): the next pass sees it gone.
      if (isGone(error)) return;
      throw error;
    }
    noteCopied(state, result, file, info, readAtNs);
  });
  return result;
}

/**
 * The last pass, with statements held: the same, synchronous (nothing else may run meanwhile, and a
 * stat of a thousand files takes a few milliseconds this way, against tens through the thread pool).
 */
function heldPass(source: string, target: string, state: CopyState): PassResult {
  const files: string[] = [];
  const folders: string[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(source, relative), { withFileTypes: true })) {
      const name = relative ? path.join(relative, entry.name) : entry.name;
      if (entry.isDirectory()) {
        folders.push(name);
        walk(name);
      } else if (entry.isFile()) files.push(name);
    }
  };
  walk('');
  const { newFolders, goneFiles, goneFolders } = treeChanges(state, files, folders);
  for (const folder of newFolders) mkdirSync(path.join(target, folder), { recursive: true });
  for (const file of goneFiles) rmSync(path.join(target, file), { force: true });
  for (const folder of goneFolders) rmSync(path.join(target, folder), { recursive: true, force: true });
  const result: PassResult = { count: 0, bytes: 0, racyUntilNs: 0n };
  for (const file of files) {
    const readAtNs = nowNs();
    const info = statSync(path.join(source, file), { bigint: true });
    if (isCopied(state, file, info)) continue;
    copyFileSync(path.join(source, file), path.join(target, file));
    noteCopied(state, result, file, info, readAtNs);
  }
  return result;
}

/**
 * Copies the data directory `source` of the running database into the new folder `target`. `hold`
 * runs its function between two statements with every other statement waiting (and answers what it
 * answers): it is used once, for the last pass, so statements wait only for what changed since the
 * pass before. The passes before it go on while they find fewer files to copy each time.
 */
export async function copyLiveDataDir(
  source: string,
  target: string,
  hold: <T>(fn: () => Promise<T>) => Promise<T>,
): Promise<LiveCopyReport> {
  await mkdir(target, { recursive: true });
  const state: CopyState = { files: new Map(), folders: new Set() };
  let passes = 0;
  let copiedFiles = 0;
  let copiedBytes = 0;
  let previous = Number.POSITIVE_INFINITY;
  for (;;) {
    const { count, bytes, racyUntilNs } = await pass(source, target, state);
    passes += 1;
    copiedFiles += count;
    copiedBytes += bytes;
    // Nothing left, or no fewer than last time (the files being written now): the held pass takes the rest.
    if (count === 0 || count >= previous || passes >= MAX_PASSES) break;
    previous = count;
    // Files written a moment ago count as changed until their clock tick is surely past.
    const wait = Number((racyUntilNs - nowNs()) / 1_000_000n);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 5));
  }
  return hold(() => {
    const started = performance.now();
    const { count, bytes } = heldPass(source, target, state);
    return Promise.resolve({ passes, copiedFiles, copiedBytes, heldFiles: count, heldBytes: bytes, heldMs: performance.now() - started });
  });
}
