import { performance } from 'node:perf_hooks';

/** The median of sequential samples (ms). */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The 90th percentile of sequential samples (ms). */
export const p90 = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.9)]!;

/** How long one call takes (ms). */
export async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

/**
 * A route beside the same statements run bare, interleaved (so the machine's noise falls on both):
 * three warm-up rounds, then `samples` of each, their medians and the route's p90.
 */
export async function routeBesideBare(viaRoute: () => Promise<unknown>, viaBare: () => Promise<unknown>, samples: number) {
  for (let i = 0; i < 3; i += 1) await Promise.all([viaRoute(), viaBare()]);
  const route: number[] = [];
  const bare: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    route.push(await timed(viaRoute));
    bare.push(await timed(viaBare));
  }
  return { route: median(route), routeP90: p90(route), bare: median(bare) };
}
