import { ZipBombError } from './errors.js';
import type { FileLimits } from './limits.js';

export type InflateLimits = Pick<FileLimits, 'maxDecompressedBytes' | 'maxCompressionRatio' | 'ratioFloorBytes'>;

/** How many bytes a file's compressed parts may inflate to, counted as they inflate. */
export class InflateBudget {
  private produced = 0;
  readonly limit: number;

  constructor(
    compressedBytes: number,
    limits: InflateLimits,
    private readonly what: string,
  ) {
    this.limit = Math.min(limits.maxDecompressedBytes, Math.max(limits.ratioFloorBytes, limits.maxCompressionRatio * compressedBytes));
  }

  spend(bytes: number): void {
    this.produced += bytes;
    if (this.produced > this.limit) throw new ZipBombError(`${this.what} inflates beyond ${this.limit} bytes`);
  }
}

/**
 * Inflates `data` with the web-standard stream, which inflates natively and hands out small
 * chunks, spending each chunk from the budget so a bomb stops early. `keep` false counts
 * without holding the output. Throws ZipBombError past the budget; any other failure rejects
 * with the stream's own error.
 */
export async function inflateCounted(
  data: Uint8Array,
  format: 'deflate' | 'deflate-raw',
  budget: InflateBudget,
  keep: boolean,
): Promise<Uint8Array[]> {
  const stream = new DecompressionStream(format);
  const writer = stream.writable.getWriter();
  // A copy: the stream takes only ArrayBuffer-backed views.
  writer.write(data.slice()).catch(() => undefined);
  writer.close().catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  try {
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      budget.spend(next.value.byteLength);
      if (keep) chunks.push(next.value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  return chunks;
}
