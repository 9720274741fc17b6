import { describe, expect, it } from '@jest/globals';
import { TtlCache } from '../src/ttl-cache.ts';

let time = 0;
const clock = () => new Date(time);
const counting = () => {
  const reads: string[] = [];
  /** A read of `key` answering `key!`, or what `answer` says (undefined: not found). */
  const load =
    (key: string, answer: { value: string | undefined } = { value: `${key}!` }) =>
    () => {
      reads.push(key);
      return Promise.resolve(answer.value);
    };
  return { reads, load };
};

describe('TtlCache', () => {
  it('reuses a read for its lifetime, then reads again', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, max: 10, now: clock });
    const { reads, load } = counting();
    expect(await cache.get('a', load('a'))).toBe('a!');
    time += 999;
    expect(await cache.get('a', load('a'))).toBe('a!');
    time += 1;
    await cache.get('a', load('a'));
    expect(reads).toEqual(['a', 'a']);
  });

  it('shares one read among concurrent misses', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, max: 10, now: clock });
    const { reads, load } = counting();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('a', load('a'))));
    expect(answers).toEqual(['a!', 'a!', 'a!']);
    expect(reads).toEqual(['a']);
  });

  it('keeps nothing for a miss or a failed read', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, max: 10, now: clock });
    const { reads, load } = counting();
    expect(await cache.get('gone', load('gone', { value: undefined }))).toBeUndefined();
    await expect(cache.get('bad', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('gone', load('gone', { value: 'back' }))).toBe('back');
    expect(await cache.get('bad', load('bad'))).toBe('bad!');
    expect(reads).toEqual(['gone', 'gone', 'bad']);
  });

  it('holds at most max entries, dropping the least recently used', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, max: 2, now: clock });
    const { reads, load } = counting();
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a'));
    await cache.get('c', load('c'));
    expect(cache.size).toBe(2);
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('forgets on delete, by value, and reads every time when its lifetime is 0', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 1000, max: 10, now: clock });
    const { reads, load } = counting();
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    cache.delete('a');
    cache.deleteWhere((value) => value === 'b!');
    expect(cache.size).toBe(0);
    cache.set('c', 'set');
    expect(await cache.get('c', load('c'))).toBe('set');
    const off = new TtlCache<string, string>({ ttlMs: 0, max: 10, now: clock });
    await off.get('d', load('d'));
    await off.get('d', load('d'));
    expect(reads).toEqual(['a', 'b', 'd', 'd']);
  });
});
