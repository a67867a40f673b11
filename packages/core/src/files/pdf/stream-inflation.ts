import { ZipBombError } from '../errors.js';
import { InflateBudget, type InflateLimits, inflateCounted } from '../inflate-budget.js';

const latin1 = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const STREAM = latin1('stream');
const END_STREAM = latin1('endstream');
const LF = 0x0a;
const CR = 0x0d;

function indexOf(haystack: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  const last = haystack.byteLength - needle.byteLength;
  for (let at = haystack.indexOf(first as number, from); at !== -1 && at <= last; at = haystack.indexOf(first as number, at + 1)) {
    let i = 1;
    while (i < needle.byteLength && haystack[at + i] === needle[i]) i++;
    if (i === needle.byteLength) return at;
  }
  return -1;
}

/** The bodies between each `stream` keyword's end of line and the next `endstream`. */
function* streamBodies(bytes: Uint8Array): Generator<Uint8Array> {
  let at = 0;
  for (;;) {
    const keyword = indexOf(bytes, STREAM, at);
    if (keyword === -1) return;
    let start = keyword + STREAM.byteLength;
    at = start;
    // `endstream` itself contains `stream`; only a keyword followed by an end of line opens a body.
    if (bytes[start] === CR) start++;
    if (bytes[start] !== LF && bytes[start - 1] !== CR) continue;
    if (bytes[start] === LF) start++;
    const end = indexOf(bytes, END_STREAM, start);
    if (end === -1) return;
    yield bytes.subarray(start, end);
    at = end + END_STREAM.byteLength;
  }
}

/**
 * Inflates every zlib stream of a PDF, counting and dropping the output, before pdf.js reads
 * it: pdf.js would hold each inflated stream in memory its worker's heap ceiling does not count,
 * so a small file inflating to gigabytes is refused here (ZipBombError) within the limits that
 * bound archives. Streams that are not zlib data (images, other filters) fail at their header
 * and count nothing.
 */
export async function boundPdfInflation(bytes: Uint8Array, limits: InflateLimits): Promise<void> {
  const budget = new InflateBudget(bytes.byteLength, limits, 'PDF');
  for (const body of streamBodies(bytes)) {
    try {
      await inflateCounted(body, 'deflate', budget, false);
    } catch (error) {
      if (error instanceof ZipBombError) throw error;
    }
  }
}
