import { randomBytes } from 'node:crypto';
import { type ReadStream, createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Files under the data directory, named by 128 random bits so no one can guess another's file.
 * Paths handed out are relative (`avatars/ab12….jpg`) and served at `/uploads/<path>`; a shared
 * disk or an S3-compatible bucket can take this interface's place when the network outgrows one machine.
 */
export class FileStorage {
  constructor(readonly root: string) {}

  async save(folder: string, data: Buffer, extension: string): Promise<string> {
    const dir = path.join(this.root, folder);
    await mkdir(dir, { recursive: true });
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await writeFile(path.join(dir, name), data, { flag: 'wx' });
    return `${folder}/${name}`;
  }

  async remove(relativePath: string | null | undefined): Promise<void> {
    if (!relativePath) return;
    const full = path.resolve(this.root, relativePath);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) return;
    await rm(full, { force: true });
  }

  /** A stored file's bytes, as a stream (a path outside the root reads nothing: undefined). */
  read(relativePath: string): ReadStream | undefined {
    const full = path.resolve(this.root, relativePath);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) return undefined;
    return createReadStream(full);
  }

  /** The stored path of an address `publicUrl` handed out, or undefined. */
  static pathOf(url: string | null | undefined): string | undefined {
    return url?.startsWith('/uploads/') ? url.slice('/uploads/'.length) : undefined;
  }

  static publicUrl(relativePath: string | null | undefined): string | null {
    return relativePath ? `/uploads/${relativePath}` : null;
  }
}
