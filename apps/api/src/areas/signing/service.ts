import type { FinalizeAnswer, LocaleId, SigningState } from '@vool/api-client';
import type { ThemeId } from '@vool/tokens/brands';
import { sha256 } from '../../crypto.ts';
import type { Db } from '../../db/connect.ts';
import { HttpError, validationError } from '../../errors.ts';
import type { SigningGateway } from '../../integrations/signing.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { insertSignedContract } from '../contracts/agreements.ts';
import { pdfBrand } from '../invoices/pdf-brand.ts';
import type { DrawPdf } from '../../pdfs/jobs.ts';
import type { SigningOwner, SigningRow, SigningsRepository } from './repository.ts';
import { signingStarts, type Payload } from './start.ts';

export type { SigningPlace } from './start.ts';

const notFound = () => new HttpError(404, 'NotFound', 'No such signing', 'SIGNING_NOT_FOUND');
const owner = (session: ActiveSession): SigningOwner => ({
  sessionId: session.id,
  clientId: session.acting.id,
});

export interface SigningServiceOptions {
  db: Db;
  repository: SigningsRepository;
  gateway: SigningGateway;
  now: () => Date;
  /** Draws the agreements and the signed documents (app.ts's pool, pdfs/pool.ts). */
  draw: DrawPdf;
}

/**
 * Renewals and new contracts, signed through the document-signing gateway. Nothing of the contracts
 * changes until a signed agreement is finalized; finalizing twice makes the change once and answers
 * the same. A signing belongs to the session and client that started it: to anyone else it is 404.
 */
export function signingService(options: SigningServiceOptions) {
  const { db, repository, gateway, now, draw } = options;

  /** The signing as the gateway now has it; a pending one is asked about again. */
  async function current(token: string, session: ActiveSession): Promise<SigningRow> {
    const hash = sha256(token);
    const row = await repository.find(hash, owner(session));
    if (!row) throw notFound();
    if (row.status !== 'pending') return row;
    const outcome = await gateway.status(row.gateway_reference);
    if (outcome.status === 'pending') return row;
    await repository.settle(
      hash,
      outcome.status === 'signed'
        ? { status: 'signed', failureCode: null, signature: outcome.signature }
        : { status: outcome.status, failureCode: outcome.code, signature: null },
      now(),
    );
    return (await repository.find(hash, owner(session)))!;
  }

  const stateOf = (row: SigningRow): SigningState => {
    const payload = row.payload as unknown as Payload;
    return {
      status: row.status,
      action: row.action,
      verificationCode: row.verification_code,
      expiresAt: row.expires_at.toISOString(),
      secondsLeft: Math.max(0, Math.ceil((row.expires_at.getTime() - now().getTime()) / 1000)),
      contractId: row.contract_id,
      productName: payload.productName,
      documentName: row.status === 'signed' ? `${row.document_title}-signed.pdf` : null,
      finalized: row.finalized_at !== null,
      resultContractId: row.result_contract_id,
      failureCode: row.failure_code,
    };
  };

  return {
    ...signingStarts(options),

    async status(token: string, session: ActiveSession): Promise<SigningState> {
      return stateOf(await current(token, session));
    },

    async cancel(token: string, session: ActiveSession): Promise<SigningState> {
      const row = await current(token, session);
      if (row.status === 'pending') {
        await gateway.cancel(row.gateway_reference);
        await repository.settle(
          row.token_hash,
          { status: 'cancelled', failureCode: 'CANCELLED', signature: null },
          now(),
        );
        return stateOf((await repository.find(row.token_hash, owner(session)))!);
      }
      return stateOf(row);
    },

    /** The signed container; 404 until it is signed. */
    async download(
      token: string,
      session: ActiveSession,
      place: { themeId: ThemeId; timeZone: string; locale: LocaleId },
    ) {
      const row = await current(token, session);
      if (row.status !== 'signed' || !row.signature) throw notFound();
      const input = {
        agreement: (await repository.document(row.token_hash, owner(session)))!,
        signature: row.signature,
        title: row.document_title,
        locale: place.locale,
        timeZone: place.timeZone,
        brand: pdfBrand(place.themeId),
      };
      return {
        filename: `${row.document_title}-signed.pdf`,
        body: await draw({ document: 'signed-contract', input }),
      };
    },

    /** Makes the signed change, once; undefined when the token names nothing to finalize (204). */
    async finalize(token: string, session: ActiveSession): Promise<FinalizeAnswer | undefined> {
      const hash = sha256(token);
      if (!(await repository.find(hash, owner(session)))) return undefined;
      const row = await current(token, session);
      if (row.finalized_at && row.result_contract_id !== null) {
        return { action: row.action, contractId: row.result_contract_id };
      }
      if (row.status !== 'signed') {
        throw validationError(`This agreement is not signed (${row.status})`, 'SIGNING_NOT_SIGNED');
      }
      return db.transaction().execute(async (tx) => {
        const claimed = await repository.claim(tx, hash, now());
        if (!claimed) {
          // Finalized by a call that got there first: answer what it made.
          const done = (await repository.find(hash, owner(session), tx))!;
          return { action: done.action, contractId: done.result_contract_id! };
        }
        const payload = claimed.payload as unknown as Payload;
        if (claimed.action === 'renew' && (await repository.renewed(tx, claimed.contract_id!))) {
          throw validationError('This contract was renewed already', 'ALREADY_RENEWED');
        }
        const contractId = await insertSignedContract(tx, {
          siteId: claimed.site_id,
          clientId: claimed.client_id,
          kind: payload.kind,
          usagePointId: payload.usagePointId,
          productId: claimed.product_id,
          counterparty: payload.counterparty,
          startDate: payload.startDate,
          endDate: payload.endDate,
          delivery: payload.delivery,
          signedAt: new Date(claimed.signature!.signedAt),
          renews: claimed.action === 'renew' ? claimed.contract_id : null,
          groupId: payload.groupId,
        });
        await repository.finished(tx, hash, contractId);
        return { action: claimed.action, contractId };
      });
    },
  };
}

export type SigningService = ReturnType<typeof signingService>;
