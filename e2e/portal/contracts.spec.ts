import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { testNow } from '../../playwright.config.ts';
import { brandFile, expect, hydrated, origin, person, signInWithEid, test, type Role } from './fixtures.ts';
import { textsOf, type Texts } from './texts.ts';

/**
 * Contracts against the real server: renewing a fixed term through the signing sandbox (the signer's
 * phone at /sandbox/signing) and every way a signing ends, moving out, a site that signs nothing, one
 * that manages no contracts, and a new contract on an Estonian site. Every test signs in afresh.
 *
 * Starting a renewal replaces a signing of the same contract still waiting, and a signed renewal takes
 * the contract's offers away: the journeys on one contract run one after another, the renewal last.
 * They keep to the first person of aurora and of pohjola; the other tests to people no other test
 * changes the contracts of (axe.spec.ts keeps to aurora's first customer, kiir's representative, and
 * both sites' second person).
 */

interface Place {
  street: string;
  postalCode: string;
  city: string;
}

interface Contract {
  id: number;
  number: string;
  status: string;
  product: { name: string } | null;
  place: Place | null;
  actions: { renew: boolean; moveOut: boolean };
}

interface Offer {
  contractId: number;
  contractNumber: string;
  startDate: string;
  endDate: string;
  validUntil: string;
  products: Array<{ id: string; name: string }>;
}

const apiFrom = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as unknown;
  }, path) as Promise<T>;

const contractsOf = async (page: Page) =>
  (await apiFrom<{ contracts: Contract[] }>(page, '/api/contracts')).contracts;

/** DD.MM.YYYY, as the portal writes a site's day. */
const day = (value: string) => `${value.slice(8, 10)}.${value.slice(5, 7)}.${value.slice(0, 4)}`;
const placeName = (p: Place) => `${p.street}, ${p.postalCode} ${p.city}`;

