import { CorruptFileError, ZipBombError } from '../errors.js';
import type { FileLimits } from '../limits.js';
import { entryData, readCentralDirectory, type ZipEntry } from './central-directory.js';

const STORED = 0;
const DEFLATE = 8;

type ZipLimits = Pick<FileLimits, 'maxDecompressedBytes' | 'maxCompressionRatio' | 'ratioFloorBytes'>;

interface Budget {
  produced: number;
  readonly limit: number;
}

/**
 * Inflates the entries `wanted` selects, never producing more than the archive's budget:
 * the declared sizes are judged before anything inflates, and the real output is counted
 * while it inflates, because a hostile archive can declare small sizes and lie.
 */
export async function unzipBounded(
  bytes: Uint8Array,
  limits: ZipLimits,
  wanted: (name: string) => boolean,
): Promise<Map<string, Uint8Array>> {
  const entries = readCentralDirectory(bytes).filter((entry) => !entry.name.endsWith('/'));
  const limit = Math.min(
    limits.maxDecompressedBytes,
    Math.max(limits.ratioFloorBytes, limits.maxCompressionRatio * bytes.byteLength),
  );
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > limit) {
    throw new ZipBombError(`Archive declares ${declared} decompressed bytes; the limit for this file is ${limit}`);
  }
  const budget: Budget = { produced: 0, limit };
  const files = new Map<string, Uint8Array>();
  for (const entry of entries) {
    if (wanted(entry.name)) files.set(entry.name, await inflateEntry(bytes, entry, budget));
  }
  return files;
}

async function inflateEntry(bytes: Uint8Array, entry: ZipEntry, budget: Budget): Promise<Uint8Array> {
  const data = entryData(bytes, entry);
  if (entry.method === STORED) {
    spend(budget, data.byteLength);
    return data;
  }
  if (entry.method !== DEFLATE) throw new CorruptFileError(`Archive uses unsupported compression method ${entry.method}`);
  // The web-standard stream inflates natively and hands out small chunks, so counting stops a bomb early.
  const stream = new DecompressionStream('deflate-raw');
  const writer = stream.writable.getWriter();
  // A copy: the stream takes only ArrayBuffer-backed views, and the compressed entry is small.
  writer.write(data.slice()).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      spend(budget, next.value.byteLength);
      chunks.push(next.value);
      size += next.value.byteLength;
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof ZipBombError) throw error;
    throw new CorruptFileError('Archive entry does not inflate', { cause: error });
  }
  return concat(chunks, size);
}

function spend(budget: Budget, bytes: number): void {
  budget.produced += bytes;
  if (budget.produced > budget.limit) throw new ZipBombError(`Archive inflates beyond ${budget.limit} bytes`);
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
