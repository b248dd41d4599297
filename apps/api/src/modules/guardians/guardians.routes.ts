import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardianRoutes } from './guardian.routes';
import { guardianOwnRoutes } from './own.routes';
import { type SummaryOptions, summaryRoutes } from './summary.routes';

/** Guardians (issue 27, beyond the documents): the staff's links, the guardian's consent and children, the weekly summary. */
export const guardiansRoutes: FastifyPluginAsyncZod<{ summary: SummaryOptions }> = async (app, opts) => {
  await app.register(guardianRoutes);
  await app.register(guardianOwnRoutes);
  await app.register(summaryRoutes, opts.summary);
};
