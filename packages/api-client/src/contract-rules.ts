import { moveOutMaxDays } from './constants.ts';

/**
 * What the move-out and new-contract schemas cannot say, checked the same way by the portal's forms
 * and the API. Dates are the site's calendar days (`YYYY-MM-DD`), so the arithmetic is on days, not
 * instants: no time zone or clock change can move them.
 */
export type ContractRuleCode =
  'MOVE_OUT_IN_PAST' | 'MOVE_OUT_TOO_LATE' | 'MOVE_OUT_BEFORE_START' | 'MOVE_OUT_AFTER_END' | 'PERSONAL_CODE';

const dayMs = 86_400_000;

/** The calendar day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);

/** A real calendar day (the schema's pattern lets 2026-02-30 through). */
export const isCalendarDay = (date: string) => /^\d{4}-\d{2}-\d{2}$/.test(date) && addDays(date, 0) === date;

/**
 * A move-out date: today at the earliest, at most 90 days ahead, not before the contract starts and not
 * after a fixed term ends (the contract ends by itself then). Null when it may be.
 */
export function moveOutDateProblem(
  date: string,
  { today, startDate, endDate }: { today: string; startDate: string; endDate: string | null },
): ContractRuleCode | null {
  if (date < today) return 'MOVE_OUT_IN_PAST';
  if (daysBetween(today, date) > moveOutMaxDays) return 'MOVE_OUT_TOO_LATE';
  if (date < startDate) return 'MOVE_OUT_BEFORE_START';
  if (endDate !== null && date > endDate) return 'MOVE_OUT_AFTER_END';
  return null;
}

/**
 * An Estonian isikukood: century-and-sex digit, birth date, serial and the two-pass modulo 11 check
 * digit (the same scheme as the registrikood's).
 */
export function estonianPersonalCodeValid(code: string): boolean {
  if (!/^[1-6]\d{10}$/.test(code)) return false;
  const digits = Array.from(code, Number);
  const sum = (weights: number[]) => weights.reduce((total, w, i) => total + w * digits[i]!, 0);
  let check = sum([1, 2, 3, 4, 5, 6, 7, 8, 9, 1]) % 11;
  if (check === 10) check = sum([3, 4, 5, 6, 7, 8, 9, 1, 2, 3]) % 11;
  if (check === 10) check = 0;
  const century = 1800 + Math.floor((digits[0]! - 1) / 2) * 100;
  const birth = `${String(century + Number(code.slice(1, 3)))}-${code.slice(3, 5)}-${code.slice(5, 7)}`;
  return check === digits[10] && isCalendarDay(birth);
}
