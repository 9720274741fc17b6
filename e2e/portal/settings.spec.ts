import type { Locator, Page } from '@playwright/test';
import { expect, hydrated, origin, person, test } from './fixtures.ts';
import { textsOf, type Texts } from './texts.ts';

/**
 * Settings against the real server: which sections each site shows, editing and saving each, refusals
 * shown at their fields with nothing saved, the draft that survives a reload, and the question before
 * leaving with changes. Each test that saves keeps to a person of its own.
 */

const tabs = (page: Page, t: Texts) => page.getByRole('tablist', { name: t('settings.tabs') });

async function openTab(page: Page, brand: string, tab: string) {
  await page.goto(`${origin(brand)}/settings?tab=${tab}`);
  await hydrated(page);
  const t = await textsOf(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('settings.title'));
  return t;
}

/** Checks, unchecks or chooses as a keyboard user does: React Aria's inputs sit under their labels. */
async function toggle(control: Locator) {
  await control.focus();
  await control.press('Space');
}

const tabNames = (t: Texts, ids: string[]) => ids.map((id) => t(`settings.tab.${id}`));

test.describe('which sections a site shows', () => {
  test.use({ account: { brand: 'aurora', role: 'customer' } });

  test('every section a site with all features allows, each bound to the address', async ({ page }) => {
    const t = await openTab(page, 'aurora', 'profile');
    await expect(tabs(page, t).getByRole('tab')).toHaveText(
      tabNames(t, [
        'profile',
        'contacts',
        'addresses',
        'bankAccounts',
        'outageContacts',
        'notifications',
        'appearance',
      ]),
    );
    await tabs(page, t)
      .getByRole('tab', { name: t('settings.tab.addresses') })
      .click();
    await expect(page).toHaveURL(/tab=addresses/);
    await expect(page.getByRole('tab', { name: t('settings.tab.addresses') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goBack();
    await expect(page.getByRole('tab', { name: t('settings.tab.profile') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('push notifications only in the installed app: not reachable by address in a browser', async ({
    page,
  }) => {
    await page.goto(`${origin('aurora')}/settings?tab=push-notifications`);
    await expect(page).toHaveURL(/tab=profile/);
  });
});

test.describe('a site without outage contacts', () => {
  test.use({ account: { brand: 'raba', role: 'customer' } });

  test('has no such section, and its address leads to the first section', async ({ page }) => {
    await page.goto(`${origin('raba')}/settings?tab=outage-contacts`);
    await expect(page).toHaveURL(/tab=profile/);
    const t = await textsOf(page);
    await expect(tabs(page, t).getByRole('tab', { name: t('settings.tab.outageContacts') })).toHaveCount(0);
  });
});

test.describe('a site without spot prices that manages its contracts', () => {
  test.use({ account: { brand: 'linna', role: 'customer' } });

  test('has no alerts, and their address leads to the first section', async ({ page }) => {
    const t = await openTab(page, 'linna', 'profile');
    await expect(tabs(page, t).getByRole('tab')).toHaveText(
      tabNames(t, ['profile', 'contacts', 'addresses', 'bankAccounts', 'outageContacts', 'appearance']),
    );
    await page.goto(`${origin('linna')}/settings?tab=notifications`);
    await expect(page).toHaveURL(/tab=profile/);
  });
});

test.describe('editing', () => {
  test.use({ account: { brand: 'saimaa', role: 'customer' } });

  test('profile: marketing choices saved, and the change listed under recent changes', async ({ page }) => {
    const t = await openTab(page, 'saimaa', 'profile');
    const post = page.getByRole('checkbox', { name: t('settings.channel.Post') });
    const none = page.getByRole('checkbox', { name: t('settings.channel.None') });
    const wasOn = await post.isChecked();
    await toggle(post);
    await expect(post).toBeChecked({ checked: !wasOn });
    if (!wasOn) await expect(none).not.toBeChecked();
    await page.getByRole('button', { name: t('settings.save') }).click();
    await expect(page.getByText(t('settings.saved'))).toBeVisible();
    await expect(page.getByText(t('settings.change.Marketing')).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: t('settings.channel.Post') })).toBeChecked({
      checked: !wasOn,
    });
  });

  test('addresses: a wrong postal code is refused at its field, a right one saved', async ({ page }) => {
    const t = await openTab(page, 'saimaa', 'addresses');
    const postal = page.getByRole('form', { name: t('settings.addresses.postal') });
    const code = postal.getByRole('textbox', { name: t('settings.addresses.postalCode') });
    const before = await code.inputValue();
    await code.fill('1234');
    await postal.getByRole('button', { name: t('settings.save') }).click();
    await expect(postal.getByText(t('settings.error.POSTAL_CODE'))).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await page.reload();
    await page.getByRole('button', { name: t('forms.draft.discard') }).click();
    await expect(code).toHaveValue(before);

    await code.fill('00100');
    await postal.getByRole('textbox', { name: t('settings.addresses.city') }).fill('Helsinki');
    await postal.getByRole('button', { name: t('settings.save') }).click();
    await expect(page.getByText(t('settings.saved'))).toBeVisible();
    await page.reload();
    await expect(code).toHaveValue('00100');
  });

  test('a draft survives a reload and comes back when the user agrees', async ({ page }) => {
    const t = await openTab(page, 'saimaa', 'addresses');
    const postal = page.getByRole('form', { name: t('settings.addresses.postal') });
    const street = postal.getByRole('textbox', { name: t('settings.addresses.street') });
    await street.fill('Luonnoskatu 7');
    // The draft is sealed once typing rests; a reload also stores it on the way out.
    await page.waitForTimeout(800);
    await page.reload();
    await hydrated(page);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: t('forms.draft.confirm') }).click();
    await expect(street).toHaveValue('Luonnoskatu 7');
    await postal.getByRole('button', { name: t('settings.cancel') }).click();
    await expect(street).not.toHaveValue('Luonnoskatu 7');
  });

  test('leaving with unsaved changes asks first, staying is the default', async ({ page }) => {
    const t = await openTab(page, 'saimaa', 'contacts');
    const label = page.getByRole('textbox', { name: t('settings.contacts.label') }).first();
    await label.fill('Kotona');
    await page
      .getByRole('navigation', { name: t('shell.nav.label') })
      .getByRole('link', { name: t('shell.nav.invoices') })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('forms.leave.stay') })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\?tab=contacts/);
    await expect(label).toHaveValue('Kotona');
  });

  test('contacts with the keyboard only: add a phone, a bad number is refused, a good one saved', async ({
    page,
  }) => {
    const t = await openTab(page, 'saimaa', 'contacts');
    const add = page.getByRole('button', { name: t('settings.contacts.add') });
    await add.focus();
    await page.keyboard.press('Enter');
    const row = page.getByRole('listitem', { name: /\d+$/ }).last();
    const value = row.getByRole('textbox', { name: t('settings.contacts.value') });
    await value.focus();
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mökki');
    await page.getByRole('button', { name: t('settings.save') }).focus();
    await page.keyboard.press('Enter');
    await expect(row.getByText(t('settings.error.INVALID_PHONE'))).toBeVisible();

    await value.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('040 765 4321');
    await page.getByRole('button', { name: t('settings.save') }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(t('settings.saved'))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: t('settings.contacts.value') }).last()).toHaveValue(
      '+358407654321',
    );
  });
});

