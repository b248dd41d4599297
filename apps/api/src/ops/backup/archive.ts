// The backup file: one tar archive (tar-stream) holding
//   database/pgdata.tar.gz   PGlite's own dump of its data directory (dumpDataDir), or
//   database/postgres.dump   pg_dump --format=custom
//   uploads/<path>           every uploaded file
//   manifest.json            last: what the file holds, with a SHA-256 of every part
// Reading it back checks every part against the manifest before anything is restored.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { lstat, readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { z } from 'zod';
import { OperationError } from './postgres-tools';

export const FORMAT = 'portal-escolar-backup';
export const FORMAT_VERSION = 1;

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const DATABASE_PARTS = { pglite: 'database/pgdata.tar.gz', postgres: 'database/postgres.dump' } as const;

export const Manifest = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int().positive(),
  product: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    file: z.enum([DATABASE_PARTS.pglite, DATABASE_PARTS.postgres]),
    bytes: z.number().int().nonnegative(),
    sha256: Sha256,
    /** The PostgreSQL version of the database (PGlite's own for the embedded one). */
    serverVersion: z.string(),
    /** What wrote the part: pg_dump and its version, or PGlite and its version. */
    dumpedWith: z.object({ program: z.enum(['pg_dump', 'pglite']), version: z.string() }),
  }),
  /** Drizzle's applied migrations (tag from this version's journal when it knows the migration). */
  migrations: z.array(z.object({ tag: z.string().nullable(), createdAt: z.number(), hash: z.string() })),
  /** Rows of every table, at the instant of the database part. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  uploads: z.object({
    files: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    entries: z.array(z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: Sha256 })),
  }),
});
export type Manifest = z.infer<typeof Manifest>;

/** The file is not a whole, unaltered backup: nothing is restored. */
export class BackupFileError extends OperationError {
  constructor(file: string, detail: string) {
    super(`O arquivo ${file} está corrompido ou não é uma cópia de segurança do Portal Escolar: ${detail}. Nada foi alterado.`);
  }
}

/** SHA-256 and size of a file on disk. */
export async function hashFile(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Every regular file under `root`, as sorted relative paths with `/` (links and other kinds are left out). */
export async function listFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  const walk = async (dir: string, prefix: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) await walk(path.join(dir, entry.name), relative);
      else if (entry.isFile()) out.push(relative);
    }
  };
  await walk(root, '');
  return out;
}

/** Waits for tar-stream's callback of one entry (it calls back once the entry's bytes are taken). */
function addEntry(pack: tar.Pack, header: Pick<tar.Header, 'name' | 'size' | 'mode' | 'mtime'>, data: Buffer): Promise<void> {
  return new Promise((resolve, reject) => pack.entry(header, data, (error) => (error ? reject(error) : resolve())));
}

export interface ArchiveContents {
  /** The database part on disk, and its name in the archive. */
  database: { file: string; name: (typeof DATABASE_PARTS)[keyof typeof DATABASE_PARTS] };
  uploadsDir: string;
  /** The manifest without the checksums, which are measured while writing. */
  manifest: Omit<Manifest, 'uploads' | 'database'> & { database: Omit<Manifest['database'], 'bytes' | 'sha256' | 'file'> };
}

/**
 * Writes the archive to `target`: the database part, then the uploaded files as they are now (each
 * read whole, then written: a file still being written when listed is taken as it is; one removed
 * meanwhile is left out), then the manifest. Returns the manifest.
 */
export async function writeArchive(target: string, contents: ArchiveContents): Promise<Manifest> {
  const pack = tar.pack();
  const writing = pipeline(pack, createWriteStream(target, { flags: 'wx', mode: 0o600 }));
  // Keeps `writing` from counting as unhandled while the entries are added; awaited below.
  writing.catch(() => undefined);
  try {
    const dbInfo = await lstat(contents.database.file);
    const dbHash = createHash('sha256');
    await new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name: contents.database.name, size: dbInfo.size, mode: 0o600, mtime: new Date() }, (error) =>
        error ? reject(error) : resolve(),
      );
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          dbHash.update(chunk);
          callback(null, chunk);
        },
      });
      pipeline(createReadStream(contents.database.file), hashing, entry).catch(reject);
    });

    const entries: Manifest['uploads']['entries'] = [];
    for (const relative of await listFiles(contents.uploadsDir)) {
      let data: Buffer;
      try {
        data = await readFile(path.join(contents.uploadsDir, relative));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw error;
      }
      await addEntry(pack, { name: `uploads/${relative}`, size: data.length, mode: 0o644, mtime: new Date() }, data);
      entries.push({ path: relative, bytes: data.length, sha256: createHash('sha256').update(data).digest('hex') });
    }

    const manifest: Manifest = {
      ...contents.manifest,
      database: { ...contents.manifest.database, file: contents.database.name, bytes: dbInfo.size, sha256: dbHash.digest('hex') },
      uploads: { files: entries.length, bytes: entries.reduce((sum, e) => sum + e.bytes, 0), entries },
    };
    const manifestData = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await addEntry(pack, { name: 'manifest.json', size: manifestData.length, mode: 0o644, mtime: new Date() }, manifestData);
    pack.finalize();
    await writing;
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await writing.catch(() => undefined);
    throw error;
  }
}

