import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, hydrated, origin, test } from './fixtures.ts';
import { textsOf, type Texts } from './texts.ts';

/**
 * Invoices against the real server: the list, an invoice, its files, and paying it through the
 * payment sandboxes (EveryPay's card page, Neonomics' bank page) and back. Each test that pays keeps
 * to a customer of its own, so no other test meets an invoice it paid.
 */

interface Listed {
  id: number;
  invoiceNumber: string;
  status: string;
}

const apiFrom = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as unknown;
  }, path) as Promise<T>;

async function firstUnpaid(page: Page): Promise<Listed> {
  const { invoices } = await apiFrom<{ invoices: Listed[] }>(page, '/api/invoices?type=unpaid');
  const invoice = invoices[0];
  if (!invoice) throw new Error('the customer has nothing unpaid');
  return invoice;
}

/** The Pay button, whatever the amount and wherever the language puts it. */
const payButton = (page: Page, t: Texts) => {
  const [before = '', after = ''] = t('invoices.pay', { amount: '\u0000' }).split('\u0000');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByRole('button', { name: new RegExp(`^${escape(before)}.+${escape(after)}$`) });
};

/** Opens an invoice's page and presses Pay; the dialog is open after it. */
async function openPay(page: Page, brand: string, invoice: Listed, t: Texts) {
  await page.goto(`${origin(brand)}/invoices?invoice=${invoice.invoiceNumber}`);
  // Drawn by the server: Pay is answered once the page is hydrated.
  await hydrated(page);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t('invoices.detail.title', { number: invoice.invoiceNumber }),
    }),
  ).toBeVisible();
  await payButton(page, t).click();
  return page.getByRole('dialog');
}

test.describe('the invoice list and an invoice', () => {
  test.use({ account: { brand: 'aurora', role: 'customer' } });

  test('from the menu to the list, filtered in the address, to an invoice and its PDF and CSV', async ({
    page,
  }) => {
    test.slow();
    await page.goto(`${origin('aurora')}/dashboard`);
    const t = await textsOf(page);
    await page
      .getByRole('navigation', { name: t('shell.nav.label') })
      .getByRole('link', { name: t('shell.nav.invoices') })
      .click();
    await expect(page).toHaveURL(`${origin('aurora')}/invoices`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('invoices.title'));
    const list = page.getByRole('list', { name: t('invoices.list') });
    // Three years of monthly invoices, shown a page at a time.
    await expect(list.getByRole('listitem')).toHaveCount(24);

    await page.getByRole('radio', { name: t('invoices.filter.paid') }).click();
    await expect(page).toHaveURL(/type=paid/);
    await page.getByRole('radio', { name: t('invoices.filter.unpaid') }).click();
    await expect(page).toHaveURL(/type=unpaid/);
    const unpaid = await firstUnpaid(page);
    await expect(list.getByRole('listitem').first()).toContainText(unpaid.invoiceNumber);

    await list.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`invoice=${unpaid.invoiceNumber}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('invoices.detail.title', { number: unpaid.invoiceNumber }),
    );
    await expect(page.getByRole('table')).toContainText(t('invoices.vat.total'));

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('invoices.download.pdf') }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`invoice-${unpaid.invoiceNumber}.pdf`);
    expect(
      readFileSync(await pdf.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('invoices.download.csv') }).click(),
    ]);
    expect(csv.suggestedFilename()).toBe(`invoice-${unpaid.invoiceNumber}.csv`);
    const rows = readFileSync(await csv.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(rows.length).toBeGreaterThan(28);

    // "How was this calculated?" rebuilds the energy from the readings, to the cent.
    await page.getByRole('button', { name: t('invoices.explain') }).click();
    await expect(page.getByRole('img', { name: t('invoices.explain.dailyCost') })).toBeVisible();

    await page.getByRole('link', { name: t('invoices.back') }).click();
    await expect(page).toHaveURL(`${origin('aurora')}/invoices`);
  });

  test('an invoice that is not the customer’s is not found, and says so', async ({ page }) => {
    await page.goto(`${origin('aurora')}/invoices?invoice=1999-000001`);
    const t = await textsOf(page);
    await expect(page.getByText(t('invoices.detail.notFound', { number: '1999-000001' }))).toBeVisible();
  });
});

test.describe('paying by card on EveryPay', () => {
  test.use({ account: { brand: 'kiir', role: 'customer', index: 1 } });

  test('approve → processing → confirmation, and the invoice shows paid', async ({ page }) => {
    test.slow();
    await page.goto(`${origin('kiir')}/invoices`);
    const t = await textsOf(page);
    const invoice = await firstUnpaid(page);
    const dialog = await openPay(page, 'kiir', invoice, t);
    await dialog.getByRole('button', { name: t('invoices.pay.go') }).click();
    await expect(page.getByRole('heading', { name: 'EveryPay card payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoices/${String(invoice.id)}/payment-processing\\?payment=`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('invoices.confirmation.title'), {
      timeout: 20_000,
    });
    await expect(page).toHaveURL(new RegExp(`/invoices/${String(invoice.id)}/confirmation\\?payment=`));
    // Feedback is offered once the payment is confirmed: a note on the page, not a dialog.
    await expect(page.getByRole('status').filter({ hasText: t('feedback.offer.title') })).toBeVisible();
    await page.getByRole('link', { name: t('invoices.confirmation.toInvoice') }).click();
    await expect(page.getByText(t('invoices.status.paid')).first()).toBeVisible();
  });
});

