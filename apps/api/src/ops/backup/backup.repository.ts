import { desc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sisBackup } from './backup.tables';

export interface BackupRecord {
  datBackup: Date;
  txtArquivo: string;
  numBytes: number;
}

/** Notes a finished backup (written after its file is complete). */
export async function recordBackup(db: Tx, backup: BackupRecord): Promise<void> {
  await db.insert(sisBackup).values(backup);
}

/** The most recent backup, for the admin page; `undefined` when none was ever taken. */
export async function lastBackup(db: Tx): Promise<BackupRecord | undefined> {
  const [row] = await db
    .select({ datBackup: sisBackup.datBackup, txtArquivo: sisBackup.txtArquivo, numBytes: sisBackup.numBytes })
    .from(sisBackup)
    .orderBy(desc(sisBackup.datBackup), desc(sisBackup.codSisBackup))
    .limit(1);
  return row;
}
