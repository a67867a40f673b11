/**
 * The PDF worker script (see runInWorker): pdf-parse from the path the parent resolved;
 * answers with the text of each page.
 */
export const PDF_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.modulePath);
(async () => {
  const parser = new PDFParse({ data: workerData.bytes, verbosity: 0, isEvalSupported: false });
  try {
    const result = await parser.getText();
    parentPort.postMessage({ ok: true, value: result.pages.map((page) => page.text) });
  } catch (error) {
    parentPort.postMessage({ ok: false, errorName: error && error.name ? String(error.name) : 'Error' });
  } finally {
    await parser.destroy().catch(() => undefined);
  }
})();
`;
