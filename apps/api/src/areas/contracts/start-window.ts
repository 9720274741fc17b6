import { addDays } from '@vool/api-client';
import type { Catalogue } from './catalogue.ts';
import { termEnd } from './dates.ts';
import type { ContractRow } from './repository.ts';

/**
 * A supplier switch goes through the country's datahub, which takes notice of it: two weeks is within
 * what the datahubs need (the EU electricity directive 2019/944 art. 12 caps a switch at three weeks),
 * so any start date offered here can be kept. A start is offered up to 90 days ahead.
 */
export const switchNoticeDays = 14;
export const latestStartDays = 90;

/**
 * The last day a usage point is bound to its supply: a fixed term's end (also the fixed part of a term
 * followed by spot), or the start of an open-ended supply that has not begun yet. An open-ended supply
 * in force binds nothing: a new contract ends it (`endOpenSupply`). Null when nothing binds the point.
 */
export function boundUntil(
  rows: readonly ContractRow[],
  identifier: string,
  catalogue: Catalogue,
  today: string,
): string | null {
  let bound: string | null = null;
  for (const row of rows) {
    if (row.identifier !== identifier || row.product_id === null) continue;
    if (row.end_date !== null && row.end_date < today) continue;
    const term = row.end_date ?? termEnd(row.start_date, catalogue.row(row.product_id)?.term_months ?? null);
    const until = term ?? (row.start_date > today ? row.start_date : null);
    if (until !== null && until >= today && (bound === null || until > bound)) bound = until;
  }
  return bound;
}

/**
 * The days a new supply contract at a point may start on. A running fixed term moves the first day to
 * the day after it; when that is beyond how far ahead prices are offered, the window is not open yet
 * and `opensOn` says from which day it is.
 */
export function startWindow(
  today: string,
  bound: string | null,
): { earliest: string; latest: string; opensOn: string | null } {
  const notice = addDays(today, switchNoticeDays);
  const latest = addDays(today, latestStartDays);
  const afterTerm = bound === null ? notice : addDays(bound, 1);
  const earliest = afterTerm > notice ? afterTerm : notice;
  if (earliest <= latest) return { earliest, latest, opensOn: null };
  return { earliest, latest: earliest, opensOn: addDays(earliest, -latestStartDays) };
}
