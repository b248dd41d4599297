import { MAX_UPLOAD_BYTES } from '@portal/shared/common/uploads';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalidField } from '../lib/app-error';
import { jsonPart, parseFields } from '../lib/validation';
import { FileStorage } from '../lib/storage';

/**
 * A route whose body is multipart/form-data declares it once, in `config.multipart`: the reader
 * below takes its file limit from there, and the OpenAPI description (plugins/swagger.ts) its body.
 * The text fields are validated by the service (`parseFields`), since they arrive as strings.
 */
export interface MultipartSpec {
  /** The text fields, as the shared schema that the service parses them with (or the JSON of `jsonPart`). */
  fields: z.ZodType;
  /** The fields travel as JSON in this one text part; the whole body may then also be that JSON alone (no new files). */
  jsonPart?: string;
  /**
   * A documented call's other reading of the same route (issue 25): without the `jsonPart`, the text parts are the
   * fields themselves, parsed by this schema (`readJsonWithFiles` says which reading it took).
   */
  flat?: z.ZodObject;
  /** The file parts: name -> description. A name ending in `*` stands for any part name with that prefix. */
  files: Record<string, string>;
  /** At most this many files (a further one answers 413). */
  maxFiles: number;
  /** All files together at most this many bytes (default: `maxFiles` × 5 MiB); past it, 413. */
  maxBytes?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
  interface FastifyContextConfig {
    multipart?: MultipartSpec;
  }
}

export interface UploadedFile {
  field: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: UploadedFile[];
}

/** The errors of @fastify/multipart that answer as themselves (plugins/errors.ts): the size limits, 413. */
const LIMIT_ERRORS = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * What a failure while reading the body answers: a limit stays a 413, our own answers stand, and
 * anything else the parser says (no boundary, a truncated or malformed body, `__proto__` as a
 * name, a client that went away) is the client's malformed body, 400: never a 500.
 */
function readFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && LIMIT_ERRORS.has(code)) return error;
  return new AppError(400, 'VALIDATION', 'invalidData');
}

/** The names of the text parts a route takes: its JSON part, or the keys of its fields' object. */
function textPartNames(spec: MultipartSpec): Set<string> {
  const flat = spec.flat ? Object.keys(spec.flat.shape) : [];
  if (spec.jsonPart) return new Set([spec.jsonPart, ...flat]);
  const shape = (spec.fields as { shape?: Record<string, unknown> }).shape;
  return new Set(shape ? Object.keys(shape) : []);
}

/**
 * The one reader of a multipart body: its text fields and its files (each at most 5 MiB, all
 * together at most `maxBytes`, past which it stops reading and answers 413), within the route's
 * `config.multipart`. A body that is not well-formed multipart, a part without a name, or a file
 * sent where the route takes a text field answers 400 before the route does anything.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartBody> {
  const spec = request.routeOptions.config.multipart;
  if (!spec) throw new Error(`${request.routeOptions.url ?? request.url} reads a multipart body without config.multipart`);
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const textParts = textPartNames(spec);
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  const maxBytes = spec.maxBytes ?? spec.maxFiles * MAX_UPLOAD_BYTES;
  let total = 0;
  try {
    for await (const part of request.parts({ limits: { files: spec.maxFiles + 1 } })) {
      // busboy hands over a part without a name (`Content-Disposition: form-data` alone) as `undefined`.
      const name = typeof part.fieldname === 'string' ? part.fieldname : '';
      if (!name) throw new AppError(400, 'VALIDATION', 'invalidData');
      if (part.type === 'file') {
        if (textParts.has(name)) throw invalidField(name, 'invalidData');
        const data = await part.toBuffer();
        total += data.length;
        if (total > maxBytes) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
        files.push({ field: name, data });
      } else if (typeof part.value === 'string') {
        fields[name] = part.value;
      }
    }
  } catch (error) {
    throw readFailure(error);
  }
  return { fields, files };
}

/** How a body of `readJsonWithFiles` came: JSON, multipart with the JSON part, or the flat multipart reading. */
export type BodyForm = 'json' | 'multipart' | 'flat';

/**
 * A body that is plain JSON, or multipart with that JSON in the text part `config.multipart.jsonPart`
 * beside the files (a game save: `dados` plus one part per new image). Answers the JSON, not yet
 * validated, and the files. A route with a `flat` reading takes a multipart body without the JSON part
 * as that reading: its text fields parsed (400 with the field's message), its files as they came.
 */
export async function readJsonWithFiles(request: FastifyRequest): Promise<{ data: unknown; files: UploadedFile[]; form: BodyForm }> {
  if (!request.isMultipart()) return { data: request.body, files: [], form: 'json' };
  const spec = request.routeOptions.config.multipart;
  const { fields, files } = await readMultipart(request);
  const json = fields[spec?.jsonPart ?? ''];
  if (json === undefined && spec?.flat) return { data: parseFields(spec.flat, fields), files, form: 'flat' };
  return { data: jsonPart(json), files, form: 'multipart' };
}

/**
 * The multipart parser, registered by each route plugin that has multipart routes (in its own context,
 * beside `config.multipart`): @fastify/multipart adds two hooks to every request of the context it is
 * registered in (a listener on the answer's close, and an async clean-up of saved files we never save),
 * a microsecond on every answer of the API if registered for all. Elsewhere a multipart body is a 415.
 */
export const multipartParser = fp(async (app: FastifyInstance) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 50, parts: 80, fieldSize: 64 * 1024 },
  });
});

/** The uploaded files, served read-only at `/uploads/...`. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    app.decorate('storage', new FileStorage(opts.root));

    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/uploads/*',
        { config: { public: true }, schema: { hide: true, params: z.object({ '*': z.string().max(200) }) } },
        async (request, reply) => {
          const relative = request.params['*'];
          if (!/^[a-z-]+\/[0-9a-f]{32}\.(jpg|png)$/.test(relative)) throw new AppError(404, 'NOT_FOUND');
          return reply.header('cache-control', 'public, max-age=31536000, immutable').sendFile(relative, opts.root);
        },
      );
  },
  { name: 'uploads', dependencies: ['static'] },
);