test.describe('the e-mail and the scheme', () => {
  test.use({ account: { brand: 'kiir', role: 'customer', index: 1 } });

  test('an e-mail that is not one is refused at its field, and nothing is saved', async ({ page }) => {
    const t = await openTab(page, 'kiir', 'contacts');
    const email = page.getByRole('textbox', { name: t('settings.contacts.value') }).first();
    const before = await email.inputValue();
    await email.fill('not-an-address');
    await page.getByRole('button', { name: t('settings.save') }).click();
    await expect(page.getByText(t('settings.error.EMAIL'))).toBeVisible();
    const saved = await page.evaluate(async () => {
      const response = await fetch('/api/me/contacts');
      return (await response.json()) as { contacts: Array<{ type: string; value: string }> };
    });
    expect(saved.contacts.find((c) => c.type === 'Email')?.value).toBe(before);
  });

  test('appearance: the choice applies at once and is the header’s', async ({ page }) => {
    const t = await openTab(page, 'kiir', 'appearance');
    // The page turns dark at once; the server keeps the choice in its cookies when its answer comes.
    const stored = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/preferences/color-scheme' && r.ok(),
    );
    await toggle(page.getByRole('radio', { name: t('shell.appearance.dark') }));
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await stored;
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-scheme', 'dark');
    await toggle(page.getByRole('radio', { name: t('shell.appearance.system') }));
    await expect(page.getByRole('radio', { name: t('shell.appearance.system') })).toBeChecked();
  });
});

