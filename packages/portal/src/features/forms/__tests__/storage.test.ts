import { createHash } from 'node:crypto';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fromBase64Url, toBase64Url, type SealedDraft } from '../crypto.ts';
import { discardAllDrafts, discardDraft, draftIdentity, loadDraft, openSlot, saveDraft } from '../storage.ts';

const formId = 'settings.contacts';
const identity = draftIdentity({
  user: { ssn: '010190-123A', clientCode: 'C100', name: 'Aino Virtanen', email: null },
  userOrRepresentativeCode: 'R200',
});
const values = { phone: '+358 40 123 4567', replyBy: 'EMAIL' };
const at = new Date('2026-11-24T12:05:00Z');

/** Rewrites the stored draft at `key` with one bit of `field` flipped. */
function tamper(key: string, field: 'iv' | 'ct' | 'mac') {
  const sealed = JSON.parse(sessionStorage.getItem(key) ?? 'null') as SealedDraft;
  const bytes = fromBase64Url(sealed[field]);
  if (!bytes) throw new Error(`${field} is not base64url`);
  bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 0x80;
  sessionStorage.setItem(key, JSON.stringify({ ...sealed, [field]: toBase64Url(bytes) }));
}

beforeEach(() => {
  sessionStorage.clear();
});

describe('form drafts in session storage', () => {
  it('keeps a draft under the form and a hash of the identity, sealed', async () => {
    const slot = await openSlot('token-1', identity, formId);
    const hash = createHash('sha256').update(identity).digest('hex').slice(0, 16);
    expect(slot.key).toBe(`vool.draft.settings.contacts.${hash}`);

    expect(await saveDraft(slot, 3, values, at)).toBe(true);
    const stored = sessionStorage.getItem(slot.key) ?? '';
    expect(Object.keys(JSON.parse(stored) as object).sort()).toEqual(['ct', 'iv', 'mac', 'v']);
    expect(stored).not.toContain('358');
    expect(stored).not.toContain('C100');

    expect(await loadDraft(slot, 3)).toEqual({ timestamp: at, values });
  });

  it('answers null when there is no draft', async () => {
    const slot = await openSlot('token-1', identity, formId);
    expect(await loadDraft(slot, 3)).toBeNull();
  });

  it("refuses and removes a draft of another session's token", async () => {
    await saveDraft(await openSlot('token-1', identity, formId), 3, values, at);
    const nextSession = await openSlot('token-2', identity, formId);
    expect(await loadDraft(nextSession, 3)).toBeNull();
    expect(sessionStorage.getItem(nextSession.key)).toBeNull();
  });

  it("never gives one identity another's draft, even moved into its place", async () => {
    const mine = await openSlot('token-1', identity, formId);
    const theirs = await openSlot(
      'token-1',
      draftIdentity({
        user: { ssn: '', clientCode: 'C100', name: '', email: null },
        userOrRepresentativeCode: 'C100',
      }),
      formId,
    );
    expect(theirs.key).not.toBe(mine.key);
    await saveDraft(mine, 3, values, at);
    expect(await loadDraft(theirs, 3)).toBeNull();

    sessionStorage.setItem(theirs.key, sessionStorage.getItem(mine.key) ?? '');
    expect(await loadDraft(theirs, 3)).toBeNull();
    expect(sessionStorage.getItem(theirs.key)).toBeNull();
    // Their own draft is left alone.
    expect(await loadDraft(mine, 3)).toEqual({ timestamp: at, values });
  });

  it.each(['iv', 'ct', 'mac'] as const)('refuses and removes a draft whose %s was altered', async (field) => {
    const slot = await openSlot('token-1', identity, formId);
    await saveDraft(slot, 3, values, at);
    tamper(slot.key, field);
    expect(await loadDraft(slot, 3)).toBeNull();
    expect(sessionStorage.getItem(slot.key)).toBeNull();
  });

  it("refuses and removes a draft of the form's older version", async () => {
    const slot = await openSlot('token-1', identity, formId);
    await saveDraft(slot, 2, values, at);
    expect(await loadDraft(slot, 3)).toBeNull();
    expect(sessionStorage.getItem(slot.key)).toBeNull();
  });

  it('refuses and removes what is not a draft at all', async () => {
    const slot = await openSlot('token-1', identity, formId);
    sessionStorage.setItem(slot.key, '{"v":1,');
    expect(await loadDraft(slot, 3)).toBeNull();
    expect(sessionStorage.getItem(slot.key)).toBeNull();
  });

  it("discards one form's draft, or at sign-out every draft and nothing else", async () => {
    const contacts = await openSlot('token-1', identity, formId);
    const addresses = await openSlot('token-1', identity, 'settings.addresses');
    await saveDraft(contacts, 3, values, at);
    await saveDraft(addresses, 1, { street: 'Mannerheimintie 1' }, at);
    sessionStorage.setItem('vool.other', 'kept');

    discardDraft(contacts);
    expect(sessionStorage.getItem(contacts.key)).toBeNull();
    expect(sessionStorage.getItem(addresses.key)).not.toBeNull();

    await saveDraft(contacts, 3, values, at);
    discardAllDrafts();
    expect(Object.keys(sessionStorage)).toEqual(['vool.other']);
  });

  it('does not store a save that a discard overtook', async () => {
    const slot = await openSlot('token-1', identity, formId);
    const saving = new AbortController();
    const stored = saveDraft(slot, 3, values, at, saving.signal);
    saving.abort();
    expect(await stored).toBe(false);
    expect(sessionStorage.getItem(slot.key)).toBeNull();
  });
});
