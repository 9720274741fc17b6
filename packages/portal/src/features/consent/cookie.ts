import { readCookie, writeCookie } from '../../app/cookies.ts';
import { categoryServices, type ConsentCategory } from './categories.ts';

export const consentCookie = 'cc_cookie';
/** 182 days, in seconds (spec §9). */
export const consentMaxAge = 182 * 24 * 60 * 60;
/** Raise it when the categories or what they mean change: everyone is asked again. */
export const consentRevision = 0;

/**
 * The recorded choice, in the shape of the vanilla-cookieconsent v3 cookie so that tag managers and
 * consent audits that know that cookie can read ours.
 */
export interface ConsentRecord {
  /** The accepted categories; necessary is always among them. */
  categories: string[];
  /** For every category offered, the services accepted in it (empty when the category was refused). */
  services: Record<string, string[]>;
  revision: number;
  data: Record<string, unknown> | null;
  /** When this browser first consented (ISO 8601). */
  consentTimestamp: string;
  /** When the choice was last saved. */
  lastConsentTimestamp: string;
  /** Identifies this browser's consent in audits; kept when the choice changes. */
  consentId: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isTimestamp = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The record in a cookie value, or null when there is none or it is not one we can trust. */
export function parseConsent(raw: string | undefined): ConsentRecord | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(value)) return null;
  const { categories, services, revision, consentTimestamp, lastConsentTimestamp, consentId } = value;
  const data = value.data === null ? null : isObject(value.data) ? value.data : undefined;
  if (!isStringList(categories) || !categories.includes('necessary')) return null;
  if (!isObject(services) || !Object.values(services).every(isStringList)) return null;
  if (typeof revision !== 'number' || !Number.isInteger(revision) || data === undefined) return null;
  if (!isTimestamp(consentTimestamp) || !isTimestamp(lastConsentTimestamp)) return null;
  if (typeof consentId !== 'string' || consentId === '') return null;
  return {
    categories,
    services: services as Record<string, string[]>,
    revision,
    data,
    consentTimestamp,
    lastConsentTimestamp,
    consentId,
  };
}

/** The stored record; a browser that refuses cookies to script simply has none. */
export function readConsent(): ConsentRecord | null {
  try {
    return parseConsent(readCookie(consentCookie));
  } catch {
    return null;
  }
}

/**
 * Whether the record still answers today's question: the same revision, and a decision on every
 * category the site offers (a site that adds analytics later has not been asked about it).
 */
export function isConsentCurrent(record: ConsentRecord, offered: readonly ConsentCategory[]): boolean {
  return record.revision === consentRevision && offered.every((category) => category in record.services);
}

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
