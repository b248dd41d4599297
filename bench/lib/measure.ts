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

export function cannon(target: Target, duration: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        connections: target.connections,
        duration,
      },
      (err: Error | null, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

export async function measure(target: Target, database: string): Promise<Measure> {
  if (settings.warmup > 0) await cannon(target, settings.warmup);
  process.stdout.write(`  ${target.name.padEnd(24)} ${settings.duration}s × ${target.connections} conn … `);
  const r = await cannon(target, settings.duration);
  const m: Measure = {
    name: target.name,
    database,
    url: target.url,
    connections: target.connections,
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
