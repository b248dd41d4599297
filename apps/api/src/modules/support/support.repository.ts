import type { ContactBody } from '@portal/shared/support';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bseSuporte, bseUsuario, informacao } from '../../db/schema';
import { isoTime } from '../../lib/iso-time';
import { type PageWindow, totalColumn } from '../../lib/pagination';
import { searchKey } from '../../lib/search';

/** A ticket with its subject's name and the sender's login, under the screen's names and the documents' (3-reports §3). */
const ticketColumns = {
  codBseSuporte: bseSuporte.codBseSuporte,
  nomContato: bseSuporte.nomContato,
  dscEmail: bseSuporte.dscEmail,
  codInformacao: bseSuporte.codInformacao,
  nomInformacao: informacao.nomInformacao,
  dscDescricao: bseSuporte.dscDescricao,
  cstLogin: bseUsuario.cstLogin,
  datCriacao: isoTime(bseSuporte.datCriacao),
  id: bseSuporte.codBseSuporte,
  name: bseSuporte.nomContato,
  email: bseSuporte.dscEmail,
  pagina: informacao.nomInformacao,
  desc: bseSuporte.dscDescricao,
  codBseUsuario: bseSuporte.codUsuarioCriacao,
};

function selectTickets(db: Tx) {
  return db
    .select({ ...ticketColumns, total: totalColumn })
    .from(bseSuporte)
    .innerJoin(informacao, eq(informacao.codInformacao, bseSuporte.codInformacao))
    .leftJoin(bseUsuario, eq(bseUsuario.codBseUsuario, bseSuporte.codUsuarioCriacao));
}

/** The tickets, newest first. */
export function ticketPage(db: Tx, window: PageWindow) {
  return selectTickets(db).orderBy(desc(bseSuporte.datCriacao), desc(bseSuporte.codBseSuporte)).limit(window.limit).offset(window.offset);
}

export async function findTicket(db: Tx, id: number) {
  const [row] = await selectTickets(db).where(eq(bseSuporte.codBseSuporte, id));
  if (!row) return undefined;
  const { total: _total, ...ticket } = row;
  return ticket;
}

export function countTickets(db: Tx): Promise<number> {
  return db.$count(bseSuporte);
}

/** The subject named by its text (`pagina` of the documents' record), accents and case aside. */
export async function findSubjectByName(db: Tx, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: informacao.codInformacao })
    .from(informacao)
    .where(eq(searchKey(informacao.nomInformacao), searchKey(name)))
    .limit(1);
  return row?.id;
}

export async function insertTicket(db: Tx, senderId: number, body: ContactBody): Promise<number> {
  const [row] = await db
    .insert(bseSuporte)
    .values({
      nomContato: body.nomContato,
      dscEmail: body.dscEmail,
      codInformacao: body.codInformacao,
      dscDescricao: body.dscDescricao,
      codUsuarioCriacao: senderId,
    })
    .returning({ id: bseSuporte.codBseSuporte });
  return row!.id;
}

export async function deleteTicket(db: Tx, id: number): Promise<boolean> {
  const rows = await db.delete(bseSuporte).where(eq(bseSuporte.codBseSuporte, id)).returning({ id: bseSuporte.codBseSuporte });
  return rows.length > 0;
}
