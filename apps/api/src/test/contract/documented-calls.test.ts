import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, buildTestApp } from '../build-app';
import { listening } from '../chat-client';
import { multipart } from '../multipart';
import {
  type Answer,
  type Body,
  DOCUMENTED_CALLS,
  DOCUMENTED_COUNT,
  type DocumentedCall,
  type HttpCall,
  callName,
  callSource,
} from './documented-calls';
import { type Json, has, isObject, leaves } from './documented-calls.field-paths';
import { BUILDERS, type CallRequest } from './documented-calls.requests';
import { SOCKET_CHECKS, checkSocket } from './documented-calls.sockets';
import { PROFILE_CODE, World, refusal } from './documented-calls.world';

/**
 * Issue 25: every documented call answers as documented. Each entry of `documented-calls.ts` is made as
 * its profile on data of this file's own (`documented-calls.world.ts`): it must answer 2xx (or the status
 * the documents give) with the documented fields, accept the documented body, and be named by the OpenAPI
 * description; each socket event goes through real socket.io clients (`documented-calls.sockets.ts`). The
 * last test counts the calls answering as documented, of 184.
 */

let t: TestApp;
let w: World;
let baseUrl: string;
let openApi: { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> };

beforeAll(async () => {
  t = await buildTestApp();
  w = new World(t);
  openApi = t.app.swagger() as unknown as typeof openApi;
  baseUrl = await listening(t.app);
});
afterAll(() => t.close());

function sentFields(request: CallRequest): { format: Body['format'] | 'none'; fields: string[] } {
  if (request.multipart) {
    return { format: 'multipart', fields: [...Object.keys(request.multipart.fields), ...request.multipart.files.map((f) => f.field)] };
  }
  if (request.json !== undefined) return { format: 'json', fields: leaves(request.json) };
  return { format: 'none', fields: [] };
}

// ---------------------------------------------------------------- the OpenAPI description

const segments = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => /^\{.+\}$/.test(segment);

/** The OpenAPI path naming the documented one: same segments, a parameter for a parameter, or for a documented value (`-1`). */
function openApiPathOf(method: string, documented: string): string | undefined {
  const wanted = segments(`/api${documented}`);
  return Object.keys(openApi.paths).find((candidate) => {
    if (!openApi.paths[candidate]?.[method.toLowerCase()]) return false;
    const have = segments(candidate);
    return (
      have.length === wanted.length &&
      have.every((segment, i) => {
        const doc = wanted[i]!;
        if (isParam(doc)) return isParam(segment);
        if (/^-?\d+$/.test(doc)) return isParam(segment) || segment === doc;
        return segment === doc;
      })
    );
  });
}

function openApiProblems(call: HttpCall): string[] {
  const pattern = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
  const paths = [call.path, ...(call.variant && pattern(call.variant.path) !== pattern(call.path) ? [call.variant.path] : [])];
  const problems: string[] = [];
  for (const path of paths) {
    const found = openApiPathOf(call.method, path);
    if (!found) {
      problems.push(`the OpenAPI description does not name ${call.method} /api${path}`);
      continue;
    }
    const parameters = openApi.paths[found]![call.method.toLowerCase()]!.parameters ?? [];
    const missing = (call.query ?? []).filter((q) => !parameters.some((p) => p.in === 'query' && p.name === q));
    if (missing.length) problems.push(`the OpenAPI description of ${call.method} ${found} has no query parameter ${missing.join(', ')}`);
  }
  return problems;
}

// ---------------------------------------------------------------- one HTTP call

const profileOfToken = new Map<string, Promise<number>>();
async function profileOf(token: string): Promise<number> {
  let known = profileOfToken.get(token);
  if (!known) {
    known = t
      .as(token, { method: 'GET', url: '/api/bse_usuario/getMeusDados/x' })
      .then((res) => (res.statusCode === 200 ? res.json<{ codBsePerfil: number }>().codBsePerfil : -res.statusCode));
    profileOfToken.set(token, known);
  }
  return known;
}

