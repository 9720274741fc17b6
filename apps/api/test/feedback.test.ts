import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FeedbackReceipt, Topic } from '@vool/api-client';
import { feedbackPerDay } from '../src/areas/feedback/service.ts';
import { contractsWorld, setFeature, type ContractsWorld } from './contracts-helpers.ts';
import { actFor, actForSelf, refusal, signedIn, type SignedIn } from './settings-helpers.ts';

/**
 * `POST /api/feedback`: who may send it, what is stored and for whom (the acting client on the
 * request's site, written by the signed-in user), and that bad input is refused at its fields with
 * nothing written.
 */

let world: ContractsWorld;
let kiir: SignedIn;
beforeAll(async () => {
  // Daugava answers its customers' questions elsewhere: support is off there.
  world = await contractsWorld((db) => setFeature(db, 'daugava', 'support', false));
  kiir = await signedIn(world, 'kiir.localhost', 1);
}, 60_000);
afterAll(async () => {
  await world.close();
});

const rows = () => world.db.selectFrom('feedback').selectAll().orderBy('id').execute();
const count = async () => (await rows()).length;

const send = (who: SignedIn, body: object, headers: Record<string, string> = {}) =>
  who.call('POST', '/api/feedback', body, headers);

describe('sending feedback', () => {
  it('stores a rating with words for the acting client, on its site, by the clock', async () => {
    const response = await send(
      kiir,
      { context: 'ticket', topic: 'invoice', rating: 4, text: '  Quick and clear. ' },
      { cookie: 'locale=ru-RU' },
    );
    expect(response.statusCode).toBe(200);
    const receipt = response.json<FeedbackReceipt>();
    expect(receipt.receivedAt).toBe(world.now().toISOString());
    const row = (await rows()).find((r) => r.id === receipt.id)!;
    const site = await world.db
      .selectFrom('sites')
      .select('id')
      .where('theme_id', '=', 'kiir')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      site_id: site.id,
      client_id: kiir.clientId,
      author_id: kiir.clientId,
      context: 'ticket',
      topic: 'invoice',
      rating: 4,
      text: 'Quick and clear.',
      locale_id: 'ru-RU',
    });
    expect(row.created_at.toISOString()).toBe(world.now().toISOString());
  });

  it('takes a rating alone or words alone; the portal in general when no context is named', async () => {
    const rated = await send(kiir, { rating: 1 });
    const worded = await send(kiir, { text: 'The charts are great', context: 'general' });
    expect([rated.statusCode, worded.statusCode]).toEqual([200, 200]);
    const stored = await rows();
    expect(stored.find((r) => r.id === rated.json<FeedbackReceipt>().id)).toMatchObject({
      rating: 1,
      text: null,
      topic: null,
      context: 'general',
    });
    expect(stored.find((r) => r.id === worded.json<FeedbackReceipt>().id)).toMatchObject({
      rating: null,
      text: 'The charts are great',
    });
  });

  it('keeps a rating whose words were only spaces, without the spaces', async () => {
    const response = await send(kiir, { rating: 5, text: '   ' });
    expect(response.statusCode).toBe(200);
    expect((await rows()).at(-1)).toMatchObject({ rating: 5, text: null });
  });

  it("is the company's when a representative acts for it, written by the representative", async () => {
    const representative = await signedIn(world, 'kiir.localhost', 0);
    const companyId = await actFor(world, representative);
    try {
      const response = await send(representative, { context: 'payment', rating: 3 });
      expect(response.statusCode).toBe(200);
      expect((await rows()).at(-1)).toMatchObject({
        client_id: companyId,
        author_id: representative.clientId,
        context: 'payment',
      });
    } finally {
      await actForSelf(representative);
    }
  });
});

