import { ID_MAX } from '@portal/shared/common/ids';
import { CAPABILITIES, type Capability } from '@portal/shared/permissions';
import { PROFILE_CODES } from '@portal/shared/common/profiles';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BY_PROFILE, type TestApp, buildTestApp } from './build-app';
import { multipart } from './multipart';

/**
 * The boundary walk: from the OpenAPI description (`app.swagger()`), every route is called with the
 * values an attacker tries first (ids past PostgreSQL's integer, negative, 1e3, 1.5, NUL, lone
 * surrogates, 10 KB strings, wrong types, no body) as every profile and without a token. Nothing
 * may answer 500 or more. Routes added by later features join the walk without a change here.
 */

let t: TestApp;
const tokens = new Map<number, string>();

beforeAll(async () => {
  t = await buildTestApp();
  for (const profile of PROFILE_CODES) {
    const demo = DEMO_BY_PROFILE[profile]!;
    tokens.set(profile, await t.login(demo.login, demo.password));
  }
});
afterAll(() => t.close());

// ---------------------------------------------------------------- the OpenAPI description

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
}

interface Operation {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

function resolve(doc: OpenApi, schema: JsonSchema | undefined): JsonSchema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {};
  return s;
}

/** A value the schema accepts, as far as its JSON Schema tells; ids are the largest valid one (no such row). */
function sample(doc: OpenApi, raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return sample(doc, choice.find((c) => resolve(doc, c).type !== 'null') ?? choice[0], depth + 1);
  if (schema.allOf?.length) return sample(doc, schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return schema.maximum !== undefined && schema.maximum < ID_MAX ? Math.max(schema.minimum ?? 1, 1) : ID_MAX;
    case 'boolean':
      return true;
    case 'string': {
      const length = Math.min(Math.max(schema.minLength ?? 0, 5), schema.maxLength ?? 5);
      return 'a'.repeat(length);
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sample(doc, schema.items, depth + 1));
    case 'object':
    case undefined:
      if (!schema.properties) return type === 'object' ? {} : null;
      return Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, sample(doc, v, depth + 1)]));
    default:
      return null;
  }
}

// ---------------------------------------------------------------- the values an attacker tries

const TEN_KB = 'x'.repeat(10 * 1024);
/** As they appear in a path or a query string (already percent-encoded where needed). */
const TEXT_VALUES = ['2147483648', '-1', '1e3', '1.5', '0', '99999999999999999999', '%00', 'a%00b', '%ED%A0%80', '%C0', TEN_KB, 'abc'];
/** In a JSON body: numbers out of range, NUL, a lone surrogate, long text and wrong types. */
const BODY_VALUES: unknown[] = [2147483648, -1, 1e3, 1.5, 0, 1e308, '2147483648', 'a\u0000b', '\ud800', TEN_KB, true, null, [], {}, [{}]];
/** Whole bodies that are not what the route expects. */
const WHOLE_BODIES: (string | undefined)[] = [undefined, '', '[]', '"x"', 'null', '{}', '{"a":', '"\\u0000"'];
/** Field names of the multipart forms and of the game saves, which the description does not detail. */
const FORM_FIELDS = [
  'codTrlAula',
  'codTrlJogo',
  'codBseTurma',
  'codBsePerfil',
  'codBseEscola',
  'codBseUnidade',
  'cstLogin',
  'nomUsuario',
  'txtSenha',
  'dscTitulo',
  'dscTexto',
  'arrayCodBseTurmas',
  'dados',
];
const FORM_VALUES = ['2147483648', '-1', '1e3', '1.5', 'a\u0000b', TEN_KB, '{"perguntas":"x"}', '[]', ''];

/** A value as the failure message shows it: escaped (NUL stays readable), long ones cut. */
const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
};

interface Probe {
  method: HTTPMethods;
  url: string;
  label: string;
  payload?: string | Buffer;
  headers?: Record<string, string>;
}

