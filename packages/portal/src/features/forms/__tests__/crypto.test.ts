import { afterEach, describe, expect, it, jest } from '@jest/globals';
import {
  deriveDraftKeys,
  fromBase64Url,
  openDraft,
  sealDraft,
  toBase64Url,
  type SealedDraft,
} from '../crypto.ts';

const binding = { formId: 'settings.contacts', identity: '["C100","R200"]' };
const plaintext = '{"values":{"phone":"+358 40 123 4567"}}';

/** The sealed draft with one bit of one field flipped, as someone writing to the storage could. */
function flipBit(sealed: SealedDraft, field: 'iv' | 'ct' | 'mac'): SealedDraft {
  const bytes = fromBase64Url(sealed[field]);
  if (!bytes) throw new Error(`${field} is not base64url`);
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  return { ...sealed, [field]: toBase64Url(bytes) };
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('form draft sealing', () => {
  it('opens what it sealed; the stored form shows nothing of the values', async () => {
    const keys = await deriveDraftKeys('token-1', binding.formId);
    const sealed = await sealDraft(keys, binding, plaintext);

    expect(sealed.v).toBe(1);
    expect(Object.keys(sealed).sort()).toEqual(['ct', 'iv', 'mac', 'v']);
    for (const field of [sealed.iv, sealed.ct, sealed.mac]) expect(field).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(fromBase64Url(sealed.iv)).toHaveLength(16);
    expect(fromBase64Url(sealed.mac)).toHaveLength(32);
    expect(JSON.stringify(sealed)).not.toContain('358');
    expect(await openDraft(keys, binding, sealed)).toBe(plaintext);
  });

  it('seals the same values differently each time (a fresh IV)', async () => {
    const keys = await deriveDraftKeys('token-1', binding.formId);
    const first = await sealDraft(keys, binding, plaintext);
    const second = await sealDraft(keys, binding, plaintext);
    expect(second.iv).not.toBe(first.iv);
    expect(second.ct).not.toBe(first.ct);
  });

  it("refuses another session's token, another form and another identity", async () => {
    const keys = await deriveDraftKeys('token-1', binding.formId);
    const sealed = await sealDraft(keys, binding, plaintext);

    const otherSession = await deriveDraftKeys('token-2', binding.formId);
    expect(await openDraft(otherSession, binding, sealed)).toBeNull();
    const otherFormKeys = await deriveDraftKeys('token-1', 'settings.addresses');
    expect(await openDraft(otherFormKeys, { ...binding, formId: 'settings.addresses' }, sealed)).toBeNull();
    // The form and identity are MACed too, not only part of the keys.
    expect(await openDraft(keys, { ...binding, formId: 'settings.addresses' }, sealed)).toBeNull();
    expect(await openDraft(keys, { ...binding, identity: '["C100","C100"]' }, sealed)).toBeNull();
  });

  it('refuses a draft altered in its IV, ciphertext or MAC without decrypting it', async () => {
    const keys = await deriveDraftKeys('token-1', binding.formId);
    const sealed = await sealDraft(keys, binding, plaintext);
    const decrypt = jest.spyOn(crypto.subtle, 'decrypt');

    for (const field of ['iv', 'ct', 'mac'] as const) {
      expect(await openDraft(keys, binding, flipBit(sealed, field))).toBeNull();
    }
    expect(decrypt).not.toHaveBeenCalled();
    expect(await openDraft(keys, binding, sealed)).toBe(plaintext);
    expect(decrypt).toHaveBeenCalledTimes(1);
  });

  it('refuses what is not a sealed draft of this format', async () => {
    const keys = await deriveDraftKeys('token-1', binding.formId);
    const sealed = await sealDraft(keys, binding, plaintext);
    const refused = [
      null,
      'text',
      {},
      { ...sealed, v: 2 },
      { ...sealed, iv: 'not base64url!' },
      { ...sealed, iv: toBase64Url(new Uint8Array(8)) },
      { ...sealed, ct: 'A' },
      { ...sealed, mac: '' },
    ];
    for (const value of refused) expect(await openDraft(keys, binding, value)).toBeNull();
  });
});
