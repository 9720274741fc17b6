import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ExternalServices as ExternalServicesSchema } from '@vool/api-client';
import { brands } from '@vool/tokens/brands';
import { ok } from './contracts-helpers.ts';
import { refusal, settingsWorld, signedIn, type SettingsWorld, type SignedIn } from './settings-helpers.ts';

/**
 * `GET /api/external-services?type=`: the document links of spec §3 of the site the request is on,
 * and only that site's, for a signed-in user of it.
 */

let world: SettingsWorld;
let aurora: SignedIn;
let kiir: SignedIn;
beforeAll(async () => {
  world = await settingsWorld();
  aurora = await signedIn(world, 'aurora.localhost', 0);
  kiir = await signedIn(world, 'kiir.localhost', 1);
}, 60_000);
afterAll(async () => {
  await world.close();
});

const servicesOf = async (who: SignedIn, query = '', cookie = '') =>
  ok(
    await who.call('GET', `/api/external-services${query}`, undefined, cookie ? { cookie } : {}),
    ExternalServicesSchema,
  );

describe("a site's external services", () => {
  it("are its brand's privacy policy, terms and help centre, named in the request's language", async () => {
    const website = brands.aurora.website;
    expect(await servicesOf(aurora, '', 'locale=sv-FI')).toEqual([
      { type: 'PRIVACY_POLICY', name: 'Dataskyddsbeskrivning', url: `${website}/privacy` },
      { type: 'TERMS_OF_SERVICE', name: 'Användarvillkor', url: `${website}/terms` },
      { type: 'EXTERNAL_SUPPORT', name: 'Hjälpcenter', url: `${website}/help` },
    ]);
  });

  it('are only the type asked for', async () => {
    expect(await servicesOf(kiir, '?type=EXTERNAL_SUPPORT', 'locale=et-EE')).toEqual([
      { type: 'EXTERNAL_SUPPORT', name: 'Abikeskus', url: `${brands.kiir.website}/help` },
    ]);
  });

  it("are in the site's default language for a language it does not offer", async () => {
    const [privacy] = await servicesOf(kiir, '?type=PRIVACY_POLICY', 'locale=fi-FI');
    expect(privacy!.name).toBe('Privaatsuspoliitika');
  });
});

describe('who sees which', () => {
  it("gives each site's users that site's addresses, never another's", async () => {
    const theirs = (await servicesOf(kiir)).map((s) => s.url);
    const own = (await servicesOf(aurora)).map((s) => s.url);
    expect(theirs.every((url) => url.startsWith(brands.kiir.website))).toBe(true);
    expect(own.every((url) => url.startsWith(brands.aurora.website))).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const response = await world.app.inject({
      url: '/api/external-services',
      headers: { host: 'aurora.localhost' },
    });
    expect(refusal(response)).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
  });

  it("answers 401 to one site's session on another site's host", async () => {
    const response = await world.app.inject({
      url: '/api/external-services',
      headers: { host: 'aurora.localhost' },
      cookies: kiir.jar,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown type', '?type=FAQ', '/type'],
    ['a type in lower case', '?type=privacy_policy', '/type'],
    ['an unknown parameter', '?kind=PRIVACY_POLICY', '/kind'],
    ['a type given as a list', '?type[]=PRIVACY_POLICY', '/type'],
  ])('refuses %s at the field', async (_what, query, field) => {
    const answer = refusal(await aurora.call('GET', `/api/external-services${query}`));
    expect(answer).toMatchObject({ status: 422, name: 'ValidationError' });
    expect(Object.keys(answer.fields ?? {})).toContain(field);
  });

  it('refuses a type given twice', async () => {
    const answer = refusal(
      await aurora.call('GET', '/api/external-services?type=PRIVACY_POLICY&type=TERMS_OF_SERVICE'),
    );
    expect(answer).toMatchObject({ status: 422, code: 'DUPLICATE_PARAMETER' });
  });
});
