/**
 * Writes JSON of known shape straight into a byte buffer: ASCII text and fixed-point numbers, no
 * strings in between. A year of quarter-hour readings is 35,040 objects and 2 MB; building them as
 * strings and encoding them again costs several times what computing the data does.
 */
const powersOfTen = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000];

export class JsonWriter {
  private buffer: Buffer;
  private position = 0;

  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafe(Math.max(256, capacity));
  }

  private room(bytes: number): void {
    if (this.position + bytes <= this.buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.position + bytes));
    this.buffer.copy(bigger, 0, 0, this.position);
    this.buffer = bigger;
  }

  /** Bytes written as they are (pre-encoded ASCII or UTF-8). */
  bytes(source: Uint8Array): void {
    const length = source.length;
    this.room(length);
    if (length > 64) {
      this.buffer.set(source, this.position);
    } else {
      // A plain loop: for the short pieces of a reading, TypedArray#set's call costs more than the copy.
      const buffer = this.buffer;
      for (let i = 0, at = this.position; i < length; i++, at++) buffer[at] = source[i]!;
    }
    this.position += length;
  }

  byte(code: number): void {
    this.room(1);
    this.buffer[this.position++] = code;
  }

  /**
   * A fixed-point number: `scaled` is the value times 10^decimals (an integer; decimals at most 6). Written the way
   * JSON.stringify writes the same number: no trailing zeros, no lone point, never `-0`.
   */
  fixed(scaled: number, decimals: number): void {
    this.room(24);
    const buffer = this.buffer;
    let value = Math.round(scaled);
    if (value < 0) {
      buffer[this.position++] = 45; // '-'
      value = -value;
    }
    let integer = value;
    let fraction = 0;
    let digits = decimals;
    if (decimals > 0) {
      const scale = powersOfTen[decimals]!;
      integer = Math.floor(value / scale);
      fraction = value - integer * scale;
      while (digits > 0 && fraction % 10 === 0) {
        fraction /= 10;
        digits--;
      }
    }
    this.integer(integer);
    if (digits > 0) {
      buffer[this.position++] = 46; // '.'
      let at = this.position + digits - 1;
      for (let i = 0; i < digits; i++, at--) {
        buffer[at] = 48 + (fraction % 10);
        fraction = Math.floor(fraction / 10);
      }
      this.position += digits;
    }
  }

  private integer(value: number): void {
    const buffer = this.buffer;
    if (value < 10) {
      buffer[this.position++] = 48 + value;
      return;
    }
    let length = 1;
    for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) length++;
    let at = this.position + length - 1;
    for (let rest = value; at >= this.position; at--, rest = Math.floor(rest / 10))
      buffer[at] = 48 + (rest % 10);
    this.position += length;
  }

  /** What was written (a view of the buffer, not a copy). */
  result(): Buffer {
    return this.buffer.subarray(0, this.position);
  }
}

/** ASCII or UTF-8 text as bytes, for the writer's fixed pieces. */
export const encode = (text: string): Uint8Array => Buffer.from(text, 'utf8');
