import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Each backup that `npm run backup` finished (migration 0024): the admin page shows the last one. */
export const sisBackup = pgTable(
  'sis_backup',
  {
    codSisBackup: integer('cod_sis_backup').primaryKey().generatedByDefaultAsIdentity(),
    datBackup: timestamp('dat_backup', { withTimezone: true }).notNull().defaultNow(),
    /** The file's full path on the machine that took it. */
    txtArquivo: text('txt_arquivo').notNull(),
    numBytes: bigint('num_bytes', { mode: 'number' }).notNull(),
  },
  (t) => [index('sis_backup_dat_backup_idx').on(t.datBackup), check('sis_backup_num_bytes_check', sql`${t.numBytes} >= 0`)],
);