/** A day counted from the server's today (its clock starts at `testNow`), `YYYY-MM-DD`. */
function daysFromToday(days: number): string {
  const date = new Date(testNow);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Opens `path` signed out, signs in there as `role` of `brand` (a session of this test's own) and is
 * back on it, hydrated: quicker than through the dashboard.
 */
async function signInAt(page: Page, brand: string, path: string, role: Role, index = 0) {
  const who = await person(page.request, brand, role, index);
  await page.goto(`${origin(brand)}${path}`);
  await signInWithEid(page, who);
  await expect(page).toHaveURL(`${origin(brand)}${path}`);
  await hydrated(page);
  return textsOf(page);
}

/** Checks or chooses as a keyboard user does: React Aria's inputs sit under their labels. */
async function toggle(control: Locator) {
  await control.focus();
  await control.press('Space');
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  await expect(target).toBeVisible();
  for (let n = 0; n < 60; n++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** The person's renewal offer, its contract, and an offered product other than the contract's own. */
async function offerOf(page: Page) {
  const [offer] = await apiFrom<Offer[]>(page, '/api/me/contract-offers');
  if (!offer) throw new Error('the person has no renewal offer');
  const contract = (await contractsOf(page)).find((c) => c.id === offer.contractId)!;
  const product = offer.products.find((p) => p.name !== contract.product?.name)!;
  return { offer, contract, product };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The four digits the signing page shows, once it shows them. */
async function verificationCode(page: Page, t: Texts) {
  await expect(page).toHaveURL(/\/contracts\/sign\?token=/);
  await expect(heading(page)).toHaveText(t('contracts.sign.title'));
  const code = page.getByRole('main').getByText(/^\d{4}$/);
  await expect(code).toBeVisible();
  return (await code.textContent())!;
}

/** Signs in on the review of an offered product (the address names it) and presses Sign; the code. */
async function startRenewal(page: Page, brand: string) {
  const t = await signInAt(page, brand, '/contracts', 'representative');
  const { offer, product } = await offerOf(page);
  await page.goto(`${origin(brand)}/contracts/${offer.contractId}/offer?product=${product.id}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: t('contracts.offer.review') })).toBeVisible();
  await page.getByRole('button', { name: t('contracts.offer.sign'), exact: true }).click();
  return { t, offer, code: await verificationCode(page, t) };
}

/** The signer's phone, in a second page of the context: the waiting request of this title and code. */
async function openPhone(page: Page, brand: string, title: string, code: string) {
  const phone = await page.context().newPage();
  await phone.goto(`${origin(brand)}/sandbox/signing`);
  const request = phone
    .getByRole('listitem')
    .filter({ hasText: title })
    .filter({ hasText: `Verification code ${code}` });
  return { phone, request };
}

/** The tester answers on the phone, as the signer would. */
async function answer(
  page: Page,
  brand: string,
  title: string,
  code: string,
  decision: 'Sign' | 'Refuse' | 'Let it expire',
) {
  const { phone, request } = await openPhone(page, brand, title, code);
  await expect(request).toHaveCount(1);
  await request.getByRole('button', { name: decision, exact: true }).click();
  await expect(phone.getByRole('status')).toHaveText('Answer sent.');
  await phone.close();
}

// The sandbox reports an answer 1.5 s after it is given, and the page asks every 2 to 5 s.
const answered = { timeout: 20_000 };

test.describe('a renewal on aurora: refused, expired, then signed', () => {
  // One contract: its signings in this order, the renewal that uses its offers up last.
  test.describe.configure({ mode: 'default' });
  const brand = 'aurora';

  test('a refused signing says so, offers to start again, and changes nothing', async ({ page }) => {
    const { t, offer, code } = await startRenewal(page, brand);
    const before = await contractsOf(page);
    await answer(page, brand, `renewal-${offer.contractNumber}`, code, 'Refuse');

    await expect(heading(page)).toHaveText(t('contracts.sign.refused'), answered);
    await expect(page.getByRole('alert')).toHaveText(t('contracts.sign.refusedText'));
    await page.getByRole('link', { name: t('contracts.sign.startAgain') }).click();
    await expect(page).toHaveURL(`${origin(brand)}/contracts/${offer.contractId}/offer`);
    await expect(page.getByRole('radiogroup', { name: t('contracts.offer.choose') })).toBeVisible();

    await page.getByRole('link', { name: t('contracts.back') }).click();
    await expect(
      page.getByText(
        t('contracts.renewal.banner', { date: day(offer.endDate), until: day(offer.validUntil) }),
      ),
    ).toBeVisible();
    expect(await contractsOf(page)).toEqual(before);
  });

  test('an expired signing says the time ran out and how to go on', async ({ page }) => {
    const { t, offer, code } = await startRenewal(page, brand);
    await expect(page.getByRole('timer')).toBeVisible();
    await answer(page, brand, `renewal-${offer.contractNumber}`, code, 'Let it expire');

    await expect(heading(page)).toHaveText(t('contracts.sign.expired'), answered);
    await expect(page.getByRole('alert')).toHaveText(t('contracts.sign.expiredText'));
    await expect(page.getByRole('link', { name: t('contracts.sign.startAgain') })).toHaveAttribute(
      'href',
      `/contracts/${offer.contractId}/offer`,
    );
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('renewal: banner → offer → review → signed on the phone → confirmation and signed PDF → the new product listed', async ({
    page,
  }) => {
    const t = await signInAt(page, brand, '/contracts', 'representative');
    const { offer, contract, product } = await offerOf(page);
    await expect(heading(page)).toHaveText(t('contracts.title'));
    await expect(
      page.getByText(
        t('contracts.renewal.banner', { date: day(offer.endDate), until: day(offer.validUntil) }),
      ),
    ).toBeVisible();
    await page.getByRole('link', { name: t('contracts.renewal.link') }).click();
    await expect(page).toHaveURL(`${origin(brand)}/contracts/${offer.contractId}/offer`);
    await expect(heading(page)).toHaveText(t('contracts.offer.title'));

    const choice = page.getByRole('radio', { name: product.name, exact: true });
    await toggle(choice);
    await expect(choice).toBeChecked();
    await page.getByRole('button', { name: t('contracts.offer.continue') }).click();
    await expect(page).toHaveURL(new RegExp(`product=${product.id}`));
    await expect(page.getByRole('heading', { level: 2, name: t('contracts.offer.review') })).toBeVisible();
    await page.getByRole('button', { name: t('contracts.offer.sign'), exact: true }).click();

    const code = await verificationCode(page, t);
    await answer(page, brand, `renewal-${offer.contractNumber}`, code, 'Sign');
    await expect(page).toHaveURL(
      new RegExp(`/contracts/${offer.contractId}/offer/confirmation\\?token=`),
      answered,
    );
    await expect(heading(page)).toHaveText(t('contracts.done.renewal'));
    await expect(page.getByText(day(offer.startDate), { exact: true })).toBeVisible();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('contracts.done.document') }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    // The place lists the new product; the old term says what follows it, and offers nothing more.
    await page.getByRole('link', { name: t('contracts.back') }).click();
    await expect(page).toHaveURL(`${origin(brand)}/contracts`);
    const place = page.getByRole('region', { name: placeName(contract.place!) });
    await expect(place.getByRole('heading', { level: 3, name: product.name, exact: true })).toBeVisible();
    await expect(
      place.getByText(t('contracts.renewedBy', { product: product.name, date: day(offer.startDate) })),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t('contracts.renewal.link') })).toHaveCount(0);
  });
});

test.describe('a renewal on pohjola left waiting: cancelled, left, and by keyboard', () => {
  // One contract: a renewal started replaces the one before, so these take turns.
  test.describe.configure({ mode: 'default' });
  const brand = 'pohjola';

  test('cancelled in the portal while it waits: the phone no longer lists it', async ({ page }) => {
    const { t, offer, code } = await startRenewal(page, brand);
    const { phone, request } = await openPhone(page, brand, `renewal-${offer.contractNumber}`, code);
    await expect(request).toHaveCount(1);

    await page.getByRole('button', { name: t('contracts.sign.cancel') }).click();
    await expect(heading(page)).toHaveText(t('contracts.sign.cancelled'));
    await expect(page.getByRole('status')).toHaveText(t('contracts.sign.cancelledText'));
    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Signing sandbox');
    await expect(request).toHaveCount(0);
    await phone.close();
  });

  test('leaving while it waits asks first; staying keeps the page, and the offer leads back to it', async ({
    page,
  }) => {
    const { t, offer, code } = await startRenewal(page, brand);
    const contractsLink = page
      .getByRole('navigation', { name: t('shell.nav.label') })
      .getByRole('link', { name: t('shell.nav.contracts') });

    await contractsLink.click();
    const dialog = page.getByRole('alertdialog', { name: t('forms.leave.title') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('forms.leave.stay') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/contracts\/sign\?token=/);
    await expect(page.getByRole('main').getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();

    // Leaving after all: the offer says a signing waits, and leads back to it.
    await contractsLink.click();
    await dialog.getByRole('button', { name: t('forms.leave.confirm') }).click();
    await expect(page).toHaveURL(`${origin(brand)}/contracts`);
    await page.goto(`${origin(brand)}/contracts/${offer.contractId}/offer`);
    await expect(page.getByText(t('contracts.sign.pending'))).toBeVisible();
    await page.getByRole('link', { name: t('contracts.sign.continue') }).click();
    expect(await verificationCode(page, t)).toBe(code);
    await page.getByRole('button', { name: t('contracts.sign.cancel') }).click();
    await expect(heading(page)).toHaveText(t('contracts.sign.cancelled'));
  });

  test('with the keyboard only: choose an offer, review it, start signing and cancel it', async ({
    page,
  }) => {
    const t = await signInAt(page, brand, '/contracts', 'representative');
    const { offer } = await offerOf(page);
    await page.goto(`${origin(brand)}/contracts/${offer.contractId}/offer`);
    await hydrated(page);
    const radios = page.getByRole('radiogroup', { name: t('contracts.offer.choose') }).getByRole('radio');
    await expect(radios).toHaveCount(offer.products.length);

    // Tab enters the offers at the first; the arrow keys move to another and choose it.
    await page.locator('body').press('Tab');
    await tabTo(page, radios.first());
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(1)).toBeFocused();
    await expect(radios.nth(1)).toBeChecked();
    await tabTo(page, page.getByRole('button', { name: t('contracts.offer.continue') }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`product=${offer.products[1]!.id}`));

    // The review: on past the delivery choice to Sign.
    await tabTo(page, page.getByRole('button', { name: t('contracts.offer.sign'), exact: true }));
    await page.keyboard.press('Enter');
    await verificationCode(page, t);
    await tabTo(page, page.getByRole('button', { name: t('contracts.sign.cancel') }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(heading(page)).toHaveText(t('contracts.sign.cancelled'));
  });
});

test('moving out: a date out of range is refused at the field in the page’s language; a good one is confirmed and listed', async ({
  page,
}) => {
  // The form checks the dates against the browser's today: make it the server's.
  await page.clock.install({ time: new Date(testNow) });
  const brand = 'aurora';
  const t = await signInAt(page, brand, '/contracts', 'customer', 1);
  const contract = (await contractsOf(page)).find((c) => c.actions.moveOut && c.product)!;
  await page.goto(`${origin(brand)}/contracts?contract=${contract.id}`);
  await page
    .getByRole('group', { name: t('contracts.actions') })
    .getByRole('link', { name: t('contracts.action.moveOut') })
    .click();
  await expect(page).toHaveURL(`${origin(brand)}/contracts/${contract.id}/move-out`);
  await expect(heading(page)).toHaveText(t('contracts.moveOut.title'));

  const date = page.getByRole('group', { name: t('contracts.moveOut.date') });
  const segments = date.getByRole('spinbutton');
  await expect(segments).toHaveCount(3);
  /** Types DD, MM and YYYY into the segments, each moving on to the next once full. */
  const typeDate = async (value: string) => {
    await segments.first().focus();
    await page.keyboard.type(`${value.slice(8, 10)}${value.slice(5, 7)}${value.slice(0, 4)}`);
  };
  const send = page.getByRole('button', { name: t('contracts.moveOut.submit') });
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  await typeDate(daysFromToday(-1));
  await send.click();
  const past = t('contracts.moveOut.error.past');
  await expect(page.getByText(past)).toBeVisible();
  await expect(date).toHaveAccessibleDescription(new RegExp(escape(past)));

  await typeDate(daysFromToday(91));
  await send.click();
  const tooLate = t('contracts.moveOut.error.tooLate', { days: '90' });
  await expect(date).toHaveAccessibleDescription(new RegExp(escape(tooLate)));
  await expect(page).toHaveURL(/\/move-out$/);

  const moveOutDay = daysFromToday(30);
  await typeDate(moveOutDay);
  const reason = page.getByRole('radiogroup', { name: t('contracts.moveOut.reason') }).getByRole('radio');
  await toggle(reason.first());
  await expect(reason.first()).toBeChecked();
  await send.click();
  await expect(page).toHaveURL(`${origin(brand)}/contracts/${contract.id}/move-out/confirmation`);
  await expect(heading(page)).toHaveText(t('contracts.moveOut.done'));
  await expect(page.getByText(day(moveOutDay), { exact: true })).toBeVisible();

  await page.getByRole('link', { name: t('contracts.back') }).click();
  await expect(page.getByText(t('contracts.moveOut.notice', { date: day(moveOutDay) }))).toBeVisible();
});

test('a site without the signing gateway: no Sign button, and how to accept instead', async ({ page }) => {
  const brand = 'raba';
  const t = await signInAt(page, brand, '/contracts', 'representative');
  const { offer, product } = await offerOf(page);
  await expect(heading(page)).toHaveText(t('contracts.title'));
  await expect(page.getByRole('link', { name: t('contracts.action.renew') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('contracts.new') })).toHaveCount(0);

  await page.getByRole('link', { name: t('contracts.renewal.link') }).click();
  await expect(page).toHaveURL(`${origin(brand)}/contracts/${offer.contractId}/offer`);
  await toggle(page.getByRole('radio', { name: product.name, exact: true }));
  await page.getByRole('button', { name: t('contracts.offer.continue') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('contracts.offer.reviewOnly') })).toBeVisible();
  const { customerService } = brandFile(brand) as unknown as {
    customerService: { phone: string; email: string };
  };
  await expect(page.getByText(t('contracts.offer.noSigningTitle'))).toBeVisible();
  await expect(
    page.getByText(
      t('contracts.offer.noSigning', {
        product: product.name,
        phone: customerService.phone,
        email: customerService.email,
      }),
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('contracts.offer.sign'), exact: true })).toHaveCount(0);
});

test('contract management disabled: the contracts are listed, with nothing to renew, move out or make', async ({
  page,
}) => {
  const brand = 'saimaa';
  const t = await signInAt(page, brand, '/contracts', 'representative');
  const current = (await contractsOf(page)).find((c) => c.status === 'active' && c.product)!;
  await expect(heading(page)).toHaveText(t('contracts.title'));
  await expect(
    page.getByRole('link', { name: t('contracts.action.details', { number: current.number }) }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: t('contracts.action.renew') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('contracts.action.moveOut') })).toHaveCount(0);
  await expect(page.getByRole('link', { name: t('contracts.new') })).toHaveCount(0);

  // Nor by their addresses.
  await page.goto(`${origin(brand)}/contracts/${current.id}/move-out`);
  await expect(page.getByText(t('contracts.moveOut.notAllowed'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('contracts.moveOut.submit') })).toHaveCount(0);
  await page.goto(`${origin(brand)}/contracts/new`);
  await expect(page.getByText(t('contracts.create.cannot'))).toBeVisible();
});

test('a new contract on an Estonian site: place, product, the signer’s own personal code, signed on the phone', async ({
  page,
}) => {
  const brand = 'kiir';
  // A customer whose supply has no fixed term: a new contract may start after the notice.
  const who = await person(page.request, brand, 'customer');
  const t = await signInAt(page, brand, '/contracts', 'customer');
  const places = await apiFrom<Array<{ address: Place; usagePoints: Array<{ identifier: string }> }>>(
    page,
    '/api/locations',
  );
  const chosen = places[0]!;
  await page
    .getByRole('link', { name: t('contracts.new') })
    .first()
    .click();
  await expect(page).toHaveURL(`${origin(brand)}/contracts/new`);
  await expect(heading(page)).toHaveText(t('contracts.create.title'));

  // Her only place is the one, chosen already.
  await expect(page.getByRole('radio', { name: placeName(chosen.address), exact: true })).toBeChecked();
  const product = page
    .getByRole('radiogroup', { name: t('contracts.create.product') })
    .getByRole('radio')
    .first();
  await toggle(product);
  await expect(product).toBeChecked();

  // Offered: the code of the person signed in, who signs.
  const personalCode = page.getByRole('textbox', { name: t('contracts.create.personalCode') });
  await expect(personalCode).toHaveValue(who.ssn);
  const sign = page.getByRole('button', { name: t('contracts.create.sign'), exact: true });
  await personalCode.fill('39001010001');
  await sign.click();
  await expect(page.getByText(t('contracts.create.personalCodeInvalid'))).toBeVisible();
  await expect(personalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/contracts\/new/);

  // 39001010000: born 1 January 1990, its check digit right, but someone else's.
  await personalCode.fill('39001010000');
  await expect(personalCode).not.toHaveAttribute('aria-invalid', 'true');
  await sign.click();
  await expect(page.getByText(t('contracts.create.personalCodeNotSigner'))).toBeVisible();
  await expect(page).toHaveURL(/\/contracts\/new/);

  await personalCode.fill(who.ssn);
  await sign.click();
  const code = await verificationCode(page, t);
  await answer(page, brand, 'agreement-', code, 'Sign');
  await expect(page).toHaveURL(/\/contracts\/sign\/confirmation\?token=/, answered);
  await expect(heading(page)).toHaveText(t('contracts.done.new'));
  await expect(page.getByRole('button', { name: t('contracts.done.document') })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t('feedback.offer.title') })).toBeVisible();
});

test('a place whose fixed term runs past the start window says from when a new contract can be made', async ({
  page,
}) => {
  const brand = 'kiir';
  const t = await signInAt(page, brand, '/contracts/new', 'customer', 1);
  const [place] = await apiFrom<Array<{ address: Place; usagePoints: Array<{ identifier: string }> }>>(
    page,
    '/api/locations',
  );
  const point = place!.usagePoints[0]!.identifier;
  const info = await apiFrom<{ earliestStartDate: string; opensOn: string | null }>(
    page,
    `/api/contracts/start-info/${point}`,
  );
  expect(info.opensOn).not.toBeNull();
  await expect(page.getByRole('radio', { name: placeName(place!.address), exact: true })).toBeChecked();
  const day = (date: string) => date.split('-').reverse().join('.');
  const termEnd = new Date(Date.parse(`${info.earliestStartDate}T12:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  await expect(
    page.getByText(t('contracts.create.notYet', { date: day(termEnd), opens: day(info.opensOn!) })),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: t('contracts.create.sign'), exact: true })).toHaveCount(0);
});
