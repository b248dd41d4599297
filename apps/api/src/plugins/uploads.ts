import fastifyMultipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@portal/shared/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error';
import { FileStorage } from '../lib/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
  }
}

export interface UploadedFile {
  field: string;
  data: Buffer;
}

/**
 * Reads a multipart body: its files (each at most 5 MiB, all together at most `maxBytes`) and its
 * text fields. Past `maxBytes` it stops reading and answers 413, so one request cannot hold more.
 */
export async function readMultipart(request: FastifyRequest, maxFiles: number, maxBytes = maxFiles * MAX_UPLOAD_BYTES) {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE');
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  for await (const part of request.parts({ limits: { files: maxFiles + 1 } })) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      total += data.length;
      if (total > maxBytes) throw new AppError(413, 'PAYLOAD_TOO_LARGE');
      files.push({ field: part.fieldname, data });
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { files, fields };
}

/** Multipart parsing and the uploaded files, served read-only at `/uploads/...`. */
export const uploadsPlugin = fp(
  async (app: FastifyInstance, opts: { root: string }) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 50, parts: 80, fieldSize: 64 * 1024 },
    });
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
