/**
 * @jest-environment-options {"url": "https://portal.aurora.example/dashboard"}
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { consentCookie, isConsentCurrent, parseConsent, readConsent, type ConsentRecord } from '../cookie.ts';
import { buildConsent, writeConsent } from '../saveConsent.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function storeRaw(value: string) {
  document.cookie = `${consentCookie}=${encodeURIComponent(value)}; path=/`;
}

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = `${consentCookie}=; path=/; max-age=0`;
});

describe('the consent record', () => {
  it('has the shape of the vanilla-cookieconsent v3 cookie', () => {
    const record = buildConsent(
      ['analytics'],
      ['necessary', 'analytics'],
      null,
      new Date('2025-03-01T10:00:00.000Z'),
    );
    expect(record).toEqual({
      categories: ['necessary', 'analytics'],
      services: { necessary: [], analytics: ['google-analytics'] },
      revision: 0,
      data: null,
      consentTimestamp: '2025-03-01T10:00:00.000Z',
      lastConsentTimestamp: '2025-03-01T10:00:00.000Z',
      consentId: expect.stringMatching(uuid),
    });
  });

  it('records a refusal with every offered category and no services for the refused ones', () => {
    const record = buildConsent(['necessary'], ['necessary', 'analytics'], null);
    expect(record.categories).toEqual(['necessary']);
    expect(record.services).toEqual({ necessary: [], analytics: [] });
  });

  it('always includes necessary and ignores categories the site does not offer', () => {
    expect(buildConsent([], ['necessary'], null).categories).toEqual(['necessary']);
    expect(buildConsent(['analytics'], ['necessary'], null).services).toEqual({ necessary: [] });
  });

  it('keeps the consent id, first timestamp and data when the choice changes', () => {
    const first = buildConsent(
      ['analytics'],
      ['necessary', 'analytics'],
      null,
      new Date('2025-03-01T10:00:00Z'),
    );
    const withData = { ...first, data: { source: 'banner' } };
    const second = buildConsent(
      ['necessary'],
      ['necessary', 'analytics'],
      withData,
      new Date('2025-04-02T08:30:00Z'),
    );
    expect(second.consentId).toBe(first.consentId);
    expect(second.consentTimestamp).toBe('2025-03-01T10:00:00.000Z');
    expect(second.lastConsentTimestamp).toBe('2025-04-02T08:30:00.000Z');
    expect(second.data).toEqual({ source: 'banner' });
    expect(buildConsent(['necessary'], ['necessary'], null).consentId).not.toBe(first.consentId);
  });

  it('makes a random v4 id where crypto.randomUUID is missing (a page served over plain HTTP)', () => {
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set([1, 2, 3].map(() => buildConsent([], ['necessary'], null).consentId));
      expect(ids.size).toBe(3);
      for (const id of ids) expect(id).toMatch(uuid);
    } finally {
      delete (crypto as Partial<Crypto>).randomUUID;
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });
});

describe('the cc_cookie cookie', () => {
  it('is written for 182 days on path / with SameSite=Lax, Secure on https', () => {
    const set = jest.spyOn(Document.prototype, 'cookie', 'set');
    const record = buildConsent(['analytics'], ['necessary', 'analytics'], null);
    writeConsent(record);
    expect(set).toHaveBeenCalledTimes(1);
    const written = String(set.mock.calls[0]?.[0]);
    const [pair, ...attributes] = written.split('; ');
    expect(pair?.startsWith('cc_cookie=')).toBe(true);
    expect(attributes).toEqual(
      expect.arrayContaining(['max-age=15724800', 'path=/', 'SameSite=Lax', 'Secure']),
    );
    expect(readConsent()).toEqual(record);
  });

  it('reads as no consent when it is not JSON, not a record, or misses a field', () => {
    const valid = buildConsent(['necessary'], ['necessary'], null);
    const broken: unknown[] = [
      '{"categories": [',
      'null',
      '[]',
      JSON.stringify({ ...valid, categories: ['analytics'] }),
      JSON.stringify({ ...valid, services: { necessary: 'all' } }),
      JSON.stringify({ ...valid, revision: '0' }),
      JSON.stringify({ ...valid, data: 'x' }),
      JSON.stringify({ ...valid, consentTimestamp: 'yesterday' }),
      JSON.stringify({ ...valid, consentId: '' }),
    ];
    for (const raw of broken) {
      storeRaw(String(raw));
      expect(readConsent()).toBeNull();
    }
    storeRaw(JSON.stringify(valid));
    expect(readConsent()).toEqual(valid);
  });

  it('reads as no consent when a percent sign breaks its encoding', () => {
    document.cookie = `${consentCookie}=%E0%A4%A; path=/`;
    expect(readConsent()).toBeNull();
  });

  it('falls back silently when the browser refuses cookies to script', () => {
    jest.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(readConsent()).toBeNull();
    expect(() => {
      writeConsent(buildConsent(['necessary'], ['necessary'], null));
    }).not.toThrow();
  });
});

describe('whether a record still holds', () => {
  const record = (overrides: Partial<ConsentRecord>) => ({
    ...buildConsent(['necessary'], ['necessary'], null),
    ...overrides,
  });

  it('holds for the current revision', () => {
    expect(isConsentCurrent(record({}), ['necessary'])).toBe(true);
  });

  it('asks again when the revision differs', () => {
    expect(isConsentCurrent(record({ revision: 1 }), ['necessary'])).toBe(false);
    expect(parseConsent(JSON.stringify(record({ revision: 3 })))?.revision).toBe(3);
  });

  it('asks again when the site has since started offering analytics', () => {
    expect(isConsentCurrent(record({}), ['necessary', 'analytics'])).toBe(false);
  });
});
