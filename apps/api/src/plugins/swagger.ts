import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** `/api/docs`: the OpenAPI description generated from the shared zod schemas. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    // The documentation's own routes are public by this one declaration.
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith('/api/docs')) route.config = { ...route.config, public: true };
    });
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Portal Escolar API', version: '0.1.0', description: 'API do Portal Escolar.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
