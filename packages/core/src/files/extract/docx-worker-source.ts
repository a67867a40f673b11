/**
 * The DOCX worker script (see runInWorker): mammoth's raw-text extraction of an archive the
 * parent has already inflated under the zip limits and re-packed without compression.
 */
export const DOCX_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const mammoth = require(workerData.modulePath);
mammoth
  .extractRawText({ buffer: Buffer.from(workerData.bytes.buffer, workerData.bytes.byteOffset, workerData.bytes.byteLength) })
  .then(
    (result) => parentPort.postMessage({ ok: true, value: result.value }),
    (error) => parentPort.postMessage({ ok: false, errorName: error && error.name ? String(error.name) : 'Error' }),
  );
`;
