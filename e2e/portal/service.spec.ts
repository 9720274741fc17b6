import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, origin, test } from './fixtures.ts';
import { textsOf, type Texts } from './texts.ts';

/**
 * [Service] against the real server: outages (the fault in progress, the compensation tracker),
 * support tickets (a new one, the desk's reply at /sandbox/support, cancelling, the keyboard) and the
 * feedback offered after a new ticket. The seed gives aurora's first demo person (the representative)
 * a fault in progress and a 30-hour fault this year (apps/api/src/db/seed/outages.ts); the ticket
 * journeys keep to kiir's plain customers, each writing tickets of their own.
 */

interface Place {
  identifier: string;
}
interface Outage {
  id: number;
  area: string;
  places: Place[];
}
interface Interruption {
  start: string;
  minutes: number;
  percent: number;
  dueCents: number;
}
interface PointCompensation {
  feeCents: number;
  interruptions: Interruption[];
}
interface Ticket {
  id: number;
  number: string;
  topic: string;
}

const apiFrom = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as unknown;
  }, path) as Promise<T>;

/** Writes a ticket as the page's user (the portal's own call, same origin). */
const writeTicket = (page: Page, topic: string, message: string) =>
  page.evaluate(
    async (body) => {
      const response = await fetch('/api/me/support/tickets', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`ticket: ${response.status}`);
      return (await response.json()) as { id: number; number: string; topic: string };
    },
    { topic, message, replyMethod: 'NONE' },
  ) as Promise<Ticket>;

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A page's first content after navigating: its code and data, on a machine the suite shares. */
const loaded = { timeout: 20_000 };

/** DD.MM.YYYY of an instant in the site's zone, whatever the machine's. */
const siteDay = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, day: '2-digit', month: '2-digit', year: 'numeric' })
    .format(new Date(iso))
    .replaceAll('/', '.');

/** Opens `path` of `brand`, hydrated, and answers the texts of its language. */
async function open(page: Page, brand: string, path: string): Promise<Texts> {
  await page.goto(`${origin(brand)}${path}`);
  await hydrated(page);
  return textsOf(page);
}

/** Chooses as a keyboard user does: React Aria's inputs sit under their labels. */
async function choose(radio: Locator) {
  await radio.focus();
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let n = 0; n < 60; n++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test.describe('outages on aurora: the person the fault cuts off', () => {
  const brand = 'aurora';
  test.use({ account: { brand, role: 'representative' } });

  test('sees the fault in progress, with its cause and expected end', async ({ page }) => {
    const t = await open(page, brand, '/outages');
    await expect(heading(page)).toHaveText(t('outages.title'), loaded);
    const { current } = await apiFrom<{ current: Outage[] }>(page, '/api/outages');
    expect(current).toHaveLength(1);
    const fault = page
      .getByRole('alert')
      .filter({ hasText: t('outages.inProgress', { area: current[0]!.area }) });
    await expect(fault).toBeVisible(loaded);
    await expect(fault).toContainText(t('outages.cause.equipment'));
  });

  test('the compensation tracker shows 25 % of the annual network fee for the 30-hour fault', async ({
    page,
  }) => {
    const t = await open(page, brand, '/outages');
    const { points } = await apiFrom<{ points: PointCompensation[] }>(page, '/api/outages/compensation');
    const point = points.find((p) => p.interruptions.some((i) => i.minutes === 30 * 60))!;
    const long = point.interruptions.find((i) => i.minutes === 30 * 60)!;
    // Sähkömarkkinalaki §100: 12–24 h is 10 %, 24–72 h 25 % of the year's network fee.
    expect(long.percent).toBe(25);
    expect(long.dueCents).toBe(Math.round(point.feeCents / 4));
    const lang = (await page.locator('html').getAttribute('lang'))!;
    const amount = await page.evaluate(
      ([locale, cents]) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100),
      [lang, long.dueCents] as const,
    );
    const line = t('outages.comp.line', {
      date: siteDay(long.start, 'Europe/Helsinki'),
      duration: t('outages.duration', { hours: '30', minutes: '0' }),
      percent: '25',
      amount,
    });
    await expect(page.getByText(line)).toBeVisible(loaded);
  });
});

test.describe('outages on aurora: another client of the site', () => {
  const brand = 'aurora';
  test.use({ account: { brand, role: 'customer' } });

  test('sees no fault in progress, only the history of their own places', async ({ page }) => {
    const t = await open(page, brand, '/outages');
    await expect(heading(page)).toHaveText(t('outages.title'), loaded);
    await expect(page.getByRole('heading', { level: 2, name: t('outages.past.title') })).toBeVisible(loaded);
    expect((await apiFrom<{ current: Outage[] }>(page, '/api/outages')).current).toEqual([]);
    // Whatever its area: no outage in progress on their page.
    const inProgress = t('outages.inProgress', { area: '' }).trim();
    await expect(page.getByText(inProgress)).toHaveCount(0);
  });
});

