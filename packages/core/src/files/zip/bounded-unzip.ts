import { CorruptFileError, ZipBombError } from '../errors.js';
import { InflateBudget, type InflateLimits, inflateCounted } from '../inflate-budget.js';
import { entryData, readCentralDirectory, type ZipEntry } from './central-directory.js';

const STORED = 0;
const DEFLATE = 8;

/**
 * Inflates the entries `wanted` selects, never producing more than the archive's budget:
 * the declared sizes are judged before anything inflates, and the real output is counted
 * while it inflates, because a hostile archive can declare small sizes and lie.
 */
export async function unzipBounded(
  bytes: Uint8Array,
  limits: InflateLimits,
  wanted: (name: string) => boolean,
): Promise<Map<string, Uint8Array>> {
  const entries = readCentralDirectory(bytes).filter((entry) => !entry.name.endsWith('/'));
  const budget = new InflateBudget(bytes.byteLength, limits, 'Archive');
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > budget.limit) {
    throw new ZipBombError(`Archive declares ${declared} decompressed bytes; the limit for this file is ${budget.limit}`);
  }
  const files = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (wanted(entry.name)) files.set(entry.name, await inflateEntry(bytes, entry, budget));
  }
  return files;
}

async function inflateEntry(bytes: Uint8Array, entry: ZipEntry, budget: InflateBudget): Promise<Uint8Array> {
  const data = entryData(bytes, entry);
  if (entry.method === STORED) {
    budget.spend(data.byteLength);
    return data;
  }
  if (entry.method !== DEFLATE) throw new CorruptFileError(`Archive uses unsupported compression method ${entry.method}`);
  try {
    return concat(await inflateCounted(data, 'deflate-raw', budget, true));
  } catch (error) {
    if (error instanceof ZipBombError) throw error;
    throw new CorruptFileError('Archive entry does not inflate', { cause: error });
  }
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, chunk) => sum + chunk.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
