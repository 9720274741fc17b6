import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Contact, ContactInput, Contacts, PrimaryContacts } from '@vool/api-client';
import {
  auditOf,
  lastLinkTo,
  profileOf,
  refusal,
  settingsWorld,
  signedIn,
  type SettingsWorld,
  type SignedIn,
} from './settings-helpers.ts';

const kiir = 'kiir.localhost';

let world: SettingsWorld;
let liis: SignedIn;
let neighbour: SignedIn;

beforeAll(async () => {
  world = await settingsWorld();
  liis = await signedIn(world, kiir, 2);
  neighbour = await signedIn(world, kiir, 3);
}, 60_000);
afterAll(async () => {
  await world.close();
});

const read = async (who: SignedIn) => (await who.call('GET', '/api/me/contacts')).json<Contacts>();
const put = (who: SignedIn, contacts: ContactInput[], preference = 'email') =>
  who.call('PUT', '/api/me/contacts', { contacts, preference });
const asInput = ({ id, type, name, value, primary }: Contact): ContactInput => ({
  id,
  type,
  name,
  value,
  primary,
});

describe('GET /api/me/contacts and /api/me/primary-contacts', () => {
  it('lists the contacts, the preference, and no pending address', async () => {
    const me = await profileOf(liis);
    const contacts = await read(liis);
    expect(contacts.preference).toBe('email');
    expect(contacts.pendingEmail).toBeUndefined();
    expect(contacts.contacts).toEqual([
      { id: expect.any(Number), type: 'Email', name: liis.name, value: me.email, primary: true },
      {
        id: expect.any(Number),
        type: 'Gsm',
        name: liis.name,
        value: expect.stringMatching(/^\+3725\d{7}$/),
        primary: true,
      },
    ]);
  });

  it('names the primary e-mail and phone', async () => {
    const contacts = await read(liis);
    expect((await liis.call('GET', '/api/me/primary-contacts')).json<PrimaryContacts>()).toEqual({
      email: contacts.contacts[0]!.value,
      phone: contacts.contacts[1]!.value,
    });
  });
});

describe('PUT /api/me/contacts: the rules', () => {
  const email = (value: string, primary = true): ContactInput => ({
    type: 'Email',
    name: 'Mail',
    value,
    primary,
  });
  const gsm = (value: string, primary = false): ContactInput => ({
    type: 'Gsm',
    name: 'Mobile',
    value,
    primary,
  });

  it.each([
    ['two e-mail contacts', [email('a@b.ee'), email('c@d.ee', false)], 'ONE_EMAIL', '/contacts/1/type'],
    [
      'two primary mobiles',
      [gsm('5123 4567', true), gsm('5123 4568', true)],
      'ONE_PRIMARY',
      '/contacts/1/primary',
    ],
    ['an e-mail that is not one', [email('not an address')], 'EMAIL', '/contacts/0/value'],
    [
      'a phone that is not one',
      [gsm('5123 4567'), gsm('5123 4568'), gsm('00000')],
      'INVALID_PHONE',
      '/contacts/2/value',
    ],
  ])('refuses %s with 422 at its field, changing nothing', async (_what, contacts, code, field) => {
    const before = await read(liis);
    const audit = await auditOf(world.db, liis.clientId);
    const response = await put(liis, contacts, 'phone');
    expect(refusal(response)).toMatchObject({ status: 422, name: 'ValidationError', code });
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual([field]);
    expect(await read(liis)).toEqual(before);
    expect(await auditOf(world.db, liis.clientId)).toEqual(audit);
  });

  it("answers another client's contact id 404, changing neither", async () => {
    const theirs = (await read(neighbour)).contacts[1]!;
    const before = await read(liis);
    const response = await put(liis, [
      ...before.contacts.map(asInput),
      { ...asInput(theirs), name: 'Mine now', primary: false },
    ]);
    expect(refusal(response)).toMatchObject({ status: 404, code: 'CONTACT_NOT_FOUND' });
    expect(await read(liis)).toEqual(before);
    expect((await read(neighbour)).contacts[1]).toEqual(theirs);
  });

  it('refuses a contact listed twice', async () => {
    const before = await read(liis);
    const twice = [...before.contacts.map(asInput), { ...asInput(before.contacts[1]!), primary: false }];
    expect(refusal(await put(liis, twice))).toMatchObject({ status: 422, code: 'DUPLICATE_CONTACT' });
  });
});

