import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ATTENDANCE_EDIT_DAYS_DEFAULT } from '@portal/shared/attendance';
import { BRANDS, type Brand } from '@portal/shared/system';

export interface AppConfig {
  port: number;
  host: string;
  /** A real PostgreSQL; when absent the embedded PGlite under `dataDir/pgdata` is used. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** The Redis channels' prefix: installations sharing one Redis server keep apart by it. */
  redisPrefix: string;
  dataDir: string;
  uploadsDir: string;
  brand: Brand;
  jwtSecret: string;
  /** Secret of the key that encrypts the kept bulk results (bulk.vault.ts). */
  bulkResultsKey: string;
  seedDemo: boolean;
  /** With `seedDemo`, the first start also seeds a term of history (seed/demo-history); the browser tests and the benches turn it off. */
  seedDemoHistory: boolean;
  /** Built web app served at `/`; absent in API-only tests. */
  webDistDir: string | undefined;
  /** Failed sign-ins of one login within `loginLockMinutes` before 429. */
  loginMaxFailures: number;
  loginLockMinutes: number;
  /** Sign-in requests per minute from one address (generous: a school lab shares one address). */
  loginRatePerMinute: number;
  logLevel: string;
  /**
   * The log's lines: `text` (short lines for a person; the requests only at LOG_LEVEL=debug) by default when stdout
   * is a terminal, `json` (pino's lines, one per request at info) otherwise, for services and containers.
   */
  logFormat: 'json' | 'text';
  /** Postal-code provider (ViaCEP-compatible), `{cep}` marks where the 8 digits go. */
  cepProviderUrl: string;
  /** How long the postal-code lookup waits for the provider. */
  cepTimeoutMs: number;
  /**
   * Which proxies' `X-Forwarded-For` is believed (Fastify's `trustProxy`): `false` (default: the
   * connection's address is the client's), a hop count, or addresses/CIDRs of the balancers.
   */
  trustProxy: TrustProxy;
  /** The address people open; `https://...` turns on the HTTPS-only headers (CSP upgrade-insecure-requests). */
  publicUrl: string | undefined;
  /** The days a Professor may still change a day's roll; after them only the unit's coordination (issue 26). */
  attendanceEditDays: number;
  /** The guardians' weekly e-mail (issue 27): `smtp://user:password@host:587` or `smtps://…`; unset, no e-mail is sent. */
  smtpUrl: string | undefined;
  /** The e-mails' sender. */
  smtpFrom: string;
}

export type TrustProxy = false | number | string[];

/** proxy-addr's names for address ranges, accepted besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/** `TRUST_PROXY`: unset or `0` trusts nobody; `1`, `2`... trusts that many hops; else a comma list of addresses/CIDRs. */
export const TrustProxySetting = z
  .string()
  .trim()
  .transform((value, ctx): TrustProxy => {
    if (value === '' || value === '0' || value.toLowerCase() === 'false') return false;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isAddressOrCidr(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({ code: 'custom', message: `TRUST_PROXY: número de saltos ou lista de endereços/CIDR (inválido: ${bad.join(', ')})` });
      return z.NEVER;
    }
    return entries;
  });

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w.-]+$/)
    .default('portal-escolar'),
  DATA_DIR: z.string().optional(),
  WEB_DIST_DIR: z.string().optional(),
  BRAND: z.enum(BRANDS).default('padrao'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET precisa ter pelo menos 32 caracteres').optional(),
  BULK_RESULTS_KEY: z.string().min(32, 'BULK_RESULTS_KEY precisa ter pelo menos 32 caracteres').optional(),
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  SEED_DEMO_HISTORY: z.enum(['true', 'false']).default('true'),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  LOG_LEVEL: z.string().default('info'),
  LOG_FORMAT: z.enum(['json', 'text']).optional(),
  CEP_PROVIDER_URL: z.string().url().default('https://viacep.com.br/ws/{cep}/json/'),
  CEP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  TRUST_PROXY: TrustProxySetting.optional(),
  PUBLIC_URL: z.string().url().optional(),
  ATTENDANCE_EDIT_DAYS: z.coerce.number().int().min(0).max(366).default(ATTENDANCE_EDIT_DAYS_DEFAULT),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL começa com smtp:// ou smtps://')
    .optional(),
  SMTP_FROM: z.string().default('Portal Escolar <nao-responda@portal-escolar.local>'),
});

/** A secret is never in the code: taken from its setting, or generated once and kept under the data directory. */
function loadOrCreateSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable counts as unset (`DATABASE_URL= npm start` means PGlite).
  const parsed = Env.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(repoRoot, 'data'));
  mkdirSync(dataDir, { recursive: true });
  const webDist = path.resolve(e.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist'));
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    brand: e.BRAND,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    bulkResultsKey: e.BULK_RESULTS_KEY ?? loadOrCreateSecret(dataDir, 'bulk-results-key'),
    seedDemo: e.SEED_DEMO === 'true',
    seedDemoHistory: e.SEED_DEMO_HISTORY === 'true',
    webDistDir: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMinutes: e.LOGIN_LOCK_MINUTES,
    loginRatePerMinute: e.LOGIN_RATE_PER_MINUTE,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'text' : 'json'),
    cepProviderUrl: e.CEP_PROVIDER_URL,
    cepTimeoutMs: e.CEP_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY ?? false,
    publicUrl: e.PUBLIC_URL,
    smtpUrl: e.SMTP_URL,
    smtpFrom: e.SMTP_FROM,
    attendanceEditDays: e.ATTENDANCE_EDIT_DAYS,
  };
}
