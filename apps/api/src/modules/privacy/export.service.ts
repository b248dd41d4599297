import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Db } from '../../db/client';
import { FileStorage } from '../../lib/storage';
import type { Viewer } from '../../lib/viewer';
import { getUser } from '../users';
import { PERSONAL_DATA } from './personal-data.catalogue';
import { pageOf, recordRequest } from './privacy.repository';
import { exportSummaryHtml } from './privacy.summary';

/** Rows read per statement: a long history never sits whole in memory. */
const PAGE_ROWS = 1000;

/** One kind's rows as a JSON array written page by page into the file's stream; answers how many rows it held. */
async function writeKind(db: Db, out: PassThrough, kind: (typeof PERSONAL_DATA)[number], userId: number): Promise<number> {
  let count = 0;
  out.write('[');
  for (let page = 0; ; page += 1) {
    const rows = await pageOf(db, kind.table, kind.rowsOf(userId), kind.omit ?? [], page, PAGE_ROWS);
    for (const row of rows) {
      const text = `${count === 0 ? '\n' : ',\n'}${JSON.stringify(row)}`;
      // Waits for the archive to take what it has before reading more (the download's pace, not the database's).
      if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
      count += 1;
    }
    if (rows.length < PAGE_ROWS) break;
  }
  out.end(count === 0 ? ']\n' : '\n]\n');
  return count;
}

export interface PersonExport {
  /** The ZIP's name: `dados-<login>.zip`. */
  fileName: string;
  stream: Readable;
}

/**
 * GET /api/bse_usuario/{codBseUsuario}/dados: everything the portal holds about a person of the caller's scope (404
 * otherwise), as one ZIP streamed while it is written: a JSON file per kind of data, the person's photo, and
 * LEIA-ME.html saying in Portuguese what each file holds. The request is recorded before the first byte.
 */
export async function exportPerson(db: Db, storage: FileStorage, viewer: Viewer, userId: number): Promise<PersonExport> {
  const user = await getUser(db, viewer, userId);
  await recordRequest(db, userId, 'E', viewer.userId);
  const zip = new ZipArchive({ zlib: { level: 6 } });
  void (async () => {
    const counts = new Map<string, number>();
    try {
      for (const kind of PERSONAL_DATA) {
        const file = new PassThrough();
        zip.append(file, { name: `${kind.file}.json` });
        counts.set(kind.file, await writeKind(db, file, kind, userId));
      }
      const avatar = FileStorage.pathOf(user.imgAvatar);
      const photo = avatar && storage.read(avatar);
      if (photo) zip.append(photo, { name: `fotos/${path.basename(avatar)}` });
      zip.append(exportSummaryHtml(user, counts), { name: 'LEIA-ME.html' });
      await zip.finalize();
    } catch (error) {
      zip.destroy(error as Error);
    }
  })();
  return { fileName: `dados-${user.cstLogin}.zip`, stream: zip };
}