/** Every probe of one operation. */
function probesOf(doc: OpenApi, method: HTTPMethods, pattern: string, op: Operation, multipartRoute: boolean): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path');
  const queryParams = params.filter((p) => p.in === 'query');
  const baseParams = Object.fromEntries(pathParams.map((p) => [p.name, String(sample(doc, p.schema))]));
  const urlWith = (values: Record<string, string>, query = '') =>
    pattern.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? baseParams[name] ?? '1') + query;
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  const baseBody = jsonSchema ? sample(doc, jsonSchema) : undefined;
  const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  const withBody = baseBody === undefined ? {} : json(baseBody);
  const probes: Probe[] = [];

  for (const p of pathParams) {
    for (const v of TEXT_VALUES) probes.push({ method, url: urlWith({ [p.name]: v }), label: `path ${p.name}=${show(v)}`, ...withBody });
  }
  for (const q of queryParams) {
    for (const v of TEXT_VALUES) {
      probes.push({ method, url: urlWith({}, `?${q.name}=${v}`), label: `query ${q.name}=${show(v)}`, ...withBody });
    }
  }
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(method);
  if (hasBody) {
    for (const body of WHOLE_BODIES) {
      probes.push({
        method,
        url: urlWith({}),
        label: `body ${show(body)}`,
        ...(body === undefined ? {} : { payload: body, headers: { 'content-type': 'application/json' } }),
      });
    }
  }
  if (baseBody && typeof baseBody === 'object' && !Array.isArray(baseBody)) {
    // Each field of the body, and each field of the first item of its arrays of objects, in turn.
    const targets: { path: string; set: (v: unknown) => unknown }[] = [];
    for (const [key, value] of Object.entries(baseBody)) {
      targets.push({ path: key, set: (v) => ({ ...baseBody, [key]: v }) });
      const item = Array.isArray(value) ? value[0] : value;
      if (item && typeof item === 'object' && !Array.isArray(item)) {
        for (const inner of Object.keys(item)) {
          const wrap = (v: unknown) => (Array.isArray(value) ? [{ ...item, [inner]: v }] : { ...item, [inner]: v });
          targets.push({ path: `${key}.${inner}`, set: (v) => ({ ...baseBody, [key]: wrap(v) }) });
        }
      }
    }
    for (const target of targets) {
      for (const v of BODY_VALUES)
        probes.push({ method, url: urlWith({}), label: `body ${target.path}=${show(v)}`, ...json(target.set(v)) });
    }
  } else if (hasBody && !jsonSchema) {
    // Routes whose body the description does not detail (multipart forms, game saves): the usual fields.
    for (const v of FORM_VALUES) {
      const fields = Object.fromEntries(FORM_FIELDS.map((f) => [f, v]));
      const form = multipart([], fields);
      probes.push({ method, url: urlWith({}), label: `form fields=${show(v)}`, payload: form.body, headers: form.headers });
      probes.push({ method, url: urlWith({}), label: `json fields=${show(v)}`, ...json(fields) });
    }
    if (multipartRoute) {
      const file = multipart([{ field: 'imgAvatar', name: 'a\u0000.png', type: 'image/png', data: Buffer.from('not an image') }]);
      probes.push({ method, url: urlWith({}), label: 'form with a file that is no image', payload: file.body, headers: file.headers });
    }
  }
  return probes;
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

describe('boundary walk over the OpenAPI description', () => {
  it('no route answers 500 or more to boundary values, as any profile or anonymous', { timeout: 480_000 }, async () => {
    const doc = t.app.swagger() as unknown as OpenApi;
    const capabilityOf = new Map<string, Capability | undefined>();
    const multipartRoutes = new Set<string>();
    for (const route of t.app.routeCatalogue) {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const openapiPath = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
      for (const m of methods) {
        capabilityOf.set(`${m} ${openapiPath}`, route.config?.capability);
        if (consumes.includes('multipart/form-data')) multipartRoutes.add(`${m} ${openapiPath}`);
      }
    }

    const calls: { who: string; probe: Probe; token?: string }[] = [];
    let operations = 0;
    for (const [pattern, ops] of Object.entries(doc.paths)) {
      for (const [lower, op] of Object.entries(ops)) {
        const method = lower.toUpperCase();
        const key = `${method} ${pattern}`;
        // Logging out would end the walk's own sessions; it is called without a token only.
        const isLogout = key === 'POST /api/auth/logout';
        operations++;
        const probes = probesOf(doc, method, pattern, op, multipartRoutes.has(key));
        const capability = capabilityOf.get(key);
        const allowed = capability ? (CAPABILITIES[capability] as readonly number[]) : PROFILE_CODES;
        // Anonymous and refused profiles stop at the capability check, before any parsing: a few probes suffice.
        const few = [probes[0], probes[Math.floor(probes.length / 2)], probes.at(-1)].filter((p): p is Probe => p !== undefined);
        for (const probe of capability ? few : probes) calls.push({ who: 'anonymous', probe });
        if (isLogout) continue;
        for (const profile of PROFILE_CODES) {
          const mine = allowed.includes(profile) ? probes : few;
          for (const probe of mine) calls.push({ who: `profile ${profile}`, probe, token: tokens.get(profile) });
        }
      }
    }
    expect(operations).toBeGreaterThan(50);

    const failures: string[] = [];
    await inBatches(calls, 8, async ({ who, probe, token }) => {
      const options: InjectOptions = {
        method: probe.method,
        url: probe.url,
        ...(probe.payload === undefined ? {} : { payload: probe.payload }),
        headers: { ...probe.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      };
      const res = await t.app.inject(options);
      if (res.statusCode >= 500) {
        failures.push(
          `${probe.method} ${probe.url.slice(0, 120)} [${probe.label}] as ${who} -> ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
      }
    });
    expect(failures, `${failures.length} of ${calls.length} calls answered 5xx`).toEqual([]);
  });
});

// ---------------------------------------------------------------- the edges one by one
