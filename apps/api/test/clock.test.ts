import { describe, expect, it } from '@jest/globals';
import { clockFromEnv } from '../src/clock.ts';

describe('the clock VOOL_NOW sets', () => {
  it('starts at that instant and moves on as the machine’s does', () => {
    let real = Date.parse('2030-05-05T12:00:00Z');
    const now = clockFromEnv('2026-11-18T10:00:00Z', () => real);
    expect(now().toISOString()).toBe('2026-11-18T10:00:00.000Z');
    real += 90_000;
    expect(now().toISOString()).toBe('2026-11-18T10:01:30.000Z');
  });

  it('is the machine’s without it, and refuses what is not an instant', () => {
    expect(clockFromEnv(undefined, () => 42)().getTime()).toBe(42);
    expect(() => clockFromEnv('next tuesday')).toThrow('VOOL_NOW is not an instant');
  });
});
