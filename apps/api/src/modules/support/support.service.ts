import type { ContactBody, SupportRecordBody, TicketDto, TicketListQuery, TicketPage } from '@portal/shared/support';
import type { Db } from '../../db/client';
import { invalidField, mustFind, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { pageResult, pageWindow } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { countTickets, deleteTicket, findSubjectByName, findTicket, insertTicket, ticketPage } from './support.repository';

/** 'Você deseja enviar?': the form's rules checked again here (the schema), the subject one of the eight (its foreign key). */
export async function sendContact(db: Db, scope: Scope, body: ContactBody): Promise<number> {
  try {
    return await insertTicket(db, scope.userId, body);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw invalidField('codInformacao', 'contactSubjectRequired');
    throw error;
  }
}

/**
 * The documents' `POST /bse_suporte` (3-reports §7, issue 25): the same ticket as the screen's form, its subject
 * named by its text (`pagina`: one of the eight, else 400 on that field); answers the created record.
 */
export async function sendSupportRecord(db: Db, scope: Scope, body: SupportRecordBody): Promise<TicketDto> {
  const codInformacao = await findSubjectByName(db, body.pagina);
  if (codInformacao === undefined) throw invalidField('pagina', 'contactSubjectRequired');
  const id = await sendContact(db, scope, { nomContato: body.name, dscEmail: body.email, codInformacao, dscDescricao: body.desc });
  return mustFind(findTicket(db, id));
}

export async function listTickets(db: Db, query: TicketListQuery): Promise<TicketPage> {
  return pageResult(await ticketPage(db, pageWindow(query)), query, () => countTickets(db));
}

export async function removeTicket(db: Db, id: number): Promise<void> {
  if (!(await deleteTicket(db, id))) throw notFound();
}
