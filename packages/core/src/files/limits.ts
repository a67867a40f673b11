/** Bounds that keep a hostile file from exhausting time or memory. */
export interface FileLimits {
  /** Largest accepted input, in bytes. */
  readonly maxBytes: number;
  /** Time budget for extracting text from one file. */
  readonly timeoutMs: number;
  /** Largest total decompressed size of an archive's entries (DOCX). */
  readonly maxDecompressedBytes: number;
  /** Largest ratio of decompressed to compressed size, once past `ratioFloorBytes`. */
  readonly maxCompressionRatio: number;
  /** Below this decompressed size the ratio is not judged (tiny XML parts compress very well). */
  readonly ratioFloorBytes: number;
  /** Heap ceiling of the worker thread that parses a PDF or a DOCX. */
  readonly workerHeapMb: number;
}

const MB = 1024 * 1024;

export const DEFAULT_FILE_LIMITS: FileLimits = Object.freeze({
  maxBytes: 25 * MB,
  timeoutMs: 20_000,
  maxDecompressedBytes: 100 * MB,
  maxCompressionRatio: 200,
  ratioFloorBytes: 1 * MB,
  workerHeapMb: 512,
});

export function resolveLimits(overrides: Partial<FileLimits> | undefined): FileLimits {
  const limits = { ...DEFAULT_FILE_LIMITS, ...overrides };
  for (const [name, value] of Object.entries(limits)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new TypeError(`limits.${name} must be a positive finite number`);
    }
  }
  return limits;
}
