import {
  CALENDAR_PAGE_SIZE,
  type CalendarDueDate,
  type CalendarFilter,
  type EventBody,
  type EventDayBody,
  type EventDayMark,
  type EventDto,
  type EventListBody,
  type EventCalendarQuery,
  type EventMonthQuery,
  type EventPage,
  type EventPageQuery,
  calendarFilterOptions,
  defaultCalendarFilter,
} from '@portal/shared/calendar';
import { PROFILE } from '@portal/shared/common/profiles';
import type { Db } from '../../db/client';
import { AppError, invalidField, mustFind } from '../../lib/app-error';
import { type Page, pageResult, pageWindow } from '../../lib/pagination';
import type { Viewer } from '../../lib/viewer';
import {
  countEvents,
  currentClassOf,
  dayMarks,
  deleteEvent,
  dueDatesBetween,
  eventPage,
  eventsBetween,
  findEvent,
  insertEvent,
  isMemberOf,
  updateEvent,
} from './event.repository';

const notCreator = () => new AppError(403, 'FORBIDDEN', 'calendarNotCreator');

/** Only the options §6 gives the viewer's profile. */
function allowed(v: Viewer, filter: CalendarFilter): CalendarFilter {
  if (!calendarFilterOptions(v.profile).includes(filter)) throw invalidField('filtro', 'calendarFilterInvalid');
  return filter;
}

/** The event list (`filtrar`): 9 a page. */
export async function listEvents(db: Db, v: Viewer, body: EventListBody, query: EventPageQuery): Promise<EventPage> {
  const page = { page: query.page, pageSize: CALENDAR_PAGE_SIZE };
  const filter = allowed(v, body.filtro);
  const rows = await eventPage(db, v, filter, body.dataInicio, body.dataFim, pageWindow(page));
  return pageResult(rows, page, () => countEvents(db, v, filter, body.dataInicio, body.dataFim));
}

/** A day clicked on the calendar: every event of the filter that day. */
export function eventsOfDay(db: Db, v: Viewer, body: EventDayBody): Promise<EventDto[]> {
  return eventsBetween(db, v, allowed(v, body.filtro), body.data, body.data);
}

/**
 * `GET /api/cld_calendario`: the screen's query (the days drawn) answers the month's marks; the documents'
 * call (no days) the caller's events of every day, by day, a page, of `filtro` when given, else the
 * profile's default (§6).
 */
export async function calendarOf(db: Db, v: Viewer, query: EventCalendarQuery): Promise<EventDayMark[] | Page<EventDto>> {
  const { filtro, dataInicio, dataFim } = query;
  if (dataInicio !== undefined && dataFim !== undefined && filtro !== undefined) return monthMarks(db, v, { filtro, dataInicio, dataFim });
  const filter = allowed(v, filtro ?? defaultCalendarFilter(v.profile));
  const rows = await eventPage(db, v, filter, null, null, pageWindow(query));
  return pageResult(rows, query, () => countEvents(db, v, filter, null, null));
}

/**
 * The month drawn: the days with events, their colours and first titles; with 'all' (everything the viewer sees), also
 * the due days of their classes' activities (issue 23), which no creator's filter names.
 */
export async function monthMarks(db: Db, v: Viewer, query: EventMonthQuery): Promise<EventDayMark[]> {
  const filter = allowed(v, query.filtro);
  const [marks, dueDates] = await Promise.all([
    dayMarks(db, v, filter, query.dataInicio, query.dataFim),
    filter === 'all' ? dueDatesBetween(db, v, query.dataInicio, query.dataFim) : [],
  ]);
  return withDueDates(marks, dueDates);
}

/** One mark a day, in the days' order: the events' marks, and the due dates of each day in theirs. */
function withDueDates(marks: Omit<EventDayMark, 'entregas'>[], dueDates: CalendarDueDate[]): EventDayMark[] {
  const days = new Map<string, EventDayMark>(marks.map((mark) => [mark.datEvento, { ...mark, entregas: [] }]));
  for (const due of dueDates) {
    const day = days.get(due.datEntrega) ?? { datEvento: due.datEntrega, cores: [], total: 0, eventos: [], entregas: [] };
    day.entregas.push(due);
    days.set(due.datEntrega, day);
  }
  return [...days.values()].sort((a, b) => (a.datEvento < b.datEvento ? -1 : a.datEvento > b.datEvento ? 1 : 0));
}

export function getEvent(db: Db, v: Viewer, id: number): Promise<EventDto> {
  return mustFind(findEvent(db, v, id));
}

/**
 * What is stored of the form: a private event keeps no viewers; a Professor's names one of their
 * classes ('Favor preencher todos os campos.' without one); a student's belongs to their current class;
 * the staff above the Professor reach by school or unit, so theirs name none. Viewers are named from the
 * creator's own level down.
 */
async function stored(db: Db, v: Viewer, body: EventBody) {
  const perfis = body.indPrivado === 'S' ? [] : [...new Set(body.perfis)].sort((a, b) => a - b);
  // From the creator's own level down, as perfisCalendario offers them (a Professor: Professores and Alunos).
  if (perfis.some((code) => code < v.profile)) throw invalidField('perfis', 'calendarProfileInvalid');
  if (v.profile === PROFILE.PROFESSOR) {
    if (!body.codBseTurma) throw invalidField('codBseTurma', 'calendarFillAll');
    if (!(await isMemberOf(db, v.userId, body.codBseTurma))) throw invalidField('codBseTurma', 'calendarClassInvalid');
    return { ...body, perfis, codBseTurma: body.codBseTurma };
  }
  const codBseTurma = v.profile === PROFILE.ALUNO ? ((await currentClassOf(db, v.userId)) ?? null) : null;
  return { ...body, perfis, codBseTurma };
}

export async function createEvent(db: Db, v: Viewer, body: EventBody): Promise<EventDto> {
  const event = await stored(db, v, body);
  const id = await insertEvent(db, v.userId, event);
  return mustFind(findEvent(db, v, id));
}

/** Only the creator changes an event: the others who see it get 'Não foi você que criou.' (403). */
export async function changeEvent(db: Db, v: Viewer, id: number, body: EventBody): Promise<EventDto> {
  const event = await stored(db, v, body);
  await db.transaction(async (tx) => {
    const current = await mustFind(findEvent(tx, v, id, true));
    if (!current.proprio) throw notCreator();
    await updateEvent(tx, id, event);
  });
  return mustFind(findEvent(db, v, id));
}

export async function removeEvent(db: Db, v: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await mustFind(findEvent(tx, v, id, true));
    if (!current.proprio) throw notCreator();
    await deleteEvent(tx, id);
  });
}
