import type { ContactBody, TicketListQuery, TicketPage } from '@portal/shared/support';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import { pageResult, pageWindow } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { countTickets, deleteTicket, insertTicket, ticketPage } from './support.repository';

/** 'Você deseja enviar?': the form's rules checked again here (the schema), the subject one of the eight (its foreign key). */
export async function sendContact(db: Db, scope: Scope, body: ContactBody): Promise<void> {
  try {
    await insertTicket(db, scope.userId, body);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw invalidField('codInformacao', 'contactSubjectRequired');
    throw error;
  }
}

export async function listTickets(db: Db, query: TicketListQuery): Promise<TicketPage> {
  return pageResult(await ticketPage(db, pageWindow(query)), query, () => countTickets(db));
}

export async function removeTicket(db: Db, id: number): Promise<void> {
  if (!(await deleteTicket(db, id))) throw notFound();
}