const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** `uploads/<a>/<b>.jpg` -> `a/b.jpg` when every segment is a plain name (nothing climbs out of the folder). */
function uploadPath(name: string): string | undefined {
  if (!name.startsWith('uploads/')) return undefined;
  const relative = name.slice('uploads/'.length);
  const segments = relative.split('/');
  const plain = segments.every((s) => s !== '' && s !== '.' && s !== '..' && !s.includes('\\') && !s.includes('\0'));
  return plain && relative.length > 0 ? relative : undefined;
}

/**
 * Unpacks the archive `file` into `dir` (`dir/database/<part>`, `dir/uploads/...`) and checks every
 * part against the manifest: sizes, SHA-256, nothing missing, nothing more. Throws BackupFileError
 * when anything does not match.
 */
export async function readArchive(file: string, dir: string): Promise<Manifest> {
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(file), extract);
  feeding.catch(() => undefined);
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | undefined;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (type === 'directory' && (name === 'uploads/' || uploadPath(name.replace(/\/$/, '')))) {
        entry.resume();
        continue;
      }
      if (type !== 'file') throw new BackupFileError(file, `a entrada ${name} não é um arquivo comum`);
      if (seen.has(name) || (name === 'manifest.json' && manifestText !== undefined)) {
        throw new BackupFileError(file, `a entrada ${name} aparece duas vezes`);
      }
      if (name === 'manifest.json') {
        if ((entry.header.size ?? 0) > MAX_MANIFEST_BYTES) throw new BackupFileError(file, 'o manifest.json é grande demais');
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifestText = Buffer.concat(chunks).toString('utf8');
        continue;
      }
      const isDatabase = name === DATABASE_PARTS.pglite || name === DATABASE_PARTS.postgres;
      const relative = isDatabase ? undefined : uploadPath(name);
      if (!isDatabase && !relative) throw new BackupFileError(file, `a entrada ${name} não pertence a uma cópia de segurança`);
      const target = isDatabase ? path.join(dir, name) : path.join(dir, 'uploads', ...relative!.split('/'));
      // No await between taking the entry and reading it: an entry that the archive's end cuts
      // short is destroyed at once.
      mkdirSync(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      const hashing = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          hash.update(chunk);
          bytes += chunk.length;
          callback(null, chunk);
        },
      });
      const piping = pipeline(entry, hashing, createWriteStream(target, { flags: 'wx', mode: isDatabase ? 0o600 : 0o644 }));
      // Also ends when the archive's end came before the entry's (its stream may be gone already).
      const guard = feeding.then(() => piping);
      guard.catch(() => undefined);
      await Promise.race([piping, guard]);
      seen.set(name, { bytes, sha256: hash.digest('hex') });
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    await feeding.catch(() => undefined);
    if (error instanceof BackupFileError) throw error;
    const message = (error as Error).message;
    if (/end of data/i.test(message)) throw new BackupFileError(file, 'o arquivo está incompleto (termina antes do fim)');
    if (/header/i.test(message)) throw new BackupFileError(file, 'um cabeçalho do arquivo tar é inválido');
    throw new BackupFileError(file, `não foi possível ler o arquivo (${message})`);
  }

  if (manifestText === undefined) throw new BackupFileError(file, 'falta o manifest.json');
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifestText);
  } catch {
    throw new BackupFileError(file, 'o manifest.json não é um JSON válido');
  }
  const format = (parsed as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof format === 'number' && format > FORMAT_VERSION) {
    throw new OperationError(
      `O arquivo ${file} foi feito por uma versão mais nova do Portal Escolar (formato ${format}); atualize o Portal Escolar antes de restaurar.`,
    );
  }
  const result = Manifest.safeParse(parsed);
  if (!result.success) throw new BackupFileError(file, `o manifest.json não é válido (${result.error.issues[0]?.path.join('.')})`);
  const manifest = result.data;

  const expected = new Map<string, { bytes: number; sha256: string }>([
    [manifest.database.file, { bytes: manifest.database.bytes, sha256: manifest.database.sha256 }],
    ...manifest.uploads.entries.map((e) => [`uploads/${e.path}`, { bytes: e.bytes, sha256: e.sha256 }] as const),
  ]);
  for (const [name, want] of expected) {
    const got = seen.get(name);
    if (!got) throw new BackupFileError(file, `falta ${name}`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256)
      throw new BackupFileError(file, `a soma de verificação de ${name} não confere`);
  }
  for (const name of seen.keys()) {
    if (!expected.has(name)) throw new BackupFileError(file, `${name} não consta do manifest.json`);
  }
  return manifest;
}
