/**
 * Integer hashing and smooth noise: the only source of "randomness" in the energy data. Every value is
 * a pure function of a seed and an index (an interval, an hour, a day), so any range can be computed on
 * its own, in any order, and comes out the same on every machine and every run.
 */

// Bound once: in a vm context (Jest's sandbox) every `Math.imul` is a lookup on the context's global
// object, which made hashing some twenty times slower there.
const { imul } = Math;

/**
 * A 32-bit hash of two integers: the pair is folded together, then run through the "lowbias32"
 * finaliser (Chris Wellons' integer-hash search), which avalanches every input bit into every output
 * bit. `imul` keeps everything in 32-bit integer arithmetic: a few nanoseconds a call. Indexes
 * are 32-bit integers: quarter hours since 1970 stay below 2^31 until the year 10000.
 */
export function hash32(seed: number, index: number): number {
  let h = (imul(seed ^ 0x5bd1e995, 0x9e3779b1) + imul(index | 0, 0x85ebca6b)) | 0;
  h ^= h >>> 16;
  h = imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) for a seed and an index. */
export const unit = (seed: number, index: number): number => hash32(seed, index) / 4294967296;

/** A uniform number in [-1, 1). */
export const signed = (seed: number, index: number): number => unit(seed, index) * 2 - 1;

/**
 * Value noise: a random value at every whole `x` (a "knot"), smoothly interpolated in between
 * (smoothstep, so the curve has no corners). With knots a few days apart it gives weather-like
 * spells: a cold week, a windy fortnight. Result in [0, 1).
 */
export function valueNoise(seed: number, x: number): number {
  const knot = Math.floor(x);
  const f = x - knot;
  const s = f * f * (3 - 2 * f);
  const a = unit(seed, knot);
  return a + (unit(seed, knot + 1) - a) * s;
}

/** A seed from a text (FNV-1a): stable names become stable seeds. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
