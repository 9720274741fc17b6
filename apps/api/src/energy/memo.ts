/**
 * A small least-recently-used memo for computed days. Everything it holds can be computed again from
 * the seeds, so it is only a speed-up: bounded, per process, never stale (the values never change).
 */
export class Memo<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly max: number) {}

  get(key: K, compute: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = compute();
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as K);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
