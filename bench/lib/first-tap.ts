import type { KeptSession } from './sign-in';
import { withSlowPhone } from './signed-in-page';

/**
 * The first tap on a game, as Lighthouse's phone meets it (the CPU slowed 4×): the interaction's
 * latency as INP counts it (the longest Event Timing entry of the tap: input delay, handlers, the next
 * paint), in a fresh browser signed in as the web app keeps a session (`kept`, in localStorage).
 */
export async function firstTapLatencyMs(opts: {
  chrome: string;
  url: string;
  kept: KeptSession;
  /** What to tap: the first enabled button of the game's board. */
  target: string;
}): Promise<number> {
  return withSlowPhone({ chromePath: opts.chrome, url: opts.url, kept: opts.kept }, async (page) => {
    await page.goto(opts.url, { waitUntil: 'networkidle0' });
    const target = await page.waitForSelector(opts.target, { visible: true });
    if (!target) throw new Error(`${opts.url}: nothing to tap (${opts.target})`);
    // Event Timing entries of the interactions from here on (16 ms is the smallest threshold the browser allows).
    await page.evaluate(() => {
      const w = window as unknown as { __tapLatency: Promise<number> };
      w.__tapLatency = new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as PerformanceEventTiming[];
          const tap = entries.filter((e) => e.interactionId > 0);
          if (tap.length > 0) resolve(Math.max(...tap.map((e) => e.duration)));
        }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
      });
    });
    await target.tap();
    // A tap quicker than 16 ms leaves no entry: the observer's promise then never settles, and 16 is the answer's bound.
    const latency = await page.evaluate(() =>
      Promise.race([
        (window as unknown as { __tapLatency: Promise<number> }).__tapLatency,
        new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(16), 3000))),
      ]),
    );
    return latency;
  });
}
