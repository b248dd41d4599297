import { z } from 'zod';
import { PageNumber, idField, idText } from '../common/ids';
import { PageQuery, pageOf } from '../common/pagination';
import { PROFILE } from '../common/profiles';

/*
 * The calendar (3-reports-communication.md §2 "Calendar", §3, §6, §7, §9; DECISIONS.md "Scoping rules"):
 * events of one day, coloured, private (their creator only) or public (the viewer profiles inside the
 * creator's scope).
 */

/**
 * The eight event colours of §9, in the documents' order; the screens name them (`colours.<key>` of the
 * calendar's texts). `hex` is the documents' value, the one stored and sent (`hexCorEvento`, the table's
 * check); `swatch` is the colour the screens paint for it, true to its name: the documents give
 * '#00baf2' (a light cyan) for Azul Marinho, '#8781bd' (a periwinkle) for Roxo and '#fdb94d' (an amber
 * beside Laranjado) for Amarelo, so those three are painted navy, purple and yellow (calendar.colours.test.ts
 * checks every swatch against its name's hue).
 */
export const EVENT_COLOURS = [
  { hex: '#f64c60', key: 'vermelho', swatch: '#f64c60' },
  { hex: '#86c879', key: 'verde', swatch: '#86c879' },
  { hex: '#00baf2', key: 'azulMarinho', swatch: '#1f3a93' },
  { hex: '#f59448', key: 'laranjado', swatch: '#f59448' },
  { hex: '#8781bd', key: 'roxo', swatch: '#8e44ad' },
  { hex: '#fdb94d', key: 'amarelo', swatch: '#fdd835' },
  { hex: '#d8d6e8', key: 'cinzaClaro', swatch: '#d8d6e8' },
  { hex: '#333333', key: 'preto', swatch: '#333333' },
] as const;
export type EventColourHex = (typeof EVENT_COLOURS)[number]['hex'];
export type EventColourKey = (typeof EVENT_COLOURS)[number]['key'];

/** The colour the screens paint for an event's stored colour (its name's colour; see EVENT_COLOURS). */
export function eventSwatch(hex: string): string {
  return EVENT_COLOURS.find((colour) => colour.hex === hex)?.swatch ?? hex;
}

const COLOUR_HEXES = EVENT_COLOURS.map((c) => c.hex) as [EventColourHex, ...EventColourHex[]];

/** The event list: 9 a page (§9). */
export const CALENDAR_PAGE_SIZE = 9;
export const EVENT_TITLE_MAX = 100;

/**
 * The filter select (§6): 'my' (created by me), created by a Master ('1'), a Gestor ('2'), a Diretor
 * ('3'), a Coordenador ('4'), a Professor ('5'), or 'all' that the caller may see.
 */
export const CALENDAR_FILTERS = ['my', '1', '2', '3', '4', '5', 'all'] as const;
export type CalendarFilter = (typeof CALENDAR_FILTERS)[number];

/** The options of §6 for a profile, in the select's order: a creator's profile only below the viewer's. */
export function calendarFilterOptions(profile: number): CalendarFilter[] {
  if (profile === PROFILE.MASTER) return ['my'];
  const above = (['1', '2', '3', '4', '5'] as const).filter((creator) => Number(creator) < profile);
  return ['my', ...above, 'all'];
}

/** 'my' for the Master, 'all' for the others (§6). */
export function defaultCalendarFilter(profile: number): CalendarFilter {
  return profile === PROFILE.MASTER ? 'my' : 'all';
}

/** A calendar day `YYYY-MM-DD` (the screens show DD/MM/YYYY). */
const CalendarDay = z.iso.date({ error: 'calendarDateInvalid' });
const Filter = z.enum(CALENDAR_FILTERS, { error: 'calendarFilterInvalid' });

export const EventDto = z
  .object({
    codCldCalendario: z.number().int(),
    dscTitulo: z.string(),
    hexCorEvento: z.enum(COLOUR_HEXES),
    datEvento: z.string(),
    indPrivado: z.enum(['S', 'N']),
    codBseTurma: z.number().int().nullable(),
    nomTurma: z.string().nullable(),
    perfis: z.array(z.number().int()),
    codUsuarioCriacao: z.number().int(),
    nomUsuario: z.string(),
    cstLogin: z.string(),
    /**
     * The owner's login (§3 "Calendar event", §4: the fields are read-only when the current user's login differs
     * from it): the creator's, the same as `cstLogin`.
     */
    loginOwner: z.string(),
    /** The caller created it: only then may they edit or delete it. */
    proprio: z.boolean(),
  })
  .meta({ id: 'EventDto' });
export type EventDto = z.infer<typeof EventDto>;

export const EventPage = pageOf(EventDto).meta({ id: 'EventPage' });
export type EventPage = z.infer<typeof EventPage>;

/**
 * 'Novo Evento' / 'Editando Evento' (§3 "Calendar event", §5): title and colour required, a public event
 * names at least one viewer profile ('Favor preencher todos os campos.'); a Professor picks one of
 * their classes (the server checks it), a private event keeps no viewers.
 */
export const EventBody = z
  .object({
    dscTitulo: z
      .string({ error: 'calendarFillAll' })
      .trim()
      .min(1, { error: 'calendarFillAll' })
      .max(EVENT_TITLE_MAX, { error: 'calendarTitleTooLong' }),
    hexCorEvento: z.enum(COLOUR_HEXES, { error: 'calendarFillAll' }),
    datEvento: CalendarDay,
    indPrivado: z.enum(['S', 'N'], { error: 'calendarFillAll' }),
    codBseTurma: idField().nullable().optional(),
    perfis: z
      .array(
        z
          .number({ error: 'calendarProfileInvalid' })
          .int()
          .min(1, { error: 'calendarProfileInvalid' })
          .max(6, { error: 'calendarProfileInvalid' }),
        {
          error: 'calendarFillAll',
        },
      )
      .max(6, { error: 'calendarProfileInvalid' })
      .default([]),
  })
  .refine((e) => e.indPrivado === 'S' || e.perfis.length > 0, { error: 'calendarFillAll', path: ['perfis'] })
  .meta({ id: 'EventBody' });
