import { createHash } from 'node:crypto';
import type { StoredSignature } from '../db/schema.ts';

/** What a signer is asked to sign: the document is named and hashed, never sent whole. */
export interface SignatureRequestInput {
  siteId: number;
  /** The person who signs (the signed-in user, also when acting for a company). */
  signer: { code: string; name: string };
  title: string;
  /** SHA-256 of the document's bytes, hex. */
  documentSha256: string;
}

export interface StartedSignature {
  /** The gateway's id of the request: every later question names it. */
  reference: string;
  verificationCode: string;
  expiresAt: Date;
}

export type SignatureOutcome =
  | { status: 'pending' }
  | { status: 'signed'; signature: StoredSignature }
  | { status: 'refused' | 'expired' | 'error'; code: string };

/**
 * A document-signing service as Smart-ID, Mobile-ID and the banks' e-ID signing work: the relying
 * party starts a request, the signer sees a verification code on their device and signs there, and the
 * relying party polls for the outcome (these services do not call back). The sandbox adapter beside this
 * file is the test environment; a real adapter takes its place behind the same interface.
 */
export interface SigningGateway {
  start(input: SignatureRequestInput): Promise<StartedSignature>;
  /** Where a request is; a signature is verified before it is answered as signed. */
  status(reference: string): Promise<SignatureOutcome>;
  /** Withdraws a request still pending (the customer stopped in the portal). */
  cancel(reference: string): Promise<void>;
}

/**
 * The four digits the signer's device shows, derived from the document's hash as Smart-ID derives its
 * verification code: the last two bytes of SHA-256 of the hash, as a number, modulo 10,000.
 */
export function verificationCodeOf(documentSha256: string): string {
  const digest = createHash('sha256').update(Buffer.from(documentSha256, 'hex')).digest();
  return String(digest.readUInt16BE(digest.length - 2) % 10_000).padStart(4, '0');
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
