import { createHash } from 'node:crypto';

/**
 * Readings answers computed lately, by their ETag, within a byte budget (least recently used go
 * first). A year of quarter hours is about 2 MB of JSON and half a second of CPU; asked again (a
 * chart reloaded, a second tab, a retry) it costs a copy.
 */
export class AnswerCache {
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(tag: string): Buffer | undefined {
    const hit = this.entries.get(tag);
    if (hit) {
      this.entries.delete(tag);
      this.entries.set(tag, hit);
    }
    return hit;
  }

  set(tag: string, json: Buffer) {
    if (json.length > this.maxBytes / 4 || this.entries.has(tag)) return;
    this.entries.set(tag, json);
    this.bytes += json.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

/**
 * The ETag of an answer: a digest of everything its bytes are computed from. Readings are a pure
 * function of the point and the interval (energy/), so the same inputs give the same bytes.
 */
export const answerTag = (inputs: unknown) =>
  `"${createHash('sha256').update(JSON.stringify(inputs)).digest('base64url').slice(0, 27)}"`;
