import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventRoutes } from './event.routes';
import { icalRoutes } from './ical.routes';

/** The calendar feature: events and each user's iCal feed. */
export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventRoutes);
  await app.register(icalRoutes);
};
