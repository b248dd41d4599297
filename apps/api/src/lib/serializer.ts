import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** One compiled serializer per response schema: routes share the shared package's schema objects. */
const compiled = new WeakMap<object, Serialize>();

/**
 * The JSON Schema of what a route answers, or undefined when zod cannot describe it (a transform,
 * a date object, a custom check). Objects are closed (`additionalProperties: false`), which is what
 * makes the compiled serializer drop every field the schema does not name.
 */
export function responseJsonSchema(schema: z.ZodType): Record<string, unknown> | undefined {
  try {
    // An empty registry: the schemas' ids (OpenAPI components) would become $refs; inline is simpler here.
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', metadata: z.registry() });
  } catch {
    return undefined;
  }
}

/**
 * Responses written by fast-json-stringify, compiled once from the JSON Schema of the route's zod
 * response schema (Fastify's own way for JSON Schema routes), instead of zod encoding the answer
 * then `JSON.stringify`. A schema zod cannot describe as JSON Schema keeps zod's serializer.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route);
  const known = compiled.get(schema);
  if (known) return known;
  const jsonSchema = responseJsonSchema(schema);
  const serialize: Serialize = jsonSchema ? fastJson(jsonSchema) : zodSerializerCompiler(route);
  compiled.set(schema, serialize);
  return serialize;
};