describe('PUT /api/me/contacts: saving', () => {
  it('replaces the list at once: numbers in international form, ids kept, one history row per kind', async () => {
    const before = await read(liis);
    const [mail, mobile] = before.contacts;
    const audit = (await auditOf(world.db, liis.clientId)).length;
    const response = await put(
      liis,
      [
        asInput(mail!),
        { ...asInput(mobile!), name: '  Work   mobile ' },
        { type: 'Phone', name: 'Home', value: '612 3456', primary: true },
        { type: 'Post', name: 'Summer house', value: ' Rannatee 5,  Pärnu ', primary: false },
      ],
      'phone',
    );
    expect(response.statusCode).toBe(200);
    const after = response.json<Contacts>();
    expect(after.preference).toBe('phone');
    expect(after.contacts).toEqual([
      mail,
      { ...mobile, name: 'Work mobile' },
      { id: expect.any(Number), type: 'Phone', name: 'Home', value: '+3726123456', primary: true },
      {
        id: expect.any(Number),
        type: 'Post',
        name: 'Summer house',
        value: 'Rannatee 5, Pärnu',
        primary: false,
      },
    ]);
    expect(await read(liis)).toEqual(after);
    const rows = (await auditOf(world.db, liis.clientId)).slice(audit);
    expect(rows.map((r) => r.item)).toEqual(['Phone', 'Contacts']);
    expect(rows[0]).toMatchObject({ actor_id: liis.clientId, device: 'Chrome on Android' });
  });

  it('records no change when nothing changed', async () => {
    const before = await read(liis);
    const audit = await auditOf(world.db, liis.clientId);
    expect((await put(liis, before.contacts.map(asInput), before.preference)).statusCode).toBe(200);
    expect(await auditOf(world.db, liis.clientId)).toEqual(audit);
  });

  it('deletes the contacts left out', async () => {
    const before = await read(liis);
    const kept = before.contacts.filter((c) => c.type !== 'Post');
    const response = await put(liis, kept.map(asInput), 'phone');
    expect(response.json<Contacts>().contacts).toEqual(kept);
  });

  it('mails a new e-mail address a link, keeping the confirmed one until it is followed', async () => {
    const before = await read(liis);
    const confirmed = before.contacts.find((c) => c.type === 'Email')!.value;
    const changed = before.contacts.map((c) =>
      c.type === 'Email' ? { ...asInput(c), value: ' liis@new.example ' } : asInput(c),
    );
    const response = await put(liis, changed, 'phone');
    expect(response.statusCode).toBe(200);
    expect(response.json<Contacts>()).toMatchObject({ pendingEmail: 'liis@new.example' });
    expect(response.json<Contacts>().contacts.find((c) => c.type === 'Email')!.value).toBe(confirmed);
    expect((await profileOf(liis)).pendingEmail).toBe('liis@new.example');
    // Saving the list again with the address still waiting asks for nothing more.
    const asked = () =>
      world.db
        .selectFrom('email_changes')
        .select('token_hash')
        .where('client_id', '=', liis.clientId)
        .execute();
    const waiting = await asked();
    expect((await put(liis, changed, 'phone')).json<Contacts>().pendingEmail).toBe('liis@new.example');
    expect(await asked()).toEqual(waiting);

    const link = await lastLinkTo(world.app, kiir, 'liis@new.example');
    expect((await world.app.inject({ url: link!, headers: { host: kiir } })).headers.location).toBe(
      '/settings?tab=contacts&email=confirmed',
    );
    const after = await read(liis);
    expect(after.pendingEmail).toBeUndefined();
    expect(after.contacts.find((c) => c.type === 'Email')!.value).toBe('liis@new.example');
    expect((await profileOf(liis)).email).toBe('liis@new.example');
    expect((await auditOf(world.db, liis.clientId)).at(-1)).toMatchObject({
      item: 'Email',
      device: 'Chrome on Android',
    });
  });

  it('gives the account its e-mail contact back on confirmation when the list had none', async () => {
    const withoutMail = (await read(liis)).contacts.filter((c) => c.type !== 'Email');
    expect((await put(liis, withoutMail.map(asInput), 'phone')).statusCode).toBe(200);
    await liis.call('PUT', '/api/me', { email: 'liis@again.example' });
    const link = await lastLinkTo(world.app, kiir, 'liis@again.example');
    await world.app.inject({ url: link!, headers: { host: kiir } });
    expect((await read(liis)).contacts).toContainEqual({
      id: expect.any(Number),
      type: 'Email',
      name: liis.name,
      value: 'liis@again.example',
      primary: true,
    });
  });
});
