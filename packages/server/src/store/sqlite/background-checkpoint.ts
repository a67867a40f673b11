import { once } from 'node:events';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the write-ahead log into the database file while keeping up. */
const INTERVAL_MS = 250;
/** The wait before the next pass when the last one fell behind the writer. */
const CATCH_UP_MS = 10;

// Plain CommonJS evaluated in the worker, so it runs the same from the bundle and from source.
// PASSIVE checkpoints never wait for, nor block, the server's own connection.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.filename);
let timer;
const pass = () => {
  const [{ busy, log, checkpointed }] = db.pragma('wal_checkpoint(PASSIVE)');
  timer = setTimeout(pass, busy === 0 && checkpointed < log ? workerData.catchUpMs : workerData.intervalMs);
};
timer = setTimeout(pass, workerData.intervalMs);
parentPort.once('message', () => {
  clearTimeout(timer);
  db.close();
  parentPort.close();
});
`;

export interface BackgroundCheckpoint {
  stop(): Promise<void>;
}

/**
 * Checkpoints the WAL of `filename` from a worker thread. SQLite otherwise checkpoints inside
 * the commit that fills the log past 1,000 pages: that commit then copies megabytes and waits
 * for two fsyncs on the event loop, stalling every request in flight. The connection's own
 * automatic checkpoint stays on as a backstop: it finds nothing to copy while the worker keeps up.
 */
export function startBackgroundCheckpoint(filename: string): BackgroundCheckpoint {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, filename, intervalMs: INTERVAL_MS, catchUpMs: CATCH_UP_MS },
  });
  // Never what keeps the process alive.
  worker.unref();
  let running = true;
  const exited = once(worker, 'exit').finally(() => {
    running = false;
  });
  // A failed worker leaves checkpoints to the connection's backstop.
  worker.on('error', () => undefined);
  return {
    async stop() {
      if (running) worker.postMessage('stop');
      await exited;
    },
  };
}
