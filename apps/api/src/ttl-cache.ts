export interface CacheOptions {
  /** How long an answer is reused; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most; the least recently used go first. */
  max: number;
  now: () => Date;
}

interface Entry<V> {
  expires: number;
  value: Promise<V | undefined>;
  /** The answer once it has come, so entries can be dropped by what they hold. */
  settled?: V;
}

/**
 * A bounded, short-lived cache of database reads. Concurrent misses for one key share one read, and
 * only found things are kept: a miss is asked again next time, so made-up keys cannot crowd out real
 * entries and a row created a moment ago is found at once.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, Entry<V>>();

  constructor(private readonly options: CacheOptions) {}

  get(key: K, load: () => Promise<V>): Promise<V>;
  get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined>;
  get(key: K, load: () => Promise<V | undefined>): Promise<V | undefined> {
    const { ttlMs, max, now } = this.options;
    if (ttlMs <= 0) return load();
    const time = now().getTime();
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && hit.expires > time) {
      this.entries.set(key, hit); // most recently used now
      return hit.value;
    }
    const entry: Entry<V> = { expires: time + ttlMs, value: load() };
    this.entries.set(key, entry);
    if (this.entries.size > max) this.entries.delete(this.entries.keys().next().value as K);
    entry.value.then(
      (value) => {
        if (value === undefined) this.forget(key, entry);
        else entry.settled = value;
      },
      () => {
        this.forget(key, entry);
      },
    );
    return entry.value;
  }

  /** Replaces what a key holds, for as long as a fresh read would be kept. */
  set(key: K, value: V): void {
    const { ttlMs, now } = this.options;
    if (ttlMs <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, {
      expires: now().getTime() + ttlMs,
      value: Promise.resolve(value),
      settled: value,
    });
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops every entry whose answer matches, and every read still under way (it may hold the same). */
  deleteWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) {
      if (entry.settled === undefined || matches(entry.settled)) this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private forget(key: K, entry: Entry<V>) {
    if (this.entries.get(key) === entry) this.entries.delete(key);
  }
}