test.describe('bank accounts and alerts', () => {
  test.use({ account: { brand: 'saimaa', role: 'customer', index: 1 } });

  test('an invalid IBAN is refused and nothing added; a valid one is added with its bank, then removed', async ({
    page,
  }) => {
    const t = await openTab(page, 'saimaa', 'bank-accounts');
    const list = page.getByRole('region', { name: t('settings.bank.list') });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const count = await list.getByRole('listitem').count();
    const iban = page.getByRole('textbox', { name: t('settings.bank.iban') });
    await iban.fill('FI21 1234 5600 0007 86');
    await page.getByRole('button', { name: t('settings.bank.addButton') }).click();
    await expect(page.getByText(t('settings.error.IBAN'))).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(count);

    await iban.fill('FI49 5000 9420 0287 30');
    await page.getByRole('button', { name: t('settings.bank.addButton') }).click();
    await expect(page.getByText(t('settings.saved'))).toBeVisible();
    const added = list.getByRole('listitem').filter({ hasText: 'FI49 5000 9420 0287 30' });
    await expect(added).toContainText('OKOYFIHH');

    await added
      .getByRole('button', { name: t('settings.bank.remove', { iban: 'FI49 5000 9420 0287 30' }) })
      .click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('settings.bank.deleteConfirm') })
      .click();
    await expect(list.getByRole('listitem').filter({ hasText: 'FI49 5000 9420 0287 30' })).toHaveCount(0);
    await expect(page.getByText(t('settings.bank.removed'))).toBeVisible();
  });

  test('spot alert: limits the wrong way round are refused, right ones saved', async ({ page }) => {
    const t = await openTab(page, 'saimaa', 'notifications');
    const form = page.getByRole('form', { name: t('settings.alerts.spot') });
    await toggle(form.getByRole('switch', { name: t('settings.alerts.enabled') }));
    await expect(form.getByRole('switch', { name: t('settings.alerts.enabled') })).toBeChecked();
    await form.getByRole('textbox', { name: t('settings.alerts.lower') }).fill('20');
    await form.getByRole('textbox', { name: t('settings.alerts.upper') }).fill('5');
    await toggle(form.getByRole('checkbox').first());
    await expect(form.getByRole('checkbox').first()).toBeChecked();
    await form.getByRole('button', { name: t('settings.save') }).click();
    await expect(form.getByText(t('settings.error.THRESHOLD_ORDER'))).toBeVisible();

    await form.getByRole('textbox', { name: t('settings.alerts.lower') }).fill('2');
    await form.getByRole('textbox', { name: t('settings.alerts.upper') }).fill('25');
    await form.getByRole('button', { name: t('settings.save') }).click();
    await expect(page.getByText(t('settings.saved'))).toBeVisible();
  });
});

test.describe('outage notices where the network operator takes the night choice', () => {
  test.use({ account: { brand: 'aurora', role: 'customer' } });

  test('outage notices: the night choice is saved for a place', async ({ page }) => {
    const t = await openTab(page, 'aurora', 'outage-contacts');
    const form = page.getByRole('form').first();
    await toggle(form.getByRole('radio', { name: t('settings.outage.SendAfterNightHours') }));
    await form.getByRole('button', { name: t('settings.save') }).click();
    await expect(page.getByText(t('settings.saved'))).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('form')
        .first()
        .getByRole('radio', { name: t('settings.outage.SendAfterNightHours') }),
    ).toBeChecked();
  });
});

