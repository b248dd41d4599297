import type { ContactBody } from '@portal/shared/support';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseSuporte, bseUsuario, informacao } from '../../db/schema';
import { isoTime } from '../../lib/iso-time';
import { type PageWindow, totalColumn } from '../../lib/pagination';

/** The tickets, newest first, with their subject's name and the sender's login. */
export function ticketPage(db: Tx, window: PageWindow) {
  return db
    .select({
      codBseSuporte: bseSuporte.codBseSuporte,
      nomContato: bseSuporte.nomContato,
      dscEmail: bseSuporte.dscEmail,
      codInformacao: bseSuporte.codInformacao,
      nomInformacao: informacao.nomInformacao,
      dscDescricao: bseSuporte.dscDescricao,
      cstLogin: bseUsuario.cstLogin,
      datCriacao: isoTime(bseSuporte.datCriacao),
      total: totalColumn,
    })
    .from(bseSuporte)
    .innerJoin(informacao, eq(informacao.codInformacao, bseSuporte.codInformacao))
    .leftJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseSuporte.codUsuarioCriacao))
    .orderBy(desc(bseSuporte.datCriacao), desc(bseSuporte.codBseSuporte))
    .limit(window.limit)
    .offset(window.offset);
}

export function countTickets(db: Tx): Promise<number> {
  return db.$count(bseSuporte);
}

export async function insertTicket(db: Tx, senderId: number, body: ContactBody): Promise<void> {
  await db.insert(bseSuporte).values({
    nomContato: body.nomContato,
    dscEmail: body.dscEmail,
    codInformacao: body.codInformacao,
    dscDescricao: body.dscDescricao,
    codUsuarioCriacao: senderId,
  });
}

export async function deleteTicket(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(bseSuporte).where(eq(bseSuporte.codBseSuporte, id)).returning({ id: bseSuporte.codBseSuporte });
  return rows.length > 0;
}
