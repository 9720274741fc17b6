import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import {
  signingLifetimeSeconds,
  type ContractOffers,
  type FinalizeAnswer,
  type SigningStarted,
  type SigningState,
  type StartInfo,
} from '@vool/api-client';
import { verificationCodeOf } from '../src/integrations/signing.ts';
import { refusal, signedIn, type SignedIn } from './settings-helpers.ts';
import { testApp } from './helpers.ts';

let at = Date.parse('2026-11-18T10:00:00.000Z');
let world: Awaited<ReturnType<typeof testApp>>;
const settings = () => ({ ...world, now: () => new Date(at), advance: (ms: number) => (at += ms) });

beforeAll(async () => {
  world = await testApp({ now: () => new Date(at), sandbox: true, signingSandbox: { answerDelayMs: 0 } });
}, 60_000);
afterAll(async () => {
  await world.close();
});

const person = (host: string, index = 0) => signedIn(settings(), host, index);

/** The tester's answer on the sandbox page, as its form posts it. */
const answer = (who: SignedIn, reference: string, decision: string) =>
  world.app.inject({
    method: 'POST',
    url: '/sandbox/signing/answer',
    headers: { host: who.host, accept: 'application/json' },
    payload: { reference, decision },
  });

/** The sandbox's waiting request with this code. */
async function requestOf(who: SignedIn, code: string) {
  const list = (await world.app.inject({ url: '/sandbox/signing.json', headers: { host: who.host } })).json<
    Array<{ reference: string; verificationCode: string }>
  >();
  return list.find((r) => r.verificationCode === code);
}

const status = async (who: SignedIn, token: string) =>
  who.call('GET', `/api/contracts/signing/status?signingToken=${encodeURIComponent(token)}`);
const finalize = (who: SignedIn, token: string) =>
  who.call('POST', '/api/contracts/finalize', { signingToken: token });

async function startRenewal(who: SignedIn) {
  const offers = (await who.call('GET', '/api/me/contract-offers')).json<ContractOffers>();
  const offer = offers[0]!;
  const started = await who.call('POST', `/api/contracts/${String(offer.contractId)}/renew`, {
    productId: offer.products[0]!.id,
  });
  expect(started.statusCode).toBe(200);
  return { offer, started: started.json<SigningStarted>() };
}

/** The names of the files embedded in a PDF (its catalog's EmbeddedFiles name tree, one level). */
function attachedNames(pdf: PDFDocument): string[] {
  const names = pdf.catalog.lookup(PDFName.of('Names'), PDFDict);
  const files = names.lookup(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = files.lookup(PDFName.of('Names'), PDFArray);
  return list
    .asArray()
    .filter((item) => item instanceof PDFString || item instanceof PDFHexString)
    .map((item) => item.decodeText())
    .sort();
}

const contractRow = (id: number) =>
  world.db.selectFrom('contracts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('a signing that ends without a signature', () => {
  it('is refused on the device: nothing to finalize, nothing to download', async () => {
    const aino = await person('aurora.localhost');
    const { offer, started } = await startRenewal(aino);
    const request = await requestOf(aino, started.verificationCode);
    await answer(aino, request!.reference, 'refuse');
    expect((await status(aino, started.signingToken)).json<SigningState>()).toMatchObject({
      status: 'refused',
      failureCode: 'USER_REFUSED',
    });
    expect(refusal(await finalize(aino, started.signingToken))).toMatchObject({
      status: 422,
      code: 'SIGNING_NOT_SIGNED',
    });
    const url = `/api/contracts/signing/download?signingToken=${encodeURIComponent(started.signingToken)}`;
    expect((await aino.call('GET', url)).statusCode).toBe(404);
    expect((await contractRow(offer.contractId)).renewed_by).toBeNull();
  });

  it('expires when the signer does not answer in time', async () => {
    const aino = await person('aurora.localhost');
    const { started } = await startRenewal(aino);
    settings().advance(signingLifetimeSeconds * 1000 - 1);
    // The time left is counted up to the next whole second: 1 ms is a second still to wait.
    expect((await status(aino, started.signingToken)).json<SigningState>()).toMatchObject({
      status: 'pending',
      secondsLeft: 1,
    });
    settings().advance(1);
    expect((await status(aino, started.signingToken)).json<SigningState>()).toMatchObject({
      status: 'expired',
      failureCode: 'TIMEOUT',
      secondsLeft: 0,
    });
    expect(await requestOf(aino, started.verificationCode)).toBeUndefined();
  });

  it('fails when the gateway does', async () => {
    const aino = await person('aurora.localhost');
    const { started } = await startRenewal(aino);
    await answer(aino, (await requestOf(aino, started.verificationCode))!.reference, 'fail');
    expect((await status(aino, started.signingToken)).json<SigningState>()).toMatchObject({
      status: 'error',
      failureCode: 'GATEWAY_ERROR',
    });
  });

  it('is cancelled by the customer: the request leaves the device, and a later answer is refused', async () => {
    const aino = await person('aurora.localhost');
    const { started } = await startRenewal(aino);
    const request = await requestOf(aino, started.verificationCode);
    const cancelled = await aino.call('POST', '/api/contracts/signing/cancel', {
      signingToken: started.signingToken,
    });
    expect(cancelled.json<SigningState>()).toMatchObject({ status: 'cancelled' });
    expect(await requestOf(aino, started.verificationCode)).toBeUndefined();
    expect((await answer(aino, request!.reference, 'sign')).statusCode).toBe(409);
    expect((await status(aino, started.signingToken)).json<SigningState>().status).toBe('cancelled');
  });
});

