import type { SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';

/** Rows of a raw statement (both drivers answer `{ rows }`). */
export async function rowsOf<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as { rows: T[] };
  return result.rows;
}
