import { writeCookie } from '../../app/cookies.ts';
import { categoryServices, type ConsentCategory } from './categories.ts';
import { consentCookie, consentMaxAge, consentRevision, type ConsentRecord } from './cookie.ts';

// Recording a choice, apart from reading it (cookie.ts), which the /auth pages do before their code.

/** randomUUID exists only in secure contexts; a portal served over plain HTTP makes a v4 UUID itself. */
function newConsentId(): string {
  if (typeof (crypto as Partial<Crypto>).randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20), hex.slice(20)].join('-');
}

/**
 * The record for a choice among the offered categories. Updating a current record keeps its id, first
 * timestamp and data; without one (first visit, or a new revision) the consent starts afresh.
 */
export function buildConsent(
  accepted: readonly ConsentCategory[],
  offered: readonly ConsentCategory[],
  previous: ConsentRecord | null,
  now = new Date(),
): ConsentRecord {
  const categories = offered.filter((category) => category === 'necessary' || accepted.includes(category));
  const timestamp = now.toISOString();
  return {
    categories,
    services: Object.fromEntries(
      offered.map((category) => [
        category,
        categories.includes(category) ? [...categoryServices[category]] : [],
      ]),
    ),
    revision: consentRevision,
    data: previous?.data ?? null,
    consentTimestamp: previous?.consentTimestamp ?? timestamp,
    lastConsentTimestamp: timestamp,
    consentId: previous?.consentId ?? newConsentId(),
  };
}

/** Stores the record for 182 days; where cookies are blocked the choice lasts for this page only. */
export function writeConsent(record: ConsentRecord): void {
  try {
    writeCookie(consentCookie, JSON.stringify(record), { maxAge: consentMaxAge });
  } catch {
    // A sandboxed frame or a privacy setting refused the cookie: nothing to tell the visitor.
  }
}
