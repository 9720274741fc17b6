import { readCookie } from '../../app/cookies.ts';
import type { ConsentCategory } from './categories.ts';

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
