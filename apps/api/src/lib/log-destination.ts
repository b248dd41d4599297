import pino from 'pino';
import { textLogLine } from './log-text';

/** Lines are handed to the writer once this many characters are queued, or by the timer below, whichever comes first. */
const LOG_CHUNK_CHARS = 16_384;
const LOG_FLUSH_INTERVAL_MS = 500;

export interface LogDestination {
  stream: pino.DestinationStream;
  /**
   * Writes what is queued and resolves once it has all reached stdout, the write under way included: the
   * way out of the process (SIGTERM, a crash) waits for it, so nothing logged is lost.
   */
  flush(): Promise<void>;
  /** Flushes, then stops the timer. */
  close(): Promise<void>;
}

/**
 * The server's log on stdout, written off the request path (a synchronous write per request once halved
 * the health route's throughput). Lines queue here in an array and go to pino's SonicBoom in chunks of
 * about LOG_CHUNK_CHARS, which writes each chunk in the background. Not line by line: SonicBoom measures the
 * byte length of everything it holds on every write, so a line costs more the more lines wait before it
 * (1 µs a line at 4 KB queued, 1.6 µs at 16 KB; here the cost is one array push). Queued lines reach stdout
 * at most LOG_FLUSH_INTERVAL_MS later. SonicBoom's own flushSync would skip a chunk whose write is under way
 * (lost when the process exits at once): leaving waits for `flush()` instead.
 */
export function asyncStdoutLog(format: 'json' | 'text' = 'json'): LogDestination {
  // minLength 1: each chunk handed over is written at once, and flush(cb) waits for the writes under way.
  const writer = pino.destination({ dest: 1, sync: false, minLength: 1 });
  let queued: string[] = [];
  let queuedChars = 0;
  const handOver = () => {
    if (queued.length === 0) return;
    const chunk = queued.join('');
    queued = [];
    queuedChars = 0;
    writer.write(chunk);
  };
  const stream: pino.DestinationStream = {
    write(json: string) {
      const line = format === 'text' ? textLogLine(json) : json;
      if (line === undefined) return;
      queued.push(line);
      queuedChars += line.length;
      if (queuedChars >= LOG_CHUNK_CHARS) handOver();
    },
  };
  const timer = setInterval(handOver, LOG_FLUSH_INTERVAL_MS);
  timer.unref();
  const flush = () =>
    new Promise<void>((resolve) => {
      handOver();
      // Its callback also carries fsync's answer, an error on a pipe or a terminal: the lines are written either way.
      writer.flush(() => resolve());
    });
  return {
    stream,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