test.describe('on a phone', () => {
  test.use({ account: { brand: 'aurora', role: 'customer' }, viewport: { width: 390, height: 844 } });

  test('the sections are a list, each opening as its own screen with a way back', async ({ page }) => {
    await page.goto(`${origin('aurora')}/settings`);
    await hydrated(page);
    const t = await textsOf(page, { mobile: true });
    await page.getByRole('link', { name: new RegExp(t('settings.tab.addresses')) }).click();
    await expect(page).toHaveURL(/tab=addresses/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('settings.tab.addresses'));
    await page.getByRole('link', { name: t('settings.back') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('settings.title'));
  });
});

test.describe('a bank account after a sign-in older than 15 minutes', () => {
  test.use({ account: { brand: 'nordlys', role: 'customer' } });

  /** Makes this session's sign-in 20 minutes old (a route of the test server only). */
  const ageSignIn = (page: Page) =>
    page.evaluate(async () => {
      const response = await fetch('/api/test/sign-in-age?minutes=20', { method: 'POST' });
      if (!response.ok) throw new Error(`sign-in-age: ${String(response.status)}`);
    });

  test('asks for e-ID first, keeps what was typed through it, then adds the account', async ({ page }) => {
    test.slow();
    const who = await person(page.request, 'nordlys', 'customer');
    const t = await openTab(page, 'nordlys', 'bank-accounts');
    await ageSignIn(page);
    const iban = page.getByRole('textbox', { name: t('settings.bank.iban') });
    await iban.fill('FI49 5000 9420 0287 30');
    await page.getByRole('button', { name: t('settings.bank.addButton') }).click();
    const stepUp = page.getByRole('alertdialog', { name: t('settings.stepUp.title') });
    await expect(stepUp).toBeVisible();
    await stepUp.getByRole('button', { name: t('settings.stepUp.confirm') }).click();

    // The e-ID sandbox, then back to the same tab, where the draft offers back the IBAN.
    await page.getByRole('link', { name: `Sign in as ${who.name}`, exact: true }).click();
    await expect(page).toHaveURL(/\/settings\?tab=bank-accounts/);
    await hydrated(page);
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('forms.draft.confirm') })
      .click();
    await expect(iban).toHaveValue('FI49 5000 9420 0287 30');
    await page.getByRole('button', { name: t('settings.bank.addButton') }).click();
    await expect(page.getByText(t('settings.saved'))).toBeVisible();
    await expect(
      page.getByRole('region', { name: t('settings.bank.list') }).getByText('FI49 5000 9420 0287 30'),
    ).toBeVisible();
  });

  test('another person’s e-ID confirms nothing and changes nothing', async ({ page }) => {
    const other = await person(page.request, 'nordlys', 'customer', 1);
    const t = await openTab(page, 'nordlys', 'bank-accounts');
    await ageSignIn(page);
    await page.getByRole('textbox', { name: t('settings.bank.iban') }).fill('FI21 1234 5600 0007 85');
    await page.getByRole('button', { name: t('settings.bank.addButton') }).click();
    await page
      .getByRole('alertdialog', { name: t('settings.stepUp.title') })
      .getByRole('button', { name: t('settings.stepUp.confirm') })
      .click();
    await page.getByRole('link', { name: `Sign in as ${other.name}`, exact: true }).click();
    await expect(page).toHaveURL(/stepUp=failed/);
    await expect(page.getByText(t('settings.stepUp.failed'))).toBeVisible();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: t('forms.draft.discard') })
      .click();
    await expect(
      page.getByRole('region', { name: t('settings.bank.list') }).getByText('FI21 1234 5600 0007 85'),
    ).toHaveCount(0);
  });
});
