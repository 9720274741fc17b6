/**
 * A token bucket per key (a session, a site): work is paid for in units, the bucket refills at a steady
 * rate up to its capacity, and work that does not fit waits. It bounds what one session or one site can
 * make an instance compute, since the computing itself runs on the one event loop every user shares.
 */
export class CostBudget {
  private readonly buckets = new Map<string, { units: number; at: number }>();

  constructor(private readonly options: { capacity: number; perSecond: number; now: () => number }) {}

  /** Takes `cost` units, or none: then answers how many milliseconds until they would fit. */
  take(key: string, cost: number): { ok: true } | { ok: false; retryAfterMs: number } {
    const { capacity, perSecond, now } = this.options;
    const time = now();
    const bucket = this.buckets.get(key) ?? { units: capacity, at: time };
    const units = Math.min(capacity, bucket.units + ((time - bucket.at) / 1000) * perSecond);
    const wanted = Math.min(cost, capacity);
    if (units < wanted) {
      this.buckets.set(key, { units, at: time });
      return { ok: false, retryAfterMs: Math.ceil(((wanted - units) / perSecond) * 1000) };
    }
    this.buckets.set(key, { units: units - wanted, at: time });
    if (this.buckets.size > 10_000) this.forgetFull(time);
    return { ok: true };
  }

  /** Gives back units taken for work that did not happen after all. */
  refund(key: string, cost: number) {
    const bucket = this.buckets.get(key);
    if (bucket) bucket.units = Math.min(this.options.capacity, bucket.units + cost);
  }

  /** Buckets that have refilled are the same as none: dropped, so the map stays small. */
  private forgetFull(time: number) {
    const { capacity, perSecond } = this.options;
    for (const [key, bucket] of this.buckets) {
      if (bucket.units + ((time - bucket.at) / 1000) * perSecond >= capacity) this.buckets.delete(key);
    }
  }
}