function urlOf(path: string, request: CallRequest, query: readonly string[] = []): string {
  const used = new Set<string>();
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`the test gives no value for {${name}} of ${path}`);
    used.add(name);
    return encodeURIComponent(String(value));
  });
  const extra = Object.keys(request.params ?? {}).filter((name) => !used.has(name));
  if (extra.length) throw new Error(`the test gives parameters ${extra.join(', ')} that ${path} does not have`);
  const asked = Object.keys(request.query ?? {});
  if ([...asked].sort().join() !== [...query].sort().join()) {
    throw new Error(`the test sends the query ${asked.join(', ') || '(none)'}, the documents show ${query.join(', ') || '(none)'}`);
  }
  const search = new URLSearchParams(Object.entries(request.query ?? {}).map(([k, v]) => [k, String(v)])).toString();
  return `/api${filled}${search ? `?${search}` : ''}`;
}

function answerProblems(answer: Answer, res: LightMyRequestResponse): string[] {
  if (answer.shape === 'unspecified') return [];
  const type = String(res.headers['content-type'] ?? '');
  if (answer.shape === 'text') {
    if (!type.startsWith('text/')) return [`answers ${type || 'no content type'}, not the documented text`];
    return res.body.includes(answer.contains) ? [] : [`the text answer does not contain '${answer.contains}': ${res.body.slice(0, 160)}`];
  }
  if (!type.includes('json')) return [`answers ${type || 'no content type'}, not JSON`];
  const body = res.json<Json>();
  let target: Json = body;
  if (answer.shape === 'page' || answer.shape === 'rows') {
    const isPage = isObject(body) && Array.isArray(body.items) && ['total', 'page', 'pageSize'].every((k) => k in body);
    if (answer.shape === 'page' && !isPage)
      return ['the answer is not the page {items, total, page, pageSize} that DECISIONS.md gives this list'];
    const rows = Array.isArray(body) ? body : isPage ? (body.items as Json[]) : undefined;
    if (!rows) return ['the answer is not a list'];
    if (rows.length === 0) return ["the answer's list is empty: nothing to check the documented fields on"];
    target = rows[0];
  } else if (!isObject(body)) {
    return ['the answer is not an object'];
  }
  const missing = answer.fields.filter((field) => !has(target, field));
  return missing.length ? [`the answer lacks ${missing.join(', ')}`] : [];
}

async function checkHttp(call: HttpCall): Promise<string[]> {
  const problems = openApiProblems(call);
  const builder = BUILDERS[callName(call)];
  if (!builder) throw new Error(`the test has no request for ${callName(call)}`);
  let built: CallRequest | [CallRequest, CallRequest];
  try {
    built = await builder(w);
  } catch (error) {
    // Drizzle's "Failed query" keeps the database's own refusal in `cause`.
    const cause = (error as Error).cause;
    const why = cause instanceof Error ? ` (${cause.message})` : '';
    return [...problems, `its data could not be made: ${(error as Error).message}${why}`];
  }
  const requests: CallRequest[] = Array.isArray(built) ? built : [built];
  const specs = [{ label: '', path: call.path, body: call.body }, ...(call.variant ? [{ ...call.variant }] : [])];
  if (requests.length !== specs.length)
    throw new Error(`${callName(call)}: the test makes ${requests.length} requests for ${specs.length} documented forms`);

  for (const [index, request] of requests.entries()) {
    const spec = specs[index]!;
    const label = spec.label ? ` (${spec.label})` : '';
    // The test's own consistency: it sends exactly the list's documented body, as the list's profile.
    const sent = sentFields(request);
    const documented = spec.body ? { format: spec.body.format, fields: [...spec.body.fields] } : { format: 'none', fields: [] as string[] };
    expect({ format: sent.format, fields: [...sent.fields].sort() }, `${callName(call)}${label}: the body the test sends`).toEqual({
      format: documented.format,
      fields: [...documented.fields].sort(),
    });
    if (request.as !== call.profile) throw new Error(`${callName(call)}${label}: made as ${request.as}, documented for ${call.profile}`);
    const token = call.profile === 'public' ? undefined : (request.token ?? (await w.token(call.profile)));
    if (token)
      expect(await profileOf(token), `${callName(call)}: the token's profile`).toBe(
        PROFILE_CODE[call.profile as keyof typeof PROFILE_CODE],
      );

    const url = urlOf(spec.path, request, call.query);
    const form = request.multipart ? multipart(request.multipart.files, request.multipart.fields) : undefined;
    const res = await t.app.inject({
      method: call.method,
      url,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(form?.headers ?? {}) },
      ...(form ? { payload: form.body } : request.json !== undefined ? { payload: request.json as object } : {}),
    });
    const statusOk = call.status ? res.statusCode === call.status : res.statusCode >= 200 && res.statusCode <= 299;
    if (!statusOk) {
      problems.push(`${label ? `${label.trim()}: ` : ''}${refusal(res)}${call.status ? ` (documented: ${call.status})` : ''}`);
      continue;
    }
    problems.push(...answerProblems(call.answer, res).map((p) => `${label ? `${label.trim()}: ` : ''}${p}`));
  }
  return problems;
}

