import type { PositionBody, ProgressAnswer, ProgressBody } from '@portal/shared/player';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { insertProgress, upsertPosition } from './progress.repository';

/**
 * POST /api/plataforma/progresso: a batch of a student's records, all or nothing. Every content must
 * be in the active path of one of the student's classes (else 404, nothing written). The answer lists
 * every id of the batch: each is held now, written by this call or an earlier one.
 */
export async function recordProgress(db: Db, userId: number, body: ProgressBody): Promise<ProgressAnswer> {
  const { ok } = await insertProgress(db, userId, body.registros);
  if (!ok) throw notFound();
  return { aceitos: [...new Set(body.registros.map((r) => r.id))] };
}

/** PUT /api/plataforma/posicao: where the student stopped (the content must be in that path, the path theirs). */
export async function savePosition(db: Db, userId: number, body: PositionBody): Promise<void> {
  if (!(await upsertPosition(db, userId, body))) throw notFound();
}
