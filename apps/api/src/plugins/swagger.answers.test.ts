import { ID_MAX } from '@portal/shared/common/ids';
import { CAPABILITIES } from '@portal/shared/permissions';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp } from '../test/build-app';

/*
 * The OpenAPI description (/api/docs/json) against what the server answers (issue 21): every
 * operation it describes is called, signed in as the lowest profile its route allows, with its path
 * filled with ids of the demo data. The answer is never Fastify's "route not found" (the operation
 * exists where the description says) and its content type is one the description gives for its
 * status.
 */

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: { type?: string; enum?: unknown[]; pattern?: string; format?: string };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, unknown> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: OpenApi;
const tokens = new Map<number, string>();

beforeAll(async () => {
  t = await buildTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApi>();
});
afterAll(() => t.close());

async function tokenOf(profile: number, fresh = false): Promise<string> {
  if (fresh || !tokens.has(profile)) {
    const demo = DEMO_BY_PROFILE[profile]!;
    tokens.set(profile, await t.login(demo.login, demo.password));
  }
  return tokens.get(profile)!;
}

/** The route the server registered for an operation of the description. */
function routeOf(method: string, path: string): RouteOptions | undefined {
  const url = path.replace(/\{(\w+)\}/g, ':$1');
  return t.app.routeCatalogue.find(
    (r) => r.url === url && (Array.isArray(r.method) ? r.method : [r.method]).map(String).includes(method.toUpperCase()),
  );
}

/**
 * A value for a parameter: the first of an enum, a date, a word for other text, else an id: `id`
 * (the demo network's first rows have id 1; `ID_MAX` names no row).
 */
function valueOf(parameter: Parameter, id: number): string {
  const schema = parameter.schema ?? {};
  if (schema.enum && schema.enum.length > 0) return String(schema.enum[0]);
  if (schema.type === 'integer' || schema.type === 'number') return String(id);
  if (schema.format === 'date' || /^data/.test(parameter.name)) return '2026-03-02';
  if (schema.type === 'string' && !/\\d|0-9/.test(schema.pattern ?? '')) return 'AUCE';
  return String(id);
}

/** The operation's url: its path filled, and its required query parameters. */
function urlOf(path: string, operation: Operation, id: number): string {
  const parameters = operation.parameters ?? [];
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    valueOf(parameters.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' }, id),
  );
  const query = parameters.filter((p) => p.in === 'query' && p.required).map((p) => `${p.name}=${encodeURIComponent(valueOf(p, id))}`);
  return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
}

/** Writes last (a DELETE could remove what a later call reads), the sign-out very last. */
const ORDER: Record<string, number> = { get: 0, post: 1, put: 1, patch: 1, delete: 2 };

function operations(): { method: string; path: string; operation: Operation }[] {
  return Object.entries(doc.paths)
    .flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ method, path, operation })))
    .filter(({ method }) => method in ORDER)
    .sort((a, b) => ORDER[a.method]! - ORDER[b.method]! + (a.path.includes('logout') ? 10 : 0) - (b.path.includes('logout') ? 10 : 0));
}

/** The media type of a content-type header, without its parameters. */
const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

describe('the OpenAPI description and the server agree', () => {
  it('every described operation is served where the description says, with a content type it describes for that status', async () => {
    const wrong: string[] = [];
    let called = 0;
    for (const { method, path, operation } of operations()) {
      const route = routeOf(method, path);
      if (!route) {
        wrong.push(`${method.toUpperCase()} ${path}: described, no such route`);
        continue;
      }
      const capability = route.config?.capability;
      const profile = capability ? Math.min(...CAPABILITIES[capability]) : 1;
      const json = operation.requestBody?.content?.['application/json'];
      const named = operation.parameters?.some((p) => p.in === 'path' || (p.in === 'query' && p.required));
      // Reads are asked twice when they name records: rows of the demo network, and a row that does not exist.
      for (const id of method === 'get' && named ? [1, ID_MAX] : [1]) {
        const url = urlOf(path, operation, id);
        const call = async (fresh: boolean) => {
          const headers: Record<string, string> = route.config?.public ? {} : { authorization: `Bearer ${await tokenOf(profile, fresh)}` };
          return t.app.inject({ method: method.toUpperCase(), url, headers, ...(json ? { payload: {} } : {}) });
        };
        let res = await call(false);
        // A write before it may have ended the session (a password changed, a sign-out): once more, signed in again.
        if (res.statusCode === 401 && !route.config?.public) res = await call(true);
        called += 1;
        const where = `${method.toUpperCase()} ${url} (${path})`;
        if (res.statusCode === 404 && res.json<{ code?: string }>().code === 'ROUTE_NOT_FOUND') {
          wrong.push(`${where}: route not found`);
          continue;
        }
        const described = operation.responses?.[String(res.statusCode)];
        if (!described) {
          wrong.push(`${where}: answered ${res.statusCode}, not described (${Object.keys(operation.responses ?? {}).join(', ')})`);
          continue;
        }
        const type = mediaType(res.headers['content-type'] as string | undefined);
        const types = Object.keys(described.content ?? {});
        if (res.body.length === 0 && types.length === 0) continue;
        if (!types.includes(type))
          wrong.push(`${where}: answered ${res.statusCode} as ${type || 'nothing'}, described as ${types.join(', ') || 'no content'}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(called).toBeGreaterThan(150);
  }, 120_000);
});
