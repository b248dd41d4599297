import {
  EventBody,
  EventDayBody,
  EventDayMark,
  EventDto,
  EventIdParam,
  EventListBody,
  EventCalendarQuery,
  EventPage,
  EventPageQuery,
} from '@portal/shared/calendar';
import { OkAnswer } from '@portal/shared/common/answers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarOf, changeEvent, createEvent, eventsOfDay, getEvent, listEvents, removeEvent } from './event.service';
import { viewerOf } from '../../plugins/auth';

const tags = ['calendar'];
const use = { capability: 'calendar:use' as const };

/** The calendar's events (3-reports-communication.md §7 "Calendar"). */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cld_calendario',
    { config: use, schema: { tags, querystring: EventCalendarQuery, response: { 200: z.union([z.array(EventDayMark), EventPage]) } } },
    async (request) => calendarOf(app.db, viewerOf(request), request.query),
  );

  app.post(
    '/api/cld_calendario/filtrar',
    { config: use, schema: { tags, body: EventListBody, querystring: EventPageQuery, response: { 200: EventPage } } },
    async (request) => listEvents(app.db, viewerOf(request), request.body, request.query),
  );

  app.post(
    '/api/cld_calendario/getEventosCalendarioDoDia',
    { config: use, schema: { tags, body: EventDayBody, response: { 200: z.array(EventDto) } } },
    async (request) => eventsOfDay(app.db, viewerOf(request), request.body),
  );

  app.get(
    '/api/cld_calendario/:codCldCalendario',
    { config: use, schema: { tags, params: EventIdParam, response: { 200: EventDto } } },
    async (request) => getEvent(app.db, viewerOf(request), request.params.codCldCalendario),
  );

  app.post('/api/cld_calendario', { config: use, schema: { tags, body: EventBody, response: { 201: EventDto } } }, async (request, reply) =>
    reply.code(201).send(await createEvent(app.db, viewerOf(request), request.body)),
  );

  app.put(
    '/api/cld_calendario/:codCldCalendario',
    { config: use, schema: { tags, params: EventIdParam, body: EventBody, response: { 200: EventDto } } },
    async (request) => changeEvent(app.db, viewerOf(request), request.params.codCldCalendario, request.body),
  );

  app.delete(
    '/api/cld_calendario/:codCldCalendario',
    { config: use, schema: { tags, params: EventIdParam, response: { 200: OkAnswer } } },
    async (request) => {
      await removeEvent(app.db, viewerOf(request), request.params.codCldCalendario);
      return { ok: true as const };
    },
  );
};
