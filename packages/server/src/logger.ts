import pino, { type Logger } from 'pino';

const BUFFER_BYTES = 8192;
const FLUSH_EVERY_MS = 1000;

/**
 * JSON lines on stdout, written in batches rather than one syscall per request (a measurable
 * share of a check's cost); buffered lines go out at least every second and on `flush`.
 */
export function createLogger(level: string): { logger: Logger; flush(): void } {
  const destination = pino.destination({ dest: 1, sync: false, minLength: BUFFER_BYTES });
  const timer = setInterval(() => destination.flush(), FLUSH_EVERY_MS);
  timer.unref();
  const logger = pino({ level, base: { service: 'preflight' } }, destination);
  return {
    logger,
    flush() {
      clearInterval(timer);
      destination.flushSync();
    },
  };
}