describe('who may see a signing', () => {
  it('is the session that started it: another session, even of the same person, gets 404 and 204', async () => {
    const aino = await person('aurora.localhost');
    const { started } = await startRenewal(aino);
    const again = await person('aurora.localhost');
    expect(refusal(await status(again, started.signingToken))).toMatchObject({
      status: 404,
      code: 'SIGNING_NOT_FOUND',
    });
    expect((await finalize(again, started.signingToken)).statusCode).toBe(204);
    const cancel = await again.call('POST', '/api/contracts/signing/cancel', {
      signingToken: started.signingToken,
    });
    expect(cancel.statusCode).toBe(404);
    expect((await status(aino, started.signingToken)).json<SigningState>().status).toBe('pending');
  });

  it('answers 204 to finalize an unknown token and 401 without a session', async () => {
    const aino = await person('aurora.localhost');
    expect((await finalize(aino, 'x'.repeat(32))).statusCode).toBe(204);
    const anonymous = await world.app.inject({
      method: 'POST',
      url: '/api/contracts/finalize',
      headers: { host: 'aurora.localhost' },
      payload: { signingToken: 'x'.repeat(32) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the site's switches", () => {
  it('refuse to start a signing without the signing gateway', async () => {
    const who = await person('daugava.localhost');
    const offers = (await who.call('GET', '/api/me/contract-offers')).json<ContractOffers>();
    const contractId = offers[0]?.contractId ?? 1;
    const started = await who.call('POST', `/api/contracts/${String(contractId)}/renew`, {
      productId: 'any',
    });
    expect(refusal(started)).toMatchObject({ status: 422, code: 'SIGNING_UNAVAILABLE' });
  });

  it('refuse renewals where contracts are managed elsewhere', async () => {
    const who = await person('saimaa.localhost');
    const started = await who.call('POST', '/api/contracts/1/renew', { productId: 'any' });
    expect(refusal(started)).toMatchObject({ status: 403, code: 'CONTRACT_MANAGEMENT_DISABLED' });
  });

  it("refuse another client's contract as if it did not exist", async () => {
    const aino = await person('aurora.localhost');
    const other = await world.db
      .selectFrom('contracts')
      .select('id')
      .where('client_id', '!=', aino.clientId)
      .where('kind', '=', 'SupplyContract')
      .executeTakeFirstOrThrow();
    const started = await aino.call('POST', `/api/contracts/${String(other.id)}/renew`, { productId: 'any' });
    expect(refusal(started)).toMatchObject({ status: 404, code: 'CONTRACT_NOT_FOUND' });
  });
});

describe('the signed agreement', () => {
  it('downloads the signed agreement with the exact signed bytes and the signature attached', async () => {
    const aino = await person('aurora.localhost');
    const { started } = await startRenewal(aino);
    const request = await requestOf(aino, started.verificationCode);
    await answer(aino, request!.reference, 'sign');
    const url = `/api/contracts/signing/download?signingToken=${encodeURIComponent(started.signingToken)}`;
    const download = await aino.call('GET', url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/attachment; filename=".*-signed\.pdf"/);
    const pdf = await PDFDocument.load(download.rawPayload);
    expect(pdf.getPageCount()).toBeGreaterThan(1);
    expect(attachedNames(pdf)).toEqual(['agreement.pdf', 'signature.json']);
  });
});

describe('a new contract', () => {
  it('is signed and made at one of the client’s usage points', async () => {
    // Not the first person: their fixed term is what the renewal tests below sign for. The first
    // other one with a point a contract can be made at today (no fixed term running past the window).
    const found = [];
    for (const index of [1, 2, 3, 4]) {
      const who = await person('aurora.localhost', index);
      const points = await world.db
        .selectFrom('usage_points')
        .select(['id', 'identifier', 'utility'])
        .where('client_id', '=', who.clientId)
        .where('utility', '=', 'electricity')
        .execute();
      for (const p of points) {
        const info = (await who.call('GET', `/api/contracts/start-info/${p.identifier}`)).json<StartInfo>();
        if (info.opensOn === null) found.push({ aino: who, point: p, info });
      }
      if (found.length > 0) break;
    }
    const { aino, point, info } = found[0]!;
    const products = (
      await aino.call('GET', `/api/products?utility=electricity&supplyStartDate=${info.earliestStartDate}`)
    ).json<Array<{ id: string }>>();
    const started = await aino.call('POST', '/api/contracts/create', {
      productId: products[0]!.id,
      objectId: point.identifier,
      startDate: info.earliestStartDate,
      delivery: 'email',
    });
    expect(started.statusCode).toBe(200);
    const { signingToken, verificationCode } = started.json<SigningStarted>();
    await answer(aino, (await requestOf(aino, verificationCode))!.reference, 'sign');
    const made = (await finalize(aino, signingToken)).json<FinalizeAnswer>();
    expect(made.action).toBe('create');
    expect(await contractRow(made.contractId)).toMatchObject({
      usage_point_id: point.id,
      start_date: info.earliestStartDate,
      client_id: aino.clientId,
    });
  });

  it('on an Estonian site needs the signer’s own isikukood, and is for Estonian sites only', async () => {
    const kiir = await person('kiir.localhost');
    const point = await world.db
      .selectFrom('usage_points')
      .select(['identifier'])
      .where('client_id', '=', kiir.clientId)
      .executeTakeFirstOrThrow();
    const info = (await kiir.call('GET', `/api/contracts/start-info/${point.identifier}`)).json<StartInfo>();
    const products = (await kiir.call('GET', `/api/products?utility=${info.utility}`)).json<
      Array<{ id: string }>
    >();
    const body = {
      productId: products[0]!.id,
      personalCode: '39001010001',
      eic: point.identifier,
      networkOperator: info.networkOperator,
      startDate: info.earliestStartDate,
    };
    expect(refusal(await kiir.call('POST', '/api/contracts/create/estonia', body))).toMatchObject({
      status: 422,
      code: 'PERSONAL_CODE',
    });
    // Valid, but not the code of the person signed in, who is the one to sign.
    expect(
      refusal(
        await kiir.call('POST', '/api/contracts/create/estonia', { ...body, personalCode: '39001010000' }),
      ),
    ).toMatchObject({
      status: 422,
      code: 'PERSONAL_CODE_NOT_SIGNER',
      fields: { '/personalCode': expect.any(String) },
    });
    const valid = await kiir.call('POST', '/api/contracts/create/estonia', {
      ...body,
      personalCode: kiir.ssn,
    });
    expect(valid.statusCode).toBe(200);
    const aino = await person('aurora.localhost');
    expect((await aino.call('POST', '/api/contracts/create/estonia', body)).statusCode).toBe(404);
  });
});

describe('the verification code', () => {
  it('is four digits derived from the document hash, as Smart-ID derives it', () => {
    const hash = 'ab'.repeat(32);
    expect(verificationCodeOf(hash)).toMatch(/^\d{4}$/);
    expect(verificationCodeOf(hash)).toBe(verificationCodeOf(hash));
    expect(verificationCodeOf('cd'.repeat(32))).not.toBe(verificationCodeOf(hash));
  });
});

// Last: it uses up the first person's renewal offer, which the tests above start signings for.
describe('renewing by signature', () => {
  it('changes nothing until finalized, then makes the renewal once however often it is finalized', async () => {
    const aino = await person('aurora.localhost');
    const { offer, started } = await startRenewal(aino);
    expect(started).toMatchObject({ status: 'pending', verificationCode: expect.stringMatching(/^\d{4}$/) });
    expect(Date.parse(started.expiresAt) - at).toBe(signingLifetimeSeconds * 1000);

    const request = await requestOf(aino, started.verificationCode);
    expect(request).toBeDefined();
    expect((await status(aino, started.signingToken)).json<SigningState>()).toMatchObject({
      status: 'pending',
      action: 'renew',
      contractId: offer.contractId,
      finalized: false,
      secondsLeft: signingLifetimeSeconds,
    });
    expect((await answer(aino, request!.reference, 'sign')).statusCode).toBe(200);
    // The sandbox takes an answer once: a replayed post is refused.
    expect((await answer(aino, request!.reference, 'refuse')).statusCode).toBe(409);

    const signed = (await status(aino, started.signingToken)).json<SigningState>();
    expect(signed).toMatchObject({
      status: 'signed',
      secondsLeft: signingLifetimeSeconds,
      finalized: false,
      documentName: expect.stringMatching(/\.pdf$/),
    });
    expect((await contractRow(offer.contractId)).renewed_by).toBeNull();

    const first = await finalize(aino, started.signingToken);
    expect(first.statusCode).toBe(200);
    const made = first.json<FinalizeAnswer>();
    expect(made.action).toBe('renew');
    const again = await finalize(aino, started.signingToken);
    expect(again.json<FinalizeAnswer>()).toEqual(made);

    const old = await contractRow(offer.contractId);
    const renewal = await contractRow(made.contractId);
    expect(old.renewed_by).toBe(made.contractId);
    expect(renewal).toMatchObject({
      client_id: aino.clientId,
      usage_point_id: old.usage_point_id,
      start_date: offer.startDate,
      product_id: offer.products[0]!.id,
    });
    const count = await world.db
      .selectFrom('contracts')
      .select((e) => e.fn.countAll<string>().as('n'))
      .where('renewed_by', '=', made.contractId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    expect((await status(aino, started.signingToken)).json<SigningState>()).toMatchObject({
      finalized: true,
      resultContractId: made.contractId,
    });
  });
});
