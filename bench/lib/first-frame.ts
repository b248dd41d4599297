import type { KeptSession } from './sign-in';
import { withSlowPhone } from './signed-in-page';

export interface FirstFrameTimes {
  /** The first paint with content (the frame's greeting, or without the frame the app's first drawing). */
  firstPaintMs: number;
  /** When the app drew its page (the frame removed; without the frame, the page's heading in the document). */
  appPageMs: number;
}

/**
 * /home as a phone on a slow link meets it, really throttled (not Lighthouse's simulation, which cannot tell a
 * frame painted before the app's script arrives from one painted after it: on this machine the whole app arrives
 * in milliseconds): the network as Lighthouse's mobile profile (150 ms, 1.6 Mbps down, 750 Kbps up), the CPU
 * slowed 4×, a fresh browser signed in as the web app keeps a session. `withFrame: false` takes the first frame's
 * script (apps/web/src/app/firstFrame, written into the page by the build) out of the page as it arrives, for the
 * page as it was drawn before it.
 */
export async function firstFrameTimes(opts: {
  chrome: string;
  url: string;
  kept: KeptSession;
  withFrame: boolean;
}): Promise<FirstFrameTimes> {
  return withSlowPhone({ chromePath: opts.chrome, url: opts.url, kept: opts.kept }, async (page, cdp) => {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    if (!opts.withFrame) {
      // The page's answer is held when it has arrived (through the slowed link) and handed on without the frame.
      cdp.on(
        'Fetch.requestPaused',
        (event: { requestId: string; responseStatusCode?: number; responseHeaders?: { name: string; value: string }[] }) => {
          void (async () => {
            const { body, base64Encoded } = await cdp.send('Fetch.getResponseBody', { requestId: event.requestId });
            const html = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
            const without = html.replace(/<script data-shell-css="[^"]*">[\s\S]*?<\/script>/, '');
            if (without === html) throw new Error("the page has no first frame's script to take out");
            await cdp.send('Fetch.fulfillRequest', {
              requestId: event.requestId,
              responseCode: event.responseStatusCode ?? 200,
              responseHeaders: (event.responseHeaders ?? []).filter((header) => !/^content-(length|encoding)$/i.test(header.name)),
              body: Buffer.from(without).toString('base64'),
            });
          })();
        },
      );
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: opts.url, resourceType: 'Document', requestStage: 'Response' }] });
    }
    // When the app's page is in the document: the frame's removal, or the page's own heading (an h1 outside the frame).
    await page.evaluateOnNewDocument(() => {
      const w = window as unknown as { __appPageAt?: number };
      new MutationObserver((_, observer) => {
        const page = document.querySelector('#root h1');
        if (!page || document.getElementById('first-frame')) return;
        w.__appPageAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(opts.url, { waitUntil: 'networkidle0', timeout: 120_000 });
    await page.waitForFunction(() => (window as unknown as { __appPageAt?: number }).__appPageAt !== undefined, { timeout: 60_000 });
    const times = await page.evaluate(() => ({
      firstPaintMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      appPageMs: (window as unknown as { __appPageAt: number }).__appPageAt,
    }));
    return times;
  });
}
