import type { Clock } from '../clock.js';
import type { AuditRecord } from '../store/types.js';

type MaskedFile = NonNullable<AuditRecord['maskedFile']>;

export const HANDOFF_TTL_MS = 15 * 60_000;
export const HANDOFF_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Under METADATA retention no masked file is written to the database, yet the caller still
 * needs to download the one its check produced. This keeps such files in memory only, for
 * 15 minutes (bounded in total size, oldest dropped first), then forgets them.
 */
export class MaskedFileHandoff {
  private readonly files = new Map<string, { file: MaskedFile; expires: number }>();
  private bytes = 0;

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = HANDOFF_TTL_MS,
    private readonly maxBytes = HANDOFF_MAX_BYTES,
  ) {}

  put(preflightId: string, file: MaskedFile): void {
    if (file.bytes.byteLength > this.maxBytes) return;
    this.evictExpired();
    while (this.bytes + file.bytes.byteLength > this.maxBytes) this.drop(this.files.keys().next().value as string);
    this.files.set(preflightId, { file, expires: this.clock.now().getTime() + this.ttlMs });
    this.bytes += file.bytes.byteLength;
  }

  get(preflightId: string): MaskedFile | null {
    this.evictExpired();
    return this.files.get(preflightId)?.file ?? null;
  }

  private evictExpired(): void {
    const now = this.clock.now().getTime();
    // Insertion order is expiry order, so the scan stops at the first live entry.
    for (const [id, entry] of this.files) {
      if (entry.expires > now) break;
      this.drop(id);
    }
  }

  private drop(id: string): void {
    const entry = this.files.get(id);
    if (!entry) return;
    this.bytes -= entry.file.bytes.byteLength;
    this.files.delete(id);
  }
}
