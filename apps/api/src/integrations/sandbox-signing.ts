import { hmac, randomToken, safeEqual } from '../crypto.ts';
import type { Db } from '../db/connect.ts';
import type { StoredSignature } from '../db/schema.ts';
import {
  verificationCodeOf,
  type SignatureOutcome,
  type SignatureRequestInput,
  type SigningGateway,
  type StartedSignature,
} from './signing.ts';

export interface SandboxSigningTiming {
  /** How long a signer has to answer before the request expires. */
  lifetimeMs: number;
  /** From the tester's answer to the gateway reporting it, as a phone's answer takes its time. */
  answerDelayMs: number;
}

/** The tester's answers on the sandbox page (areas/sandbox/signing.ts). */
export type SandboxDecision = 'sign' | 'refuse' | 'expire' | 'fail';

const decided: Record<SandboxDecision, 'signed' | 'refused' | 'expired' | 'error'> = {
  sign: 'signed',
  refuse: 'refused',
  expire: 'expired',
  fail: 'error',
};
const failureCodes = { refused: 'USER_REFUSED', expired: 'TIMEOUT', error: 'GATEWAY_ERROR' } as const;

/**
 * The signing service's test environment. Requests wait in its own table until the tester answers on
 * /sandbox/signing; the answer reaches the relying party `answerDelayMs` later. Its signature is an
 * HMAC under a key only the gateway and this adapter hold (a real one is an X.509 signature checked
 * against the signer's certificate), verified here before a request is reported signed.
 */
export class SandboxSigning implements SigningGateway {
  private readonly key: string;

  constructor(
    private readonly db: Db,
    secret: string,
    private readonly now: () => Date,
    private readonly timing: SandboxSigningTiming,
  ) {
    this.key = hmac(secret, 'signing:sandbox');
  }

  async start(input: SignatureRequestInput): Promise<StartedSignature> {
    const created = this.now();
    const row = {
      reference: `sig_${randomToken(18)}`,
      verificationCode: verificationCodeOf(input.documentSha256),
      expiresAt: new Date(created.getTime() + this.timing.lifetimeMs),
    };
    await this.db
      .insertInto('sandbox_signature_requests')
      .values({
        reference: row.reference,
        site_id: input.siteId,
        signer_code: input.signer.code,
        signer_name: input.signer.name,
        document_title: input.title,
        document_sha256: input.documentSha256,
        verification_code: row.verificationCode,
        status: 'pending',
        signature: null,
        created_at: created,
        expires_at: row.expiresAt,
        answered_at: null,
      })
      .execute();
    return row;
  }

  async status(reference: string): Promise<SignatureOutcome> {
    const row = await this.db
      .selectFrom('sandbox_signature_requests')
      .selectAll()
      .where('reference', '=', reference)
      .executeTakeFirst();
    if (!row) return { status: 'error', code: 'UNKNOWN_REQUEST' };
    const now = this.now().getTime();
    if (row.status === 'pending') {
      return now >= row.expires_at.getTime()
        ? { status: 'expired', code: failureCodes.expired }
        : { status: 'pending' };
    }
    if (row.answered_at && now < row.answered_at.getTime() + this.timing.answerDelayMs)
      return { status: 'pending' };
    if (row.status !== 'signed') return { status: row.status, code: failureCodes[row.status] };
    const signature = row.signature;
    if (!signature || !this.holds(reference, signature, row.document_sha256)) {
      return { status: 'error', code: 'SIGNATURE_INVALID' };
    }
    return { status: 'signed', signature };
  }

  async cancel(reference: string): Promise<void> {
    await this.db
      .deleteFrom('sandbox_signature_requests')
      .where('reference', '=', reference)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The requests a tester may answer at this site, oldest first. */
  pending(siteId: number) {
    return this.db
      .selectFrom('sandbox_signature_requests')
      .select([
        'reference',
        'signer_name',
        'signer_code',
        'document_title',
        'verification_code',
        'created_at',
        'expires_at',
      ])
      .where('site_id', '=', siteId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', this.now())
      .orderBy('created_at')
      .execute();
  }

  /** The tester's answer; false when the request is not pending at this site (answered, expired, gone). */
  async answer(siteId: number, reference: string, decision: SandboxDecision): Promise<boolean> {
    const at = this.now();
    const row = await this.db
      .selectFrom('sandbox_signature_requests')
      .select(['signer_code', 'signer_name', 'document_sha256'])
      .where('reference', '=', reference)
      .where('site_id', '=', siteId)
      .where('status', '=', 'pending')
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (!row) return false;
    const signature =
      decision === 'sign'
        ? this.signatureOf(reference, row.signer_code, row.signer_name, row.document_sha256, at)
        : null;
    // Only a pending request moves: of two answers posted at once, one counts and the other is refused.
    const moved = await this.db
      .updateTable('sandbox_signature_requests')
      .set({
        status: decided[decision],
        answered_at: at,
        signature: signature ? JSON.stringify(signature) : null,
        ...(decision === 'expire' ? { expires_at: at } : {}),
      })
      .where('reference', '=', reference)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return moved.numUpdatedRows > 0n;
  }

  private signatureOf(reference: string, code: string, name: string, sha: string, at: Date): StoredSignature {
    const signedAt = at.toISOString();
    const signatureId = `S-${reference.slice(4, 16).toUpperCase()}`;
    return {
      signer: name,
      signerCode: code,
      signedAt,
      signatureId,
      documentSha256: sha,
      value: hmac(this.key, `${reference}|${sha}|${code}|${signedAt}|${signatureId}`),
    };
  }

  private holds(reference: string, signature: StoredSignature, sha: string): boolean {
    const expected = hmac(
      this.key,
      `${reference}|${sha}|${signature.signerCode}|${signature.signedAt}|${signature.signatureId}`,
    );
    return signature.documentSha256 === sha && safeEqual(signature.value, expected);
  }
}