export type EventBody = z.infer<typeof EventBody>;
export type EventBodyInput = z.input<typeof EventBody>;

/** `filtrar`: the events of the filter between two days (both included), 9 a page. */
export const EventListBody = z
  .object({ filtro: Filter, dataInicio: CalendarDay, dataFim: CalendarDay })
  .refine((b) => b.dataFim >= b.dataInicio, { error: 'calendarDateRange', path: ['dataFim'] })
  .meta({ id: 'EventListBody' });
export type EventListBody = z.infer<typeof EventListBody>;

export const EventPageQuery = z.object({ page: PageNumber.default(1) });
export type EventPageQuery = z.infer<typeof EventPageQuery>;

/** `getEventosCalendarioDoDia`: every event of the filter on one day. */
export const EventDayBody = z.object({ data: CalendarDay, filtro: Filter }).meta({ id: 'EventDayBody' });
export type EventDayBody = z.infer<typeof EventDayBody>;

/**
 * A class activity's due day on the calendar (issue 23): a read-only entry of the class's members, not an
 * event. Only an active class activity with a due day; it opens the activity (`/atividade/visualizar/{id}`).
 */
export const CalendarDueDate = z
  .object({
    codBseAtividadeTurma: z.number().int(),
    codBseAtividade: z.number().int(),
    codBseTurma: z.number().int(),
    nomAtividade: z.string(),
    nomTurma: z.string(),
    /** The due day, `YYYY-MM-DD`. */
    datEntrega: z.string(),
  })
  .meta({ id: 'CalendarDueDate' });
export type CalendarDueDate = z.infer<typeof CalendarDueDate>;

/** How many of a day's events the month's marks name (the month grid shows them, or two and '+N'). */
export const DAY_TITLES_MAX = 3;

/** One of a day's events as the month grid names it: its title and colour (it opens from the day's list). */
export const EventDayTitle = z
  .object({
    codCldCalendario: z.number().int(),
    dscTitulo: z.string(),
    hexCorEvento: z.enum(COLOUR_HEXES),
  })
  .meta({ id: 'EventDayTitle' });
export type EventDayTitle = z.infer<typeof EventDayTitle>;

/**
 * The month's marks: each day with events and their colours (at most 3, distinct) and how many, with its
 * first events by title (`eventos`, at most DAY_TITLES_MAX, for the month grid's titles); with the 'all'
 * filter, also each day with due dates of the caller's classes (`entregas`, by activity name). A day with
 * due dates alone has no colour, no `eventos` and a `total` of 0: `total` counts events only.
 */
export const EventDayMark = z
  .object({
    datEvento: z.string(),
    cores: z.array(z.enum(COLOUR_HEXES)),
    total: z.number().int(),
    eventos: z.array(EventDayTitle),
    entregas: z.array(CalendarDueDate),
  })
  .meta({ id: 'EventDayMark' });
export type EventDayMark = z.infer<typeof EventDayMark>;

/** The month's marks' query (the calendar screen's): the filter and the days drawn, all three required. */
export interface EventMonthQuery {
  filtro: CalendarFilter;
  dataInicio: string;
  dataFim: string;
}

/**
 * `GET /api/cld_calendario`. With `dataInicio`/`dataFim` (the screen's `?filtro=&dataInicio=&dataFim=`): the
 * month's marks, an array of `EventDayMark` (the filter and both days required). Without them (the
 * documents' call, no query): the caller's events (`EventDto`, §3 "Calendar event"), by day, a page
 * (`?page=&pageSize=`), of `filtro` when given, else the profile's default (§6: 'my' for the Master,
 * 'all' for the others).
 */
export const EventCalendarQuery = z
  .object({
    filtro: Filter.optional(),
    dataInicio: CalendarDay.optional(),
    dataFim: CalendarDay.optional(),
    page: PageQuery.shape.page,
    pageSize: PageQuery.shape.pageSize,
  })
  .superRefine((q, ctx) => {
    if (q.dataInicio === undefined && q.dataFim === undefined) return;
    if (q.filtro === undefined) ctx.addIssue({ code: 'custom', message: 'calendarFilterInvalid', path: ['filtro'] });
    if (q.dataInicio === undefined) ctx.addIssue({ code: 'custom', message: 'calendarDateInvalid', path: ['dataInicio'] });
    if (q.dataFim === undefined) ctx.addIssue({ code: 'custom', message: 'calendarDateInvalid', path: ['dataFim'] });
    else if (q.dataInicio !== undefined && q.dataFim < q.dataInicio)
      ctx.addIssue({ code: 'custom', message: 'calendarDateRange', path: ['dataFim'] });
  });
export type EventCalendarQuery = z.infer<typeof EventCalendarQuery>;

/** The caller's private iCal address (a path on this server: the screen puts the origin before it). */
export const IcalAddressAnswer = z.object({ caminho: z.string() }).meta({ id: 'IcalAddressAnswer' });
export type IcalAddressAnswer = z.infer<typeof IcalAddressAnswer>;

/** The feed's file name: `<secret token>.ics` (any other name is simply not found). */
export const IcalFileParam = z.object({ arquivo: z.string().max(100) });

export const EventIdParam = z.object({ codCldCalendario: idText() });
