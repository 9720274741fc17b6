import type {
  CreateContractBody,
  CreateEstoniaContractBody,
  LocaleId,
  SigningStarted,
} from '@vool/api-client';
import { estonianPersonalCodeValid } from '@vool/api-client';
import { randomToken, sha256 } from '../../crypto.ts';
import { dayOf, formatDay } from '../../energy/time.ts';
import { HttpError, validationError } from '../../errors.ts';
import { sha256Hex } from '../../integrations/signing.ts';
import type { ActiveSession } from '../auth/sessions.ts';
import { agreementPdf, creationOf, renewalOf } from '../contracts/agreements.ts';
import type { SigningServiceOptions } from './service.ts';

/** Where the signing happens: the site, its brand and the customer's language. */
export interface SigningPlace {
  siteId: number;
  themeId: string;
  locale: LocaleId;
  session: ActiveSession;
}

/** What finalize makes of a signed agreement (the create bodies' fields, the renewal's dates). */
export interface Payload {
  kind: 'SupplyContract' | 'GasSupplyContract' | 'HeatingGridContract';
  usagePointId: number;
  counterparty: string;
  startDate: string;
  endDate: string | null;
  delivery: 'email' | 'postal';
  groupId: number | null;
  productName: string;
}

const contractNotFound = () => new HttpError(404, 'NotFound', 'No such contract', 'CONTRACT_NOT_FOUND');
const supplyKinds = {
  electricity: 'SupplyContract',
  gas: 'GasSupplyContract',
  heating: 'HeatingGridContract',
} as const;

/**
 * Starting a signing: the agreement is drawn as the PDF the signer signs, its hash goes to the gateway,
 * and the signing is kept with the exact bytes, bound to the session and acting client.
 */
export function signingStarts({ db, repository, gateway, now, draw }: SigningServiceOptions) {
  const today = () => formatDay(dayOf(now().getTime()));

  async function start(
    place: SigningPlace,
    action: 'renew' | 'create',
    input: {
      contractId: number | null;
      productId: string;
      productName: string;
      title: string;
      document: Buffer;
      payload: Payload;
    },
  ): Promise<SigningStarted> {
    const { session } = place;
    const documentSha256 = sha256Hex(input.document);
    const started = await gateway.start({
      siteId: place.siteId,
      signer: { code: session.user.ssn, name: session.user.name },
      title: input.title,
      documentSha256,
    });
    const token = randomToken(24);
    const at = now();
    await repository.insert({
      token_hash: sha256(token),
      site_id: place.siteId,
      client_id: session.acting.id,
      session_id: session.id,
      action,
      contract_id: input.contractId,
      product_id: input.productId,
      payload: JSON.stringify(input.payload),
      document: input.document,
      document_title: input.title,
      gateway_reference: started.reference,
      verification_code: started.verificationCode,
      status: 'pending',
      failure_code: null,
      signature: null,
      expires_at: started.expiresAt,
      created_at: at,
      updated_at: at,
      finalized_at: null,
      result_contract_id: null,
    });
    return {
      signingToken: token,
      verificationCode: started.verificationCode,
      expiresAt: started.expiresAt.toISOString(),
      status: 'pending',
    };
  }

  return {
    async renew(place: SigningPlace, contractId: number, productId: string, delivery?: 'email' | 'postal') {
      const clientId = place.session.acting.id;
      const renewal = await renewalOf(db, {
        siteId: place.siteId,
        clientId,
        contractId,
        productId,
        today: today(),
        locale: place.locale,
      });
      if (!renewal) throw contractNotFound();
      const { contract, product, startDate, endDate } = renewal;
      const usagePointId = await repository.usagePointOf(clientId, contractId);
      if (usagePointId === null || usagePointId === undefined) throw contractNotFound();
      const chosen = delivery ?? contract.delivery;
      const document = await agreementPdf(draw, {
        siteId: place.siteId,
        themeId: place.themeId,
        locale: place.locale,
        customer: { name: place.session.user.name, code: place.session.acting.clientCode },
        product,
        place: contract.place!,
        objectId: contract.objectId,
        startDate,
        endDate,
        delivery: chosen,
        number: null,
      });
      // A new start replaces a signing of the same contract still waiting on the signer's device.
      for (const old of await repository.pendingFor(clientId, contractId)) {
        await gateway.cancel(old.gateway_reference);
        await repository.settle(
          old.token_hash,
          { status: 'cancelled', failureCode: 'REPLACED', signature: null },
          now(),
        );
      }
      return start(place, 'renew', {
        contractId,
        productId,
        productName: product.name,
        title: `renewal-${contract.number}`,
        document,
        payload: {
          kind: contract.kind as Payload['kind'],
          usagePointId,
          counterparty: contract.counterparty,
          startDate,
          endDate,
          delivery: chosen,
          groupId: contract.groupId,
          productName: product.name,
        },
      });
    },

    async create(
      place: SigningPlace,
      body: CreateContractBody | (CreateEstoniaContractBody & { objectId?: never }),
    ) {
      const objectId =
        'objectId' in body && body.objectId ? body.objectId : (body as CreateEstoniaContractBody).eic;
      if ('personalCode' in body && !estonianPersonalCodeValid(body.personalCode)) {
        throw validationError('This is not a valid personal code', 'PERSONAL_CODE', {
          '/personalCode': 'is not a valid isikukood',
        });
      }
      // Smart-ID signs as the person signed in: the agreement names them, nobody else.
      if ('personalCode' in body && body.personalCode !== place.session.user.ssn) {
        throw validationError(
          'This is not the personal code of the person signing',
          'PERSONAL_CODE_NOT_SIGNER',
          {
            '/personalCode': 'is not the signer’s own',
          },
        );
      }
      const made = await creationOf(db, {
        siteId: place.siteId,
        clientId: place.session.acting.id,
        objectId,
        productId: body.productId,
        startDate: body.startDate,
        today: today(),
        locale: place.locale,
      });
      const delivery = body.delivery ?? 'email';
      const document = await agreementPdf(draw, {
        siteId: place.siteId,
        themeId: place.themeId,
        locale: place.locale,
        customer: { name: place.session.user.name, code: place.session.acting.clientCode },
        product: made.product,
        place: made.place,
        objectId,
        startDate: made.startDate,
        endDate: made.endDate,
        delivery,
        number: null,
      });
      return start(place, 'create', {
        contractId: null,
        productId: body.productId,
        productName: made.product.name,
        title: `agreement-${objectId}`,
        document,
        payload: {
          kind: supplyKinds[made.product.utility],
          usagePointId: made.usagePointId,
          counterparty: made.counterparty,
          startDate: made.startDate,
          endDate: made.endDate,
          delivery,
          groupId: null,
          productName: made.product.name,
        },
      });
    },
  };
}
