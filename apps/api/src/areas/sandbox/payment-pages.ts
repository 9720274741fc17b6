import { Decimal } from 'decimal.js';
import { html, type Html } from '../../document/html.ts';
import type { Checkout, SandboxPaymentService } from '../../integrations/sandbox-checkout.ts';
import type { HeldPayment } from './bank-repository.ts';

export const euros = (cents: number) => `€${new Decimal(cents).div(100).toFixed(2)}`;

/** The provider's payment page: what is paid, to whom, and the tester's choices as one form. */
export function checkoutPage(provider: SandboxPaymentService, checkout: Checkout, token: string): Html {
  const what = html`<p id="what">Pay <strong>${euros(checkout.amountCents)}</strong> to
<strong>${checkout.merchant}</strong> for invoice <strong>${checkout.invoiceNumber}</strong>.</p>`;
  const means =
    provider.slug === 'everypay'
      ? html`<dl><dt>Card</dt><dd>Test card 4111 1111 1111 1111, expires 12/30</dd></dl>
<p>No card details to type: choose how the card payment ends.</p>`
      : html`<dl><dt>Bank</dt><dd><code>${checkout.bank ?? ''}</code> (sandbox bank)</dd></dl>
<p>You are signed in to your bank. Choose how it answers the payment consent.</p>`;
  const buttons = Object.entries(provider.decisions).map(
    ([value, decision]) =>
      html`<button type="submit" name="decision" value="${value}">${decision.label}</button> `,
  );
  return html`<h1>${provider.title}</h1>${what}${means}
<form method="post" action="/sandbox/${provider.slug}/pay" aria-label="Complete the payment" aria-describedby="what">
<input type="hidden" name="session" value="${token}">
<p>${buttons}</p></form>`;
}

/** A payment page that can no longer be used, with the way back to the portal when there is one. */
export function endedPage(message: string, returnUrl?: string): Html {
  return html`<h1>Payment</h1><p>${message}</p>${
    returnUrl ? html`<p><a href="${returnUrl}">Back to the merchant</a></p>` : ''
  }`;
}

/** The sandbox bank's payments pending at the bank, each with "settle now" and "reject". */
export function pendingPage(payments: HeldPayment[]): Html {
  const rows = payments.map(
    ({ checkout, since, settleAt }) => html`<li>
<strong>${euros(checkout.amountCents)}</strong> to ${checkout.merchant} for invoice ${checkout.invoiceNumber}
from <code>${checkout.bank ?? ''}</code>, pending since ${since.toISOString()}; settles by itself at
${settleAt.toISOString()}.
<form method="post" action="/sandbox/neonomics/pending" aria-label="Invoice ${checkout.invoiceNumber}">
<input type="hidden" name="reference" value="${checkout.reference}">
<button type="submit" name="decision" value="settle">Settle now</button>
<button type="submit" name="decision" value="reject">Reject</button></form></li>`,
  );
  return html`<h1>Pending at the bank</h1>${
    payments.length ? html`<ul>${rows}</ul>` : html`<p>No payments are pending at the bank.</p>`
  }`;
}