test.describe('support tickets on kiir', () => {
  const brand = 'kiir';

  test.describe('a first customer', () => {
    test.use({ account: { brand, role: 'customer', index: 0 } });

    test('a new ticket with empty fields shows the errors at the fields, then a valid one is sent and opens', async ({
      page,
    }) => {
      const t = await open(page, brand, '/support?new');
      await expect(heading(page)).toHaveText(t('support.form.title'), loaded);
      const send = page.getByRole('button', { name: t('support.form.submit') });
      await send.click();
      await expect(page.getByText(t('support.form.fieldsWrong'))).toBeVisible();
      const topic = page.getByRole('combobox', { name: t('support.form.topic') });
      const message = page.getByRole('textbox', { name: t('support.form.message') });
      const replies = page.getByRole('radiogroup', { name: t('support.form.replyMethod') });
      for (const field of [topic, message, replies]) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(new RegExp(t('support.error.required')));
      }

      await topic.fill('Solar panels');
      // On, as a user goes: the topic's suggestions close (while open, the rest of the page is hidden).
      await page.keyboard.press('Tab');
      await message.fill('Can I sell what my panels produce?');
      await choose(replies.getByRole('radio', { name: t('support.reply.NONE') }));
      await send.click();
      await expect(page).toHaveURL(/\/support\?ticket=\d+$/);
      await expect(heading(page)).toHaveText('Solar panels', loaded);
      await expect(page.getByText(t('support.statusText.OPEN'))).toBeVisible();
      await expect(page.getByText('Can I sell what my panels produce?')).toBeVisible();
    });

    test('a reply customer service writes at /sandbox/support appears in the ticket', async ({ page }) => {
      const t = await open(page, brand, '/support');
      const ticket = await writeTicket(page, 'invoice', 'Why was my invoice late?');
      await page.goto(`${origin(brand)}/support?ticket=${String(ticket.id)}`);
      await expect(heading(page)).toHaveText(ticket.topic, loaded);

      const desk = await page.context().newPage();
      await desk.goto(`${origin(brand)}/sandbox/support`);
      const reply = desk.getByRole('form', { name: `Reply ticket ${String(ticket.id)}` });
      await reply.getByRole('textbox', { name: 'Reply' }).fill('It went out on the 5th; the post was slow.');
      await reply.getByRole('button', { name: 'Reply' }).click();
      await expect(desk.getByRole('status')).toHaveText('Reply stored. The customer reads it in the portal.');
      await desk.close();

      await page.reload();
      await hydrated(page);
      const answer = page
        .getByRole('listitem')
        .filter({ hasText: 'It went out on the 5th; the post was slow.' });
      await expect(answer).toBeVisible(loaded);
      await expect(answer).toContainText(`Anna · ${t('support.ticket.customerService')}`);
    });

    test('cancelling a ticket asks first, then it is cancelled and takes nothing more', async ({ page }) => {
      const t = await open(page, brand, '/support');
      // Beside the ways to reach customer service: the site's help centre (its EXTERNAL_SUPPORT service).
      const [help] = await apiFrom<Array<{ name: string; url: string }>>(
        page,
        '/api/external-services?type=EXTERNAL_SUPPORT',
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: new RegExp(`^${help!.name}`) }),
      ).toHaveAttribute('href', help!.url);
      const ticket = await writeTicket(page, 'moving', 'I move out next month.');
      await page.goto(`${origin(brand)}/support?ticket=${String(ticket.id)}`);
      await hydrated(page);
      await expect(heading(page)).toHaveText(ticket.topic, loaded);
      await page.getByRole('button', { name: t('support.cancel') }).click();
      const dialog = page.getByRole('alertdialog', { name: t('support.cancel.title') });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t('support.cancel.confirm') }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(t('support.statusText.CANCELLED'))).toBeVisible();
      await expect(page.getByRole('button', { name: t('support.cancel') })).toHaveCount(0);
      await expect(page.getByRole('textbox', { name: t('support.comment.label') })).toHaveCount(0);

      await page.getByRole('link', { name: t('support.back') }).click();
      const row = page.getByRole('listitem').filter({ hasText: ticket.number });
      await expect(row).toContainText(t('support.status.CANCELLED'));
    });
  });

  test.describe('a second customer', () => {
    test.use({ account: { brand, role: 'customer', index: 1 } });

    test('a new ticket with the keyboard only', async ({ page }) => {
      const t = await open(page, brand, '/support');
      const topics = await apiFrom<Array<{ id: string; name: string }>>(page, '/api/feedback/topics');
      const contract = topics.find((topic) => topic.id === 'contract')!.name;
      await tabTo(
        page,
        page
          .getByRole('main')
          .getByRole('link', { name: t('support.new') })
          .first(),
      );
      await page.keyboard.press('Enter');
      await expect(heading(page)).toHaveText(t('support.form.title'), loaded);

      await tabTo(page, page.getByRole('combobox', { name: t('support.form.topic') }));
      await page.keyboard.type(contract.slice(0, 3));
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('combobox', { name: t('support.form.topic') })).toHaveValue(contract);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('textbox', { name: t('support.form.message') })).toBeFocused();
      await page.keyboard.type('When does my fixed term end?');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('radio', { name: t('support.reply.EMAIL') })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(page.getByRole('radio', { name: t('support.reply.EMAIL') })).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: t('support.form.submit') }));
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(/\/support\?ticket=\d+$/);
      await expect(heading(page)).toHaveText(contract, loaded);
      await expect(page.getByText('When does my fixed term end?')).toBeVisible();
    });
  });

  test.describe('the second person of the seed', () => {
    // Acts for a company too; no other journey writes their tickets or feedback.
    test.use({ account: { brand, role: 'producer' } });

    test('feedback is offered after a new ticket, sent once, and not offered again in the session', async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/feedback')
          posts.push(request.postData() ?? '');
      });
      const t = await open(page, brand, '/support?new');
      const newTicket = async (text: string) => {
        await expect(heading(page)).toHaveText(t('support.form.title'), loaded);
        await page.getByRole('combobox', { name: t('support.form.topic') }).fill('Feedback test');
        await page.keyboard.press('Tab');
        await page.getByRole('textbox', { name: t('support.form.message') }).fill(text);
        await choose(page.getByRole('radio', { name: t('support.reply.NONE') }));
        await page.getByRole('button', { name: t('support.form.submit') }).click();
        await expect(page).toHaveURL(/\/support\?ticket=\d+$/);
        await expect(page.getByText(text)).toBeVisible(loaded);
      };
      await newTicket('The first request.');

      const offer = page.getByRole('status').filter({ hasText: t('feedback.offer.title') });
      await expect(offer).toBeVisible(loaded);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await offer.getByRole('button', { name: t('feedback.offer.give') }).click();
      await expect(
        page.getByRole('heading', { level: 2, name: t('feedback.offer.formTitle') }),
      ).toBeFocused();
      await choose(
        page
          .getByRole('radiogroup', { name: t('feedback.rating.ticket') })
          .getByRole('radio', { name: t('feedback.rating.5'), exact: true }),
      );
      await page.getByRole('textbox', { name: t('feedback.form.text') }).fill('Quick and easy.');
      await page.getByRole('button', { name: t('feedback.form.submit') }).click();
      await expect(page.getByText(t('feedback.sent'))).toBeVisible();
      expect(posts.map((body) => JSON.parse(body) as unknown)).toEqual([
        { context: 'ticket', rating: 5, text: 'Quick and easy.' },
      ]);

      // The next ticket of the session, and a reload of this one, offer nothing.
      await page.goto(`${origin(brand)}/support?new`);
      await hydrated(page);
      await newTicket('The second request.');
      await page.waitForTimeout(1500);
      await expect(page.getByText(t('feedback.offer.title'))).toHaveCount(0);
      await page.reload();
      await hydrated(page);
      await expect(page.getByText('The second request.')).toBeVisible(loaded);
      await page.waitForTimeout(1500);
      await expect(page.getByText(t('feedback.offer.title'))).toHaveCount(0);
      expect(posts).toHaveLength(1);
    });

    test('the footer leads to the feedback form, which wants a rating or words, and thanks once sent', async ({
      page,
    }) => {
      const t = await open(page, brand, '/dashboard');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: t('shell.footer.feedback') })
        .click();
      await expect(heading(page)).toHaveText(t('feedback.title'), loaded);
      await hydrated(page);
      const send = page.getByRole('button', { name: t('feedback.form.submit') });
      await send.click();
      await expect(page.getByText(t('feedback.form.fieldsWrong'))).toBeVisible();
      await expect(
        page.getByRole('radiogroup', { name: t('feedback.rating.general') }),
      ).toHaveAccessibleDescription(new RegExp(t('feedback.problem.ratingEmpty')));
      await expect(page.getByRole('textbox', { name: t('feedback.form.text') })).toHaveAccessibleDescription(
        new RegExp(t('feedback.problem.textEmpty')),
      );
      const topics = page.getByRole('radiogroup', { name: t('feedback.form.topic') });
      await expect(topics.getByRole('radio', { name: t('feedback.form.topicGeneral') })).toBeChecked();
      // How what is sent is handled: the site's privacy policy, as its external services name it.
      const [privacy] = await apiFrom<Array<{ name: string; url: string }>>(
        page,
        '/api/external-services?type=PRIVACY_POLICY',
      );
      expect(privacy!.url).toMatch(/^https:\/\/www\.kiirelekter\.example\//);
      await expect(
        page.getByRole('main').getByRole('link', { name: new RegExp(`^${privacy!.name}`) }),
      ).toHaveAttribute('href', privacy!.url);

      await page.getByRole('textbox', { name: t('feedback.form.text') }).fill('The charts are very clear.');
      await send.click();
      await expect(page.getByText(t('feedback.sent'))).toBeVisible();
      await expect(page.getByRole('link', { name: t('feedback.home') })).toBeVisible();
    });
  });
});
