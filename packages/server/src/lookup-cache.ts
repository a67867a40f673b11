const LIMIT = 10_000;

/**
 * Found values remembered by key while the stamp taken before their lookup still holds (no write
 * since, not expired); a value not found is never remembered. A full cache starts over, so
 * memory stays bounded whatever callers present.
 */
export class LookupCache<T, S> {
  private readonly entries = new Map<string, { value: T; stamp: S }>();

  /** The value of `key`: remembered if `holds` accepts its stamp, else loaded and kept under `stamp`. */
  async get(key: string, stamp: S, holds: (remembered: S) => boolean, load: () => Promise<T | null>): Promise<T | null> {
    const cached = this.entries.get(key);
    if (cached && holds(cached.stamp)) return cached.value;
    const value = await load();
    if (value === null) {
      this.entries.delete(key);
      return null;
    }
    if (this.entries.size >= LIMIT) this.entries.clear();
    // The stamp was taken before the lookup: a write that overlapped it leaves this entry stale.
    this.entries.set(key, { value, stamp });
    return value;
  }
}

/** One cache per store, made on first use (tests open many stores in one process). */
export function perStore<K extends object, C>(make: () => C): (owner: K) => C {
  const caches = new WeakMap<K, C>();
  return (owner) => {
    let cache = caches.get(owner);
    if (cache === undefined) caches.set(owner, (cache = make()));
    return cache;
  };
}
