import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('base64url');

/** Compares secrets in constant time, so timing does not reveal how much of a guess was right. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `payload.signature`: a value the client may hold but not change. */
export function sign(secret: string, payload: string): string {
  return `${payload}.${hmac(secret, payload)}`;
}

export function unsign(secret: string, signed: string | undefined): string | undefined {
  if (!signed || signed.length > 4096) return undefined;
  const dot = signed.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const payload = signed.slice(0, dot);
  return safeEqual(signed.slice(dot + 1), hmac(secret, payload)) ? payload : undefined;
}
