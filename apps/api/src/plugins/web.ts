import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error';

async function isFile(full: string): Promise<boolean> {
  try {
    return (await stat(full)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built web app: its files, and index.html for every other path so the client router
 * draws the screen (including its own 404 page). Unknown `/api/...` paths answer the JSON 404.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir: string | undefined }) => {
    // `serve: false`: only `reply.sendFile`, so every route stays ours and declares itself public.
    await app.register(fastifyStatic, { root: opts.distDir ?? process.cwd(), serve: false });

    app
      .withTypeProvider<ZodTypeProvider>()
      .get('/*', { config: { public: true }, schema: { hide: true, params: z.object({ '*': z.string() }) } }, async (request, reply) => {
        const wanted = request.params['*'];
        const distDir = opts.distDir;
        if (wanted.startsWith('api/') || wanted === 'api' || !distDir) throw new AppError(404, 'ROUTE_NOT_FOUND');
        const full = path.resolve(distDir, wanted);
        if (wanted && full.startsWith(distDir + path.sep) && (await isFile(full))) {
          const immutable = wanted.startsWith('assets/');
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          return reply.sendFile(wanted, distDir);
        }
        reply.header('cache-control', 'no-cache');
        return reply.type('text/html').sendFile('index.html', distDir);
      });
  },
  { name: 'static' },
);
