/** What waits for upload: metadata only, with the id it keeps on every retry. */
export interface Pending {
  readonly id: string;
}

/** The part of a `chrome.storage` area the outbox uses. */
export interface OutboxStorage {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface OutboxOptions {
  /** Key in the storage area. */
  readonly key: string;
  /** Reports kept while the server is unreachable; past it the oldest are dropped. */
  readonly maxPending: number;
  /** Reports per upload. */
  readonly batchSize: number;
}

/**
 * Reports waiting for upload (audit events, false positives), kept in extension storage rather
 * than in memory: Chromium stops an idle service worker (and the browser may close) with uploads
 * pending, and the next worker drains what the last one left. A report leaves the outbox only
 * once the server has taken its batch; the server records a retried id once, so a batch sent
 * twice is harmless.
 */
export class Outbox<E extends Pending> {
  /** Read-modify-write steps run one at a time, so a report added during an upload is kept. */
  #step: Promise<unknown> = Promise.resolve();
  #draining: Promise<boolean> | undefined;

  constructor(
    private readonly storage: OutboxStorage,
    private readonly options: OutboxOptions,
  ) {}

  add(entry: E): Promise<void> {
    return this.#update((pending) => [...pending, entry].slice(-this.options.maxPending));
  }

  pending(): Promise<E[]> {
    return this.#run(() => this.#read());
  }

  /**
   * Uploads what is pending, oldest first. A batch the server refused as invalid (`isPermanent`)
   * is dropped, since no retry can fix it; any other failure stops the drain with the batch kept.
   * Resolves true once the outbox is empty.
   */
  drain(send: (batch: E[]) => Promise<void>, isPermanent: (error: unknown) => boolean): Promise<boolean> {
    this.#draining ??= this.#drainAll(send, isPermanent).finally(() => {
      this.#draining = undefined;
    });
    return this.#draining;
  }

  async #drainAll(send: (batch: E[]) => Promise<void>, isPermanent: (error: unknown) => boolean): Promise<boolean> {
    for (;;) {
      const batch = (await this.pending()).slice(0, this.options.batchSize);
      if (batch.length === 0) return true;
      try {
        await send(batch);
      } catch (error) {
        if (!isPermanent(error)) return false;
      }
      const done = new Set(batch.map((entry) => entry.id));
      await this.#update((pending) => pending.filter((entry) => !done.has(entry.id)));
    }
  }

  async #read(): Promise<E[]> {
    return ((await this.storage.get(this.options.key))[this.options.key] as E[] | undefined) ?? [];
  }

  #update(change: (pending: E[]) => E[]): Promise<void> {
    return this.#run(async () => this.storage.set({ [this.options.key]: change(await this.#read()) }));
  }

  #run<T>(step: () => Promise<T>): Promise<T> {
    const next = this.#step.then(step);
    this.#step = next.catch(() => undefined);
    return next;
  }
}
