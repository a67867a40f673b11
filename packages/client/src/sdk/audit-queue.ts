export interface AuditQueueOptions<E> {
  /** Sends one batch; rejects when the batch should be tried again later. */
  readonly send: (batch: E[]) => Promise<void>;
  /** Events kept while the server is unreachable; past it the oldest are dropped. Default 10,000. */
  readonly maxQueued?: number;
  /** Events per request. Default 100. */
  readonly batchSize?: number;
  /** How long an event may wait for companions before a batch goes out. Default 2 s. */
  readonly flushIntervalMs?: number;
  /** Wait after a failed send, doubled per consecutive failure up to maxRetryDelayMs. Default 1 s. */
  readonly retryDelayMs?: number;
  readonly maxRetryDelayMs?: number;
  /** Told about each failed send; the events stay queued unless the failure is permanent. */
  readonly onError?: (error: unknown) => void;
  /** A failure that no retry can fix (the server refused the batch as invalid): its events are dropped. */
  readonly isPermanent?: (error: unknown) => boolean;
}

export interface AuditQueueStats {
  readonly queued: number;
  readonly sent: number;
  readonly dropped: number;
  readonly failedSends: number;
}

/**
 * A bounded, batched background uploader. Events wait in memory, go out in batches after a
 * short delay or as soon as a batch fills, and are put back in order when a send fails, so a
 * server outage costs only the oldest events beyond `maxQueued`, never a blocked caller.
 */
export class AuditQueue<E> {
  private readonly queue: E[] = [];
  private readonly options: Required<Omit<AuditQueueOptions<E>, 'onError' | 'isPermanent'>> &
    Pick<AuditQueueOptions<E>, 'onError' | 'isPermanent'>;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private sending: Promise<void> | undefined;
  private consecutiveFailures = 0;
  private closed = false;
  private counts = { sent: 0, dropped: 0, failedSends: 0 };

  constructor(options: AuditQueueOptions<E>) {
    this.options = {
      maxQueued: 10_000,
      batchSize: 100,
      flushIntervalMs: 2_000,
      retryDelayMs: 1_000,
      maxRetryDelayMs: 60_000,
      ...options,
    };
  }

  get stats(): AuditQueueStats {
    return { queued: this.queue.length, ...this.counts };
  }

  push(event: E): void {
    if (this.closed) return;
    this.queue.push(event);
    this.trim();
    if (this.queue.length >= this.options.batchSize && this.consecutiveFailures === 0) void this.drain();
    else this.schedule(this.options.flushIntervalMs);
  }

  /** Sends everything queued now; resolves when the queue is empty or a send failed. */
  async flush(): Promise<void> {
    this.cancelTimer();
    await this.drain();
  }

  /** Stops the timer and makes one last attempt to send everything; returns what stayed unsent. */
  async close(): Promise<AuditQueueStats> {
    this.closed = true;
    await this.flush();
    this.cancelTimer();
    return this.stats;
  }

  private drain(): Promise<void> {
    this.sending ??= this.sendAll().finally(() => {
      this.sending = undefined;
    });
    return this.sending;
  }

  private async sendAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.options.batchSize);
      try {
        await this.options.send(batch);
        this.counts.sent += batch.length;
        this.consecutiveFailures = 0;
      } catch (error) {
        this.counts.failedSends++;
        if (this.options.isPermanent?.(error)) {
          this.counts.dropped += batch.length;
          this.options.onError?.(error);
          continue;
        }
        this.queue.unshift(...batch);
        this.trim();
        this.consecutiveFailures++;
        this.options.onError?.(error);
        const backoff = this.options.retryDelayMs * 2 ** (this.consecutiveFailures - 1);
        this.schedule(Math.min(backoff, this.options.maxRetryDelayMs));
        return;
      }
    }
  }

  /** Drops the oldest events beyond the bound. */
  private trim(): void {
    const excess = this.queue.length - this.options.maxQueued;
    if (excess > 0) {
      this.queue.splice(0, excess);
      this.counts.dropped += excess;
    }
  }

  private schedule(delayMs: number): void {
    if (this.timer !== undefined || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.drain();
    }, delayMs);
    // In Node, a pending upload must not keep the process alive; close() flushes.
    (this.timer as { unref?: () => void }).unref?.();
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
