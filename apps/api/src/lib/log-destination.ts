import pino from 'pino';

/** Lines are written once this much is queued, or by the timer below, whichever comes first. */
const LOG_BUFFER_BYTES = 4096;
const LOG_FLUSH_INTERVAL_MS = 500;

export interface LogDestination {
  stream: pino.DestinationStream;
  /** Writes what is queued before the process leaves (SIGTERM, a crash): nothing logged is lost. */
  flushSync(): void;
  close(): void;
}

/**
 * The server's log on stdout, written off the request path: pino's SonicBoom queues each line and
 * writes the queue in the background (a synchronous write per request once halved the health route's
 * throughput). Queued lines reach stdout at most LOG_FLUSH_INTERVAL_MS later, and at once on exit.
 */
export function asyncStdoutLog(): LogDestination {
  const stream = pino.destination({ dest: 1, sync: false, minLength: LOG_BUFFER_BYTES });
  const timer = setInterval(() => {
    // flush() throws while SonicBoom is still opening or already destroyed; the next tick retries.
    try {
      stream.flush();
    } catch {
      /* not ready */
    }
  }, LOG_FLUSH_INTERVAL_MS);
  timer.unref();
  return {
    stream,
    flushSync() {
      try {
        stream.flushSync();
      } catch {
        /* the stream is closed or stdout is gone: nothing more can be written */
      }
    },
    close() {
      clearInterval(timer);
      this.flushSync();
    },
  };
}
