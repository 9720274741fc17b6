import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { composeIBAN } from 'ibantools';
import type { Contacts, StepUpStatus } from '@vool/api-client';
import { stepUpFreshnessMs } from '@vool/api-client';
import { identityLink } from './helpers.ts';
import {
  auditOf,
  lastLinkTo,
  profileOf,
  refusal,
  settingsWorld,
  signedIn,
  stepUp,
  type SettingsWorld,
  type SignedIn,
} from './settings-helpers.ts';

const kiir = 'kiir.localhost';
/** Kuusi signs in by e-mail only: it has no e-ID to step up with. */
const kuusi = 'kuusi.localhost';

let world: SettingsWorld;
let mari: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  world = await settingsWorld();
  mari = await signedIn(world, kiir, 0);
  other = await signedIn(world, kiir, 1);
}, 60_000);
afterAll(async () => {
  await world.close();
});

let serial = 0;
/** A new valid Estonian IBAN (Swedbank) each time. */
function nextIban() {
  serial += 1;
  const account = String(serial).padStart(13, '0');
  const weights = [7, 3, 1];
  const sum = Array.from(account, Number).reduce(
    (s, d, i) => s + d * weights[(account.length - 1 - i) % 3]!,
    0,
  );
  return composeIBAN({ countryCode: 'EE', bban: `22${account}${(10 - (sum % 10)) % 10}` })!;
}

const addAccount = (who: SignedIn) =>
  who.call('POST', '/api/me/bank-accounts', { iban: nextIban(), holderName: who.name, default: false });

