import { AdminSystemDto } from '@portal/shared/system/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CepProvider } from '../organisation';
import { systemPage } from './admin.service';

/** `/admin`'s data (issue 15): the Master's system page. */
export const adminRoutes: FastifyPluginAsyncZod<{ cep: CepProvider; databaseKind: 'pglite' | 'postgres' }> = async (app, opts) => {
  app.get(
    '/api/admin/sistema',
    { config: { capability: 'system:admin' }, schema: { tags: ['system'], response: { 200: AdminSystemDto } } },
    async () => systemPage(app, opts.cep, opts.databaseKind),
  );
};
