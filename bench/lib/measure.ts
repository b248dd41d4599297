import autocannon from 'autocannon';
import { settings } from './settings';

export function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

export interface Target {
  name: string;
  url: string;
  connections: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export interface Measure {
  name: string;
  database: string;
  url: string;
  connections: number;
  durationS: number;
  requestsTotal: number;
  reqPerSecMean: number;
  latencyMeanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  status2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err: Error | null, result) => (err ? reject(err) : resolve(result)));
  });
}

/** What a run measured, named for the report. */
export interface MeasureLabel {
  name: string;
  database: string;
  url: string;
  connections: number;
}

/** autocannon with these options (`duration` left to this function), after the warm-up, read as a Measure. */
export async function measureWith(
  label: MeasureLabel,
  options: Omit<autocannon.Options, 'duration'>,
  duration: number = settings.duration,
  warmup: number = settings.warmup,
): Promise<Measure> {
  if (warmup > 0) await run({ ...options, duration: warmup });
  process.stdout.write(`  ${label.name.padEnd(28)} ${duration}s × ${label.connections} conn … `);
  const r = await run({ ...options, duration });
  const m: Measure = {
    ...label,
    durationS: r.duration,
    requestsTotal: r.requests.total,
    reqPerSecMean: r.requests.mean,
    latencyMeanMs: r.latency.mean,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    maxMs: r.latency.max,
    status2xx: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
  console.log(`${m.reqPerSecMean.toFixed(0)} req/s, p99 ${m.p99Ms} ms, non-2xx ${m.non2xx}, errors ${m.errors}`);
  return m;
}

export function measure(target: Target, database: string): Promise<Measure> {
  return measureWith(
    { name: target.name, database, url: target.url, connections: target.connections },
    {
      url: target.url,
      method: target.method ?? 'GET',
      headers: target.headers,
      body: target.body,
      connections: target.connections,
    },
  );
}
