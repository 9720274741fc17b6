// The sealing of a form draft (spec §7: AES-CBC keyed on the session's token), with WebCrypto alone.
//
// Encrypt-then-MAC. CBC by itself is malleable: whoever can write to session storage (another script
// on the origin, an extension) can flip chosen bits of the next block's plaintext by flipping bits of
// the IV or a ciphertext block, and how the decryption fails (bad padding or not) is an oracle that
// decrypts a block byte by byte. So every draft carries an HMAC over everything it is made of, and
// `openDraft` checks it (crypto.subtle.verify compares in constant time) before it decrypts anything:
// a tampered draft is refused without ever being decrypted, and nothing about its padding leaks.

/** The stored form of a sealed draft; every field but `v` is base64url. */
export interface SealedDraft {
  v: typeof formatVersion;
  iv: string;
  ct: string;
  mac: string;
}

/** The two keys of one form for one session: never the same key for two purposes. */
export interface DraftKeys {
  encryption: CryptoKey;
  authentication: CryptoKey;
}

/** What a draft is bound to besides its keys: moved to another form or user, its MAC no longer fits. */
export interface DraftBinding {
  formId: string;
  identity: string;
}

/** The format's own version (not a form's): it is MACed, so a later format cannot be mistaken for it. */
export const formatVersion = 1;

const ivLength = 16;
const encoder = new TextEncoder();
// HKDF's salt may be public and fixed; it only has to be the same for every derivation of the app.
const salt = 'vool customer portal: form drafts';

/**
 * The keys for one form, derived from the session's token (spec §3: a public token made from the
 * session for this purpose, not the session cookie itself). A new session brings a new token, so a
 * draft of an earlier session can no longer be read.
 */
export async function deriveDraftKeys(token: string, formId: string): Promise<DraftKeys> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(token), 'HKDF', false, ['deriveBits']);
  // One 512-bit output, split in two: the first half encrypts, the second authenticates.
  const bits = new Uint8Array(
    await crypto.subtle.deriveBits(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: encoder.encode(salt),
        info: encoder.encode(`vool form draft v1:${formId}`),
      },
      material,
      512,
    ),
  );
  const [encryption, authentication] = await Promise.all([
    crypto.subtle.importKey('raw', bits.slice(0, 32), { name: 'AES-CBC' }, false, ['encrypt', 'decrypt']),
    crypto.subtle.importKey('raw', bits.slice(32), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]),
  ]);
  return { encryption, authentication };
}

/** Encrypts `plaintext` under a fresh random IV and MACs the result with its binding. */
export async function sealDraft(
  keys: DraftKeys,
  binding: DraftBinding,
  plaintext: string,
): Promise<SealedDraft> {
  const iv = crypto.getRandomValues(new Uint8Array(ivLength));
  const ct = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, keys.encryption, encoder.encode(plaintext)),
  );
  const mac = new Uint8Array(
    await crypto.subtle.sign('HMAC', keys.authentication, macInput(iv, ct, binding)),
  );
  return { v: formatVersion, iv: toBase64Url(iv), ct: toBase64Url(ct), mac: toBase64Url(mac) };
}

/**
 * The plaintext of a sealed draft, or `null` when it is not one this session sealed for this form
 * and identity: malformed, another format, another token, another binding, or altered in any byte.
 */
export async function openDraft(
  keys: DraftKeys,
  binding: DraftBinding,
  sealed: unknown,
): Promise<string | null> {
  if (!isSealedShape(sealed)) return null;
  const iv = fromBase64Url(sealed.iv);
  const ct = fromBase64Url(sealed.ct);
  const mac = fromBase64Url(sealed.mac);
  if (!iv || !ct || !mac || iv.length !== ivLength) return null;
  const genuine = await crypto.subtle.verify('HMAC', keys.authentication, mac, macInput(iv, ct, binding));
  // Before any decryption: see the note at the top of this file.
  if (!genuine) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(
      await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, keys.encryption, ct),
    );
  } catch {
    // Unreachable with a genuine MAC unless the keys were misused; refused like any other.
    return null;
  }
}

/**
 * version || iv || ciphertext || form id || identity, each variable part after its length (4 bytes,
 * big-endian), so that no two different drafts give the same bytes to MAC.
 */
function macInput(
  iv: Uint8Array,
  ct: Uint8Array,
  { formId, identity }: DraftBinding,
): Uint8Array<ArrayBuffer> {
  const parts = [iv, ct, encoder.encode(formId), encoder.encode(identity)];
  const length = 1 + parts.reduce((sum, part) => sum + 4 + part.length, 0);
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  bytes[0] = formatVersion;
  let at = 1;
  for (const part of parts) {
    view.setUint32(at, part.length);
    bytes.set(part, at + 4);
    at += 4 + part.length;
  }
  return bytes;
}

function isSealedShape(value: unknown): value is SealedDraft {
  if (typeof value !== 'object' || value === null) return false;
  const { v, iv, ct, mac } = value as Record<string, unknown>;
  return v === formatVersion && typeof iv === 'string' && typeof ct === 'string' && typeof mac === 'string';
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/** The bytes of a base64url text, or `null` when it is not one. */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}
