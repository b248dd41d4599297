import type { ContactBody, TicketListQuery, TicketPage } from '@portal/shared/support';
import type { Db } from '../../db/client';
import { invalidField, notFound } from '../../lib/app-error';
import { pageResult, pageWindow } from '../../lib/pagination';
import type { Scope } from '../../lib/scope';
import { countTickets, deleteTicket, insertTicket, subjectExists, ticketPage } from './support.repository';

/** 'Você deseja enviar?': the form's rules checked again here (the schema), the subject one of the eight. */
export async function sendContact(db: Db, scope: Scope, body: ContactBody): Promise<void> {
  if (!(await subjectExists(db, body.codInformacao))) throw invalidField('codInformacao', 'contactSubjectRequired');
  await insertTicket(db, scope.userId, body);
}

export async function listTickets(db: Db, query: TicketListQuery): Promise<TicketPage> {
  return pageResult(await ticketPage(db, pageWindow(query)), query, () => countTickets(db));
}

export async function removeTicket(db: Db, id: number): Promise<void> {
  if (!(await deleteTicket(db, id))) throw notFound();
}