test.describe('a declined card', () => {
  test.use({ account: { brand: 'daugava', role: 'customer' } });

  test('says nothing was charged and pays on the second try', async ({ page }) => {
    test.slow();
    await page.goto(`${origin('daugava')}/invoices`);
    const t = await textsOf(page);
    const invoice = await firstUnpaid(page);
    let dialog = await openPay(page, 'daugava', invoice, t);
    await dialog.getByRole('button', { name: t('invoices.pay.go') }).click();
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('invoices.processing.failed'), {
      timeout: 20_000,
    });
    await page.getByRole('link', { name: t('invoices.processing.tryAgain') }).click();
    dialog = page.getByRole('dialog');
    await payButton(page, t).click();
    await dialog.getByRole('button', { name: t('invoices.pay.go') }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('invoices.confirmation.title'), {
      timeout: 20_000,
    });
  });
});

test.describe('paying from the bank with Neonomics', () => {
  test.use({ account: { brand: 'aurora', role: 'customer', index: 1 } });

  test('pending at the bank → waiting for confirmation → settled; a reload on the way resumes', async ({
    page,
  }) => {
    // The waiting page asks calmly (up to every 30 s) while the bank settles: room for two asks at the end.
    test.setTimeout(240_000);
    await page.goto(`${origin('aurora')}/invoices`);
    const t = await textsOf(page);
    const invoice = await firstUnpaid(page);
    const dialog = await openPay(page, 'aurora', invoice, t);
    // Open banking needs the customer's bank.
    await dialog.getByRole('button', { name: t('invoices.pay.go') }).click();
    await expect(dialog.getByText(t('invoices.pay.bankRequired'))).toBeVisible();
    await dialog.getByRole('button', { name: new RegExp(t('invoices.pay.bank')) }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: t('invoices.pay.go') }).click();
    await expect(page.getByRole('heading', { name: 'Neonomics bank payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Pending at the bank' }).click();
    await expect(page).toHaveURL(/payment-processing\?payment=/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('invoices.waiting.title'), {
      timeout: 20_000,
    });
    const waiting = page.url();

    // The bank settles it (the sandbox's "settle now"); the waiting page notices.
    const bank = await page.context().newPage();
    await bank.goto(`${origin('aurora')}/sandbox/neonomics/pending`);
    await bank
      .getByRole('form', { name: `Invoice ${invoice.invoiceNumber}` })
      .getByRole('button', { name: 'Settle now' })
      .click();
    await bank.close();
    // Back from the bank's tab: the page asks at once rather than at the end of its pause.
    await page.bringToFront();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('invoices.confirmation.title'), {
      timeout: 75_000,
    });
    expect(page.url()).not.toBe(waiting);
  });
});

test.describe('paying with the keyboard only', () => {
  test.use({ account: { brand: 'daugava', role: 'customer', index: 1 } });

  test('reaches Pay, the dialog, the provider and back without a pointer', async ({ page }) => {
    test.slow();
    await page.goto(`${origin('daugava')}/invoices`);
    const t = await textsOf(page);
    const invoice = await firstUnpaid(page);
    await page.goto(`${origin('daugava')}/invoices?invoice=${invoice.invoiceNumber}`);
    const pay = payButton(page, t);
    await expect(pay).toBeVisible();
    await page.locator('body').press('Tab');
    for (let n = 0; n < 40 && !(await pay.evaluate((el) => el === document.activeElement)); n++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const go = page.getByRole('dialog').getByRole('button', { name: t('invoices.pay.go') });
    await expect(go).toBeVisible();
    for (let n = 0; n < 10 && !(await go.evaluate((el) => el === document.activeElement)); n++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    const approve = page.getByRole('button', { name: 'Approve' });
    await expect(approve).toBeVisible();
    for (let n = 0; n < 10 && !(await approve.evaluate((el) => el === document.activeElement)); n++) {
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('invoices.confirmation.title'), {
      timeout: 20_000,
    });
  });
});
