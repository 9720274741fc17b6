import { describe, expect, it } from '@jest/globals';
import { claimOffer, markFeedbackSent, offerStorageKey, sessionMark, type OfferStore } from '../offer.ts';

/** A session storage of its own per test. */
function storage(): OfferStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value);
    },
  };
}

describe('offering feedback once a session', () => {
  it('offers it the first time, and keeps offering that same offer while it is on screen', () => {
    const store = storage();
    expect(claimOffer(store, 'token-a', 'offer-1')).toBe(true);
    expect(claimOffer(store, 'token-a', 'offer-1')).toBe(true);
  });

  it('never offers it twice in a session: not after another task, not after a reload', () => {
    const store = storage();
    claimOffer(store, 'token-a', 'offer-1');
    expect(claimOffer(store, 'token-a', 'offer-2')).toBe(false);
    expect(claimOffer(store, 'token-a', 'offer-3')).toBe(false);
  });

  it('offers it again in a new sign-in session, in the same tab', () => {
    const store = storage();
    claimOffer(store, 'token-a', 'offer-1');
    expect(claimOffer(store, 'token-b', 'offer-2')).toBe(true);
    expect(claimOffer(store, 'token-b', 'offer-3')).toBe(false);
  });

  it('offers nothing once feedback was sent, from the footer’s form as from an offer', () => {
    const store = storage();
    markFeedbackSent(store, 'token-a');
    expect(claimOffer(store, 'token-a', 'offer-1')).toBe(false);
    const other = storage();
    claimOffer(other, 'token-a', 'offer-1');
    markFeedbackSent(other, 'token-a');
    expect(claimOffer(other, 'token-a', 'offer-1')).toBe(false);
  });

  it('keeps no token, only a mark that tells sessions apart', () => {
    const store = storage();
    claimOffer(store, 'secret-public-token', 'offer-1');
    const stored = store.entries.get(offerStorageKey)!;
    expect(stored).not.toContain('secret-public-token');
    expect(JSON.parse(stored)).toEqual({ session: sessionMark('secret-public-token'), offer: 'offer-1' });
    expect(sessionMark('token-a')).not.toBe(sessionMark('token-b'));
    expect(sessionMark('token-a')).toMatch(/^[0-9a-f]{8}$/);
  });

  it('takes a record it cannot read as none', () => {
    for (const value of ['not json', 'null', '{"session":1}', '[]']) {
      const store = storage();
      store.setItem(offerStorageKey, value);
      expect(claimOffer(store, 'token-a', 'offer-1')).toBe(true);
    }
  });

  it('still answers when the storage refuses to write (full, or private mode)', () => {
    const refusing: OfferStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimOffer(refusing, 'token-a', 'offer-1')).toBe(true);
    expect(() => {
      markFeedbackSent(refusing, 'token-a');
    }).not.toThrow();
  });
});