describe('who may send it', () => {
  it('answers 401 without a session, before looking at the body, and writes nothing', async () => {
    const before = await count();
    for (const payload of [{ rating: 5 }, { nonsense: true }]) {
      const response = await world.app.inject({
        method: 'POST',
        url: '/api/feedback',
        headers: { host: 'kiir.localhost' },
        payload,
      });
      expect(refusal(response)).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
    }
    expect(await count()).toBe(before);
  });

  it("answers 401 to one site's session on another site's host, and writes nothing there", async () => {
    const before = await count();
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { host: 'aurora.localhost' },
      cookies: kiir.jar,
      payload: { rating: 5 },
    });
    expect(response.statusCode).toBe(401);
    expect(await count()).toBe(before);
  });

  it('gives the topics on a site that has support switched off, and takes feedback there', async () => {
    const daugava = await signedIn(world, 'daugava.localhost', 0);
    expect((await daugava.call('GET', '/api/me/support/tickets')).statusCode).toBe(404);
    const topics = (await daugava.call('GET', '/api/feedback/topics')).json<Topic[]>();
    expect(topics.map((t) => t.id)).toContain('other');
    expect((await send(daugava, { rating: 2 })).statusCode).toBe(200);
  });
});

describe('bad input', () => {
  it.each([
    ['nothing at all', {}, 'FEEDBACK_EMPTY', ['/rating', '/text']],
    ['words of spaces only', { text: ' \n\t ' }, 'FEEDBACK_EMPTY', ['/rating', '/text']],
    ['an unknown topic', { topic: 'weather', rating: 3 }, 'UNKNOWN_TOPIC', ['/topic']],
    [
      'an unknown topic and nothing said',
      { topic: 'weather' },
      'FEEDBACK_EMPTY',
      ['/topic', '/rating', '/text'],
    ],
    ['a rating of 0', { rating: 0 }, 'VALIDATION_FAILED', ['/rating']],
    ['a rating of 6', { rating: 6 }, 'VALIDATION_FAILED', ['/rating']],
    ['a rating of 2.5', { rating: 2.5 }, 'VALIDATION_FAILED', ['/rating']],
    ['a rating as text', { rating: '5' }, 'VALIDATION_FAILED', ['/rating']],
    ['an empty topic', { topic: '', rating: 3 }, 'VALIDATION_FAILED', ['/topic']],
    ['an unknown context', { context: 'dashboard', rating: 3 }, 'VALIDATION_FAILED', ['/context']],
    ['words over 2,000 characters', { text: 'x'.repeat(2001) }, 'VALIDATION_FAILED', ['/text']],
    ['a field of its own', { rating: 3, email: 'me@example.com' }, 'VALIDATION_FAILED', ['/email']],
  ])('refuses %s at its fields, writing nothing', async (_what, body, code, fields) => {
    const before = await count();
    const answer = refusal(await send(kiir, body));
    expect(answer).toMatchObject({ status: 422, name: 'ValidationError', code });
    expect(Object.keys(answer.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(await count()).toBe(before);
  });

  it('takes exactly 2,000 characters', async () => {
    expect((await send(kiir, { text: 'y'.repeat(2000) })).statusCode).toBe(200);
  });
});

describe('the daily limit', () => {
  it(`takes ${String(feedbackPerDay)} a day from a client, refuses the next with 429, and takes more a day later`, async () => {
    const who = await signedIn(world, 'aurora.localhost', 1);
    const own = async () => (await rows()).filter((r) => r.client_id === who.clientId).length;
    for (let n = await own(); n < feedbackPerDay; n++) {
      expect((await send(who, { rating: 4 })).statusCode).toBe(200);
    }
    const before = await count();
    expect(refusal(await send(who, { rating: 4 }))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(await count()).toBe(before);
    // Another client of the same site is not held by it.
    expect((await send(kiir, { rating: 4 })).statusCode).toBe(200);

    world.advance(24 * 3_600_000 + 1000);
    try {
      const later = await signedIn(world, 'aurora.localhost', 1);
      expect((await send(later, { rating: 4 })).statusCode).toBe(200);
    } finally {
      world.advance(-(24 * 3_600_000 + 1000));
    }
  });
});
