// Module hooks for startup.test.ts: append the URL of every module the process loads to a file.
import { appendFileSync } from 'node:fs';

export async function load(url, context, nextLoad) {
  appendFileSync(process.env.PREFLIGHT_LOAD_LOG, `${url}\n`);
  return nextLoad(url, context);
}