// ---------------------------------------------------------------- the entries and the count

/** A call that never answers is a failure of its own, not a stuck run. */
function withinLimit(call: DocumentedCall, check: Promise<string[]>): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<string[]>((resolve) => {
    timer = setTimeout(() => resolve([`no answer within ${CALL_LIMIT_MS / 1000} s`]), CALL_LIMIT_MS);
  });
  return Promise.race([check, limit]).finally(() => clearTimeout(timer));
}
const CALL_LIMIT_MS = 60_000;

/** Each call is checked once, whichever test asks first (the count, or its own test): tests may run in any order. */
const outcomes = new Map<DocumentedCall, Promise<string[]>>();
let queue: Promise<unknown> = Promise.resolve();
function outcomeOf(call: DocumentedCall): Promise<string[]> {
  let outcome = outcomes.get(call);
  if (!outcome) {
    // One call at a time: the calls share the demo users and their rooms.
    outcome = queue.then(() => withinLimit(call, call.kind === 'http' ? checkHttp(call) : checkSocket({ w, baseUrl }, call)));
    queue = outcome.catch(() => undefined);
    outcomes.set(call, outcome);
  }
  return outcome;
}

describe('the list of documented calls', () => {
  it("has the documents' 184 calls, 176 HTTP calls and 8 socket events, each once", () => {
    expect(DOCUMENTED_CALLS).toHaveLength(DOCUMENTED_COUNT);
    expect(DOCUMENTED_CALLS.filter((c) => c.kind === 'http')).toHaveLength(176);
    expect(DOCUMENTED_CALLS.filter((c) => c.kind === 'socket')).toHaveLength(8);
    const names = DOCUMENTED_CALLS.map((c) => (c.kind === 'http' ? `${c.method} ${c.path}` : callName(c)));
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
    const perDocument = (doc: string) => DOCUMENTED_CALLS.filter((c) => c.kind === 'http' && c.doc === doc).length;
    expect([perDocument('1-authoring'), perDocument('2-access-users-activities'), perDocument('3-reports-communication')]).toEqual([
      68, 59, 49,
    ]);
  });

  it('has a request for every HTTP call and a scenario for every socket event, and nothing else', () => {
    const http = DOCUMENTED_CALLS.filter((c) => c.kind === 'http')
      .map(callName)
      .sort();
    expect(Object.keys(BUILDERS).sort()).toEqual(http);
    const sockets = DOCUMENTED_CALLS.filter((c) => c.kind === 'socket')
      .map(callName)
      .sort();
    expect(Object.keys(SOCKET_CHECKS).sort()).toEqual(sockets);
  });
});

for (const doc of ['1-authoring', '2-access-users-activities', '3-reports-communication'] as const) {
  describe(`${doc}.md §7`, () => {
    for (const call of DOCUMENTED_CALLS.filter((c) => c.doc === doc)) {
      it(`${callName(call)} answers as documented, as ${call.profile}`, { timeout: 120_000 }, async () => {
        const problems = await outcomeOf(call);
        expect(problems, `${callName(call)} (${callSource(call)}): ${problems.join('; ')}`).toEqual([]);
      });
    }
  });
}

describe('the count', () => {
  it('every documented call answers as documented: the count of 184', { timeout: 600_000 }, async () => {
    const failing: string[] = [];
    for (const call of DOCUMENTED_CALLS) {
      const problems = await outcomeOf(call).catch((error: Error) => [`the test itself failed: ${error.message}`]);
      if (problems.length) failing.push(`${callName(call)} (${callSource(call)}): ${problems.join('; ')}`);
    }
    const passing = DOCUMENTED_CALLS.length - failing.length;
    const report = `documented calls answering as documented: ${passing} of ${DOCUMENTED_COUNT}`;
    console.info([report, ...failing.map((f) => `  not yet: ${f}`)].join('\n'));
    expect(failing, report).toEqual([]);
    expect(passing).toBe(DOCUMENTED_COUNT);
  });
});
