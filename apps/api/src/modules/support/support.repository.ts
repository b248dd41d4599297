import type { ContactBody, TicketDto } from '@portal/shared/support';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { PageWindow } from '../../lib/pagination';
import { rowsOf } from '../../lib/sql';

/** The tickets, newest first, with their subject's name and the sender's login. */
export function ticketPage(db: Tx, window: PageWindow) {
  return rowsOf<TicketDto & { total: number }>(
    db,
    sql`select s.cod_bse_suporte as "codBseSuporte", s.nom_contato as "nomContato", s.dsc_email as "dscEmail",
        s.cod_informacao as "codInformacao", i.nom_informacao as "nomInformacao", s.dsc_descricao as "dscDescricao",
        u.cst_login as "cstLogin", to_char(s.dat_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "datCriacao",
        count(*) over ()::integer as total
      from bse_suporte s join informacao i on i.cod_informacao = s.cod_informacao
      left join bse_usuario u on u.cod_bse_usuario = s.cod_usuario_criacao
      order by s.dat_criacao desc, s.cod_bse_suporte desc limit ${window.limit} offset ${window.offset}`,
  );
}

export async function countTickets(db: Tx): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::integer as n from bse_suporte`);
  return row!.n;
}

export async function insertTicket(db: Tx, senderId: number, body: ContactBody): Promise<void> {
  await db.execute(
    sql`insert into bse_suporte (nom_contato, dsc_email, cod_informacao, dsc_descricao, cod_usuario_criacao)
      values (${body.nomContato}, ${body.dscEmail}, ${body.codInformacao}, ${body.dscDescricao}, ${senderId})`,
  );
}

export async function deleteTicket(db: Tx, id: number): Promise<boolean> {
  return (await rowsOf(db, sql`delete from bse_suporte where cod_bse_suporte = ${id} returning cod_bse_suporte`)).length > 0;
}