const statusOf = async (who: SignedIn) => (await who.call('GET', '/api/me/step-up')).json<StepUpStatus>();
const sessionAuthenticatedAt = async (who: SignedIn) =>
  (
    await world.db
      .selectFrom('sessions')
      .select('authenticated_at')
      .where('user_id', '=', who.clientId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).authenticated_at.toISOString();

/** Ages every session of the file past the freshness window. */
const growOld = () => world.advance(stepUpFreshnessMs + 60_000);

describe('GET /api/me/step-up', () => {
  it('tells when the sign-in was and until when it counts as fresh', async () => {
    const status = await statusOf(mari);
    expect(status.available).toBe(true);
    expect(Date.parse(status.freshUntil) - Date.parse(status.authenticatedAt)).toBe(stepUpFreshnessMs);
    expect(status.authenticatedAt).toBe(await sessionAuthenticatedAt(mari));
  });

  it('says a site without e-ID cannot step up, and refuses to start one', async () => {
    const someone = await signedIn(world, kuusi, 0);
    expect((await statusOf(someone)).available).toBe(false);
    const start = await someone.call('POST', '/api/me/step-up', { returnUrl: '/settings' });
    expect(refusal(start)).toMatchObject({ status: 404, code: 'STEP_UP_UNAVAILABLE' });
  });
});

describe('the freshness rule', () => {
  it('lets a fresh sign-in add a bank account', async () => {
    expect((await addAccount(mari)).statusCode).toBe(200);
  });

  it('refuses an old one with 403 STEP_UP_REQUIRED, writing nothing', async () => {
    growOld();
    const accounts = await world.db
      .selectFrom('bank_accounts')
      .select('id')
      .where('client_id', '=', mari.clientId)
      .execute();
    const audit = await auditOf(world.db, mari.clientId);
    const response = await addAccount(mari);
    expect(refusal(response)).toEqual({
      status: 403,
      name: 'Forbidden',
      message: expect.any(String),
      code: 'STEP_UP_REQUIRED',
    });
    expect(
      await world.db
        .selectFrom('bank_accounts')
        .select('id')
        .where('client_id', '=', mari.clientId)
        .execute(),
    ).toEqual(accounts);
    expect(await auditOf(world.db, mari.clientId)).toEqual(audit);
  });

  it('refuses an e-mail change through the profile or the contacts, asking for nothing', async () => {
    const viaProfile = await mari.call('PUT', '/api/me', { email: 'elsewhere@kiir.example' });
    expect(refusal(viaProfile)).toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
    const contacts = (await mari.call('GET', '/api/me/contacts')).json<Contacts>();
    const changed = contacts.contacts.map((c) =>
      c.type === 'Email' ? { ...c, value: 'elsewhere@kiir.example' } : c,
    );
    const viaContacts = await mari.call('PUT', '/api/me/contacts', {
      contacts: changed,
      preference: contacts.preference,
    });
    expect(refusal(viaContacts)).toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
    expect((await profileOf(mari)).pendingEmail).toBeUndefined();
    expect(await lastLinkTo(world.app, kiir, 'elsewhere@kiir.example')).toBeUndefined();
    expect((await mari.call('GET', '/api/me/contacts')).json()).toEqual(contacts);
  });

  it('still lets an old session change what needs no step-up', async () => {
    expect((await mari.call('PUT', '/api/me', { localeId: 'en-GB' })).statusCode).toBe(200);
  });
});

describe('stepping up with e-ID', () => {
  it('makes the session fresh again and returns to the page it came from', async () => {
    growOld();
    const { start, link, callback } = await stepUp(world.app, mari, '/settings?tab=bank-accounts');
    expect(start.statusCode).toBe(200);
    expect(start.json<{ url: string }>().url).toMatch(/^\/sandbox\/telia\?state=/);
    expect(link).toMatch(/^\/api\/me\/step-up\/callback\?/);
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/settings?tab=bank-accounts');
    const status = await statusOf(mari);
    expect(status.authenticatedAt).toBe(world.now().toISOString());
    expect(await sessionAuthenticatedAt(mari)).toBe(world.now().toISOString());
    expect((await addAccount(mari)).statusCode).toBe(200);
  });

  it('records nothing in the change history by itself', async () => {
    growOld();
    const before = await auditOf(world.db, mari.clientId);
    await stepUp(world.app, mari);
    expect(await auditOf(world.db, mari.clientId)).toEqual(before);
  });

  it("refuses another person's e-ID", async () => {
    growOld();
    const before = await sessionAuthenticatedAt(mari);
    const { callback } = await stepUp(world.app, mari, '/settings?tab=contacts', other.ssn);
    expect(callback.headers.location).toBe('/settings?tab=contacts&stepUp=failed');
    expect(await sessionAuthenticatedAt(mari)).toBe(before);
    expect(refusal(await addAccount(mari))).toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
  });

  it('refuses a replayed callback, even with a new code for the same state', async () => {
    growOld();
    const { start, link } = await stepUp(world.app, mari, '/settings');
    const fresh = await sessionAuthenticatedAt(mari);
    growOld();
    const cookie = start.cookies.find((c) => c.name === 'vool.step-up')!;
    const browser = { ...mari.jar, [cookie.name]: cookie.value };
    const replay = await world.app.inject({ url: link, headers: { host: kiir }, cookies: browser });
    expect(replay.headers.location).toBe('/settings?stepUp=failed');
    // The provider would hand out another code for the same state: the state is spent all the same.
    const again = await identityLink(world.app, kiir, start.json<{ url: string }>().url, mari.ssn);
    const second = await world.app.inject({ url: again, headers: { host: kiir }, cookies: browser });
    expect(second.headers.location).toBe('/settings?stepUp=failed');
    expect(await sessionAuthenticatedAt(mari)).toBe(fresh);
  });

  it('refuses a callback in another browser, and in another session', async () => {
    growOld();
    const start = await mari.call('POST', '/api/me/step-up', { returnUrl: '/settings' });
    const pageUrl = start.json<{ url: string }>().url;
    const link = await identityLink(world.app, kiir, pageUrl, mari.ssn);
    // Mari's session without the step-up cookie this browser got: a link someone was sent.
    const elsewhere = await world.app.inject({ url: link, headers: { host: kiir }, cookies: mari.jar });
    expect(elsewhere.headers.location).toBe('/settings?stepUp=failed');
    // Another person's session, with the cookie copied over, finds no state of its own.
    const cookie = start.cookies.find((c) => c.name === 'vool.step-up')!;
    const someoneElse = await signedIn(world, kiir, 1);
    const stolen = await world.app.inject({
      url: link,
      headers: { host: kiir },
      cookies: { ...someoneElse.jar, [cookie.name]: cookie.value },
    });
    expect(stolen.headers.location).toBe('/settings?stepUp=failed');
    expect(refusal(await addAccount(mari))).toMatchObject({ status: 403, code: 'STEP_UP_REQUIRED' });
  });

  it('goes back with stepUp=failed when the person cancels', async () => {
    const start = await mari.call('POST', '/api/me/step-up', { returnUrl: '/settings?tab=profile#top' });
    const state = new URL(start.json<{ url: string }>().url, 'http://kiir.localhost').searchParams.get(
      'state',
    )!;
    const cookie = start.cookies.find((c) => c.name === 'vool.step-up')!;
    const cancel = await world.app.inject({
      url: `/api/me/step-up/callback?${new URLSearchParams({ state, error: 'access_denied' }).toString()}`,
      headers: { host: kiir },
      cookies: { ...mari.jar, [cookie.name]: cookie.value },
    });
    expect(cancel.headers.location).toBe('/settings?tab=profile&stepUp=failed#top');
  });

  it.each([
    ['another site', 'https://evil.example/settings', '/'],
    ['a protocol-relative address', '//evil.example/x', '/'],
    ['a path that normalises to another host', '/.//evil.example', '/'],
    [
      'this site by its full address',
      'http://kiir.localhost/settings?tab=addresses',
      '/settings?tab=addresses',
    ],
  ])('returns only to this site: %s', async (_what, returnUrl, expected) => {
    growOld();
    const { callback } = await stepUp(world.app, mari, returnUrl);
    expect(callback.headers.location).toBe(expected);
  });

  it('refuses to start from another site (same-origin rule of every post)', async () => {
    const response = await mari.call(
      'POST',
      '/api/me/step-up',
      { returnUrl: '/settings' },
      { origin: 'http://evil.example' },
    );
    expect(refusal(response)).toMatchObject({ status: 403, code: 'CROSS_SITE' });
  });

  it('then lets the e-mail change: mailed, and recorded once confirmed', async () => {
    growOld();
    await stepUp(world.app, mari);
    const response = await mari.call('PUT', '/api/me', { email: 'mari.new@kiir.example' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ pendingEmail: 'mari.new@kiir.example' });
    const link = await lastLinkTo(world.app, kiir, 'mari.new@kiir.example');
    expect(link).toBeDefined();
    const confirmed = await world.app.inject({ url: link!, headers: { host: kiir } });
    expect(confirmed.headers.location).toBe('/settings?tab=contacts&email=confirmed');
    expect((await profileOf(mari)).email).toBe('mari.new@kiir.example');
    const audit = await auditOf(world.db, mari.clientId);
    expect(audit.at(-1)).toMatchObject({
      item: 'Email',
      actor_id: mari.clientId,
      device: 'Chrome on Android',
    });
  });
});
