import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ErrorBody } from '@portal/shared/common/errors';
import { ID_MAX } from '@portal/shared/common/ids';
import { PROFILE_CODES } from '@portal/shared/common/profiles';
import { CAPABILITIES } from '@portal/shared/permissions';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MultipartSpec } from './uploads';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function methodsOf(route: Pick<RouteOptions, 'method'>): string[] {
  return (Array.isArray(route.method) ? route.method : [route.method]).map(String);
}

/**
 * Whether a query string requires an id (`?codBseAtividade=` of the questions of one activity): the
 * record it names may be missing or out of scope. An optional id only filters a list (an unknown one
 * gives an empty page), and a page number is optional.
 */
function queryNamesRecord(querystring: unknown): boolean {
  if (!(querystring instanceof z.ZodType)) return false;
  const json = z.toJSONSchema(querystring, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: unknown; maximum?: unknown }>;
    required?: string[];
  };
  return (json.required ?? []).some((name) => json.properties?.[name]?.type === 'integer' && json.properties[name].maximum === ID_MAX);
}

/**
 * The error statuses a route can answer, read from what it declares (plugins/errors.ts gives each
 * one the `ErrorBody` shape): 400 when it takes input (validation), 401 unless it is public, 403 when
 * its capability leaves a profile out, 404 when it names records (an id in the path, a required id in
 * the query, or a body: missing and out of scope look the same), 409 for a signed-in write (unique
 * values, dependencies, protected records), 413 and 415 for a request with a body (too large, another
 * media type), 429 when it is rate limited. A route may declare more (`schema.response`); what it
 * declares stands.
 */
export function errorStatusesOf(route: Pick<RouteOptions, 'method' | 'schema' | 'config'>): number[] {
  const schema = route.schema ?? {};
  const config = route.config ?? {};
  const writes = methodsOf(route).some((m) => WRITES.has(m));
  const statuses = new Set<number>();
  if (schema.body || schema.querystring || schema.params || config.multipart || writes) statuses.add(400);
  if (!config.public) statuses.add(401);
  if (config.capability && CAPABILITIES[config.capability].length < PROFILE_CODES.length) statuses.add(403);
  if (schema.params || queryNamesRecord(schema.querystring) || ((schema.body || config.multipart) && !config.public)) statuses.add(404);
  if (writes && !config.public) statuses.add(409);
  if (writes) statuses.add(413).add(415);
  if (config.rateLimit) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

/** Whether a route belongs to the described API (not the documentation's own routes, not `/uploads`). */
const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/** The component that names a schema (`.meta({ id })`), if it has one. */
const componentOf = (schema: z.ZodType) => z.globalRegistry.get(schema)?.id;

/** JSON Schema of a zod schema for the description (OpenAPI 3.0 dialect), itself rather than a reference to it. */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as Record<string, unknown>;
  const definitions = (json.definitions ?? {}) as Record<string, Record<string, unknown>>;
  const id = componentOf(schema);
  const { $schema: _s, id: _id, definitions: _d, ...own } = (id && definitions[id]) || json;
  return own;
}

/** The request body of a multipart route, as `config.multipart` declares it (plugins/uploads.ts). */
function multipartBody(spec: MultipartSpec) {
  const fields = jsonSchemaOf(spec.fields);
  const flat = spec.flat ? ((jsonSchemaOf(spec.flat).properties as Record<string, unknown> | undefined) ?? {}) : {};
  const properties: Record<string, unknown> = spec.jsonPart
    ? {
        [spec.jsonPart]: {
          type: 'string',
          description: spec.flat
            ? 'JSON text: the same object as the application/json body; or, without it, the other fields of this form'
            : 'JSON text: the same object as the application/json body',
        },
        ...flat,
      }
    : { ...((fields.properties as Record<string, unknown> | undefined) ?? {}) };
  let additionalProperties: unknown;
  for (const [name, description] of Object.entries(spec.files)) {
    const file = { type: 'string', format: 'binary', description };
    if (name.endsWith('*')) additionalProperties = file;
    else properties[name] = file;
  }
  const form = {
    type: 'object',
    properties,
    ...(spec.jsonPart && !spec.flat ? { required: [spec.jsonPart] } : {}),
    ...(additionalProperties ? { additionalProperties } : {}),
    description: `At most ${spec.maxFiles} file(s), each at most 5 MiB.`,
  };
  return {
    content: {
      'multipart/form-data': { schema: form },
      ...(spec.jsonPart
        ? {
            'application/json': {
              schema: componentOf(spec.fields) ? { $ref: `#/components/schemas/${componentOf(spec.fields)}Input` } : fields,
            },
          }
        : {}),
    },
  };
}

/**
 * `/api/docs`: the OpenAPI description generated from the shared zod schemas. A schema named by its
 * `.meta({ id })` is a component twice (fastify-type-provider-zod): `<id>` as an answer, `<id>Input`
 * as a request body, since a schema with defaults or transforms reads differently each way.
 */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route) => {
      // The documentation's own routes are public by this one declaration.
      if (route.url.startsWith('/api/docs')) {
        route.config = { ...route.config, public: true };
        return;
      }
      if (!isApiRoute(route.url)) return;
      const schema = (route.schema ??= {});
      const response = (schema.response ??= {}) as Record<string, unknown>;
      for (const status of errorStatusesOf(route)) response[status] ??= ErrorBody;
    });
    await app.register(fastifySwagger, {
      openapi: {
        info: { title: 'Portal Escolar API', version: '0.1.0', description: 'API do Portal Escolar.' },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
        security: [{ bearer: [] }],
      },
      transform: (document) => {
        const out = jsonSchemaTransform(document);
        const spec = document.route.config?.multipart;
        if (spec && out.schema && !out.schema.hide) {
          out.schema = { ...out.schema, body: multipartBody(spec) };
        }
        if (document.route.config?.public && out.schema && !out.schema.hide) {
          out.schema = { ...out.schema, security: [] };
        }
        return out;
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
