import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Brand, ConfigDto } from '@portal/shared/system';

/** What the web needs to know before anyone signs in. */
export const systemRoutes: FastifyPluginAsyncZod<{ brand: Brand }> = async (app, opts) => {
  app.get('/api/health', { config: { public: true }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } }, async () => ({
    ok: true as const,
  }));
  app.get('/api/config', { config: { public: true }, schema: { response: { 200: ConfigDto } } }, async () => ({
    brand: opts.brand,
    product: 'Portal Escolar',
  }));
};
