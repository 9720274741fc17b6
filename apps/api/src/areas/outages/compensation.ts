import { Decimal } from 'decimal.js';
import type { Interruption } from '@vool/api-client';
import type { Profile } from '../../energy/model.ts';
import { networkFee, networkMonthlyFee, vatPercent } from '../../energy/tariffs.ts';
import { civil, dayOf, MINUTE, type CountryCode } from '../../energy/time.ts';

/**
 * A country's standard compensation for a long outage. Either a share of a fee: from `minutes` of one
 * uninterrupted outage on, `percent` of the fee named by `basis` is due; or fixed amounts: once an outage
 * lasts longer than the time allowed to clear it, an amount by how far beyond. Each table is the whole
 * rule of its country, so a change of law is a change of one table.
 */
export type CompensationRule = ShareOfFee | BeyondAllowed;

interface RuleBase {
  law: string;
  /** The most due to one customer (here: one usage point) in a calendar year, cents; null for no cap. */
  capCents: number | null;
  /** Whether the operator credits it unasked or the customer applies for it. */
  claim: 'automatic' | 'apply';
}

export interface ShareOfFee extends RuleBase {
  basis: 'annual-network-fee' | 'monthly-network-fee';
  /** Ascending; the last step an outage reaches applies. */
  steps: ReadonlyArray<{ minutes: number; percent: number }>;
}

export interface BeyondAllowed extends RuleBase {
  basis: 'fixed-amounts';
  /** The time allowed to clear an outage that started at `start`, minutes. */
  allowedMinutes: (start: Date) => number;
  /** Ascending: from `overMinutes` beyond the allowed time on, `cents` are due. */
  steps: ReadonlyArray<{ overMinutes: number; cents: number }>;
}

const step = (hours: number, percent: number) => ({ minutes: hours * 60, percent });

export const compensationRules: Record<CountryCode, CompensationRule> = {
  /**
   * Finland: Sähkömarkkinalaki (Electricity Market Act) 588/2013 §100 "Vakiokorvaus": for an
   * uninterrupted outage of 12 h–<24 h 10 %, 24 h–<72 h 25 %, 72 h–<120 h 50 %, 120 h–<192 h 100 %,
   * 192 h–<288 h 150 %, ≥ 288 h 200 % of the customer's annual network service fee, at most €2,000
   * (the cap since the 2013 act; €700 before). §101: the operator pays it on its own initiative,
   * usually as a credit on the next invoice.
   */
  FI: {
    law: 'Sähkömarkkinalaki 588/2013 §100',
    basis: 'annual-network-fee',
    steps: [step(12, 10), step(24, 25), step(72, 50), step(120, 100), step(192, 150), step(288, 200)],
    capCents: 200_000,
    claim: 'automatic',
  },
  /**
   * Estonia: Majandus- ja kommunikatsiooniministri 6. aprilli 2005. a määrus nr 42 "Võrguteenuste
   * kvaliteedinõuded ja võrgutasude vähendamise tingimused kvaliteedinõuete rikkumise korral", as
   * amended by määrus nr 57 of 24.09.2021 (RT I, 28.09.2021, 9; in force 1.10.2021). §4 lg 5: a fault in
   * the distribution network is to be cleared within 12 h from 1 April to 30 September and within 16 h
   * from 1 October to 31 March. §7 lg 2 (a consumption point with a main fuse of up to 63 A): the
   * network charge is reduced by €24 when clearing it took up to 48 h longer than allowed, €48 when
   * more than 48 h up to 96 h longer, €72 when more than 96 h longer; the operator deducts it from the
   * network bill unasked. Not modelled: the per-ampere amounts of §7 lg 3 for larger main fuses (the
   * demo does not know a point's fuse), the 72 h of §4 lg 5 p 2 for a point fed by a single 110 kV
   * transformer or line, the 3 days after an event beyond the operator's control (§4 lg 3), and the
   * yearly limit of §4 lg 6 (50 h of faults a year).
   */
  EE: {
    law: 'MKM määrus nr 42 (2005) §4 lg 5, §7 lg 2',
    basis: 'fixed-amounts',
    allowedMinutes: (start) => {
      const { month } = civil(dayOf(start.getTime()));
      return (month >= 4 && month <= 9 ? 12 : 16) * 60;
    },
    steps: [
      { overMinutes: 1, cents: 2_400 },
      { overMinutes: 48 * 60 + 1, cents: 4_800 },
      { overMinutes: 96 * 60 + 1, cents: 7_200 },
    ],
    capCents: null,
    claim: 'automatic',
  },
  /**
   * Latvia: a fault is to be cleared within 24 h (the Cabinet of Ministers' regulations, as the regulator
   * SPRK's yearly reports on distribution service quality measure it); beyond that the distribution
   * operator compensates on the customer's application. The amounts here are modelled, not the
   * regulator's: 50 % of the monthly network fee per started 24 h beyond the allowed time. To be
   * confirmed against SPRK's current decision.
   */
  LV: {
    law: 'SPRK sadales sistēmas pakalpojumu kvalitātes noteikumi',
    basis: 'monthly-network-fee',
    steps: [step(24, 50), step(48, 100), step(72, 150), step(96, 200)],
    capCents: null,
    claim: 'apply',
  },
};

/** The percent of the fee due for one uninterrupted outage of `minutes`. */
export function percentFor(rule: ShareOfFee, minutes: number): number {
  let percent = 0;
  for (const s of rule.steps) if (minutes >= s.minutes) percent = s.percent;
  return percent;
}

/** The amount due under a fixed-amounts rule for an outage from `start` lasting `minutes`. */
export function amountBeyond(rule: BeyondAllowed, start: Date, minutes: number): number {
  const over = minutes - rule.allowedMinutes(start);
  let cents = 0;
  for (const s of rule.steps) if (over >= s.overMinutes) cents = s.cents;
  return cents;
}

/**
 * A usage point's network fee in cents, VAT included (what the customer pays): the grid's monthly fee
 * × 12 plus its energy-based fee × the point's annual kWh (the demo bills every point at its annual
 * scale, so that is its "annual network fee" in the sense of §100). The monthly basis is a twelfth; a
 * rule of fixed amounts has none (0).
 */
export function feeCents(country: CountryCode, profile: Profile, annualKwh: number, rule: CompensationRule) {
  const annual = new Decimal(networkMonthlyFee.electricity[country][profile])
    .times(12)
    .plus(new Decimal(networkFee[country]).times(annualKwh))
    .times(new Decimal(vatPercent[country]).div(100).plus(1));
  if (rule.basis === 'fixed-amounts') return 0;
  const fee = rule.basis === 'annual-network-fee' ? annual : annual.div(12);
  return fee.times(100).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber();
}

/** A power-off and the power-on after it (null while off), from the meter. */
export interface Span {
  outageId: number | null;
  start: Date;
  end: Date | null;
}

/** Pairs a meter's events (oldest first) into spans; an unmatched power-on is ignored. */
export function spansOf(events: ReadonlyArray<{ at: Date; kind: string; outage_id: number | null }>): Span[] {
  const spans: Span[] = [];
  let open: Span | null = null;
  for (const e of events) {
    if (e.kind === 'power-off' && !open) open = { outageId: e.outage_id, start: e.at, end: null };
    else if (e.kind === 'power-on' && open) {
      spans.push({ ...open, end: e.at });
      open = null;
    }
  }
  if (open) spans.push(open);
  return spans;
}

/**
 * Whole minutes between two instants: real elapsed time, so an outage over a clock change counts the
 * hour the clocks skipped or repeated as it passed.
 */
export const minutesBetween = (start: Date, end: Date): number =>
  Math.floor((end.getTime() - start.getTime()) / MINUTE);

/**
 * The interruptions of one point in a year, each with what is due, capped in the order they happened;
 * `creditedOn` finds the first invoice issued after an instant. An ongoing one counts until `now`.
 */
export function assess(
  rule: CompensationRule,
  fee: number,
  spans: readonly Span[],
  now: Date,
  creditedOn: (end: Date) => string | null,
) {
  let left = rule.capCents ?? Number.POSITIVE_INFINITY;
  const interruptions: Interruption[] = spans.map((span) => {
    const minutes = minutesBetween(span.start, span.end ?? now);
    const percent = rule.basis === 'fixed-amounts' ? 0 : percentFor(rule, minutes);
    const amount =
      rule.basis === 'fixed-amounts'
        ? amountBeyond(rule, span.start, minutes)
        : Math.round((fee * percent) / 100);
    const due = Math.min(amount, left);
    left -= due;
    return {
      outageId: span.outageId,
      start: span.start.toISOString(),
      end: span.end?.toISOString() ?? null,
      minutes,
      percent,
      dueCents: due,
      creditedOn: span.end && due > 0 ? creditedOn(span.end) : null,
    };
  });
  const dueCents = interruptions.reduce((sum, i) => sum + i.dueCents, 0);
  const creditedCents = interruptions.reduce((sum, i) => sum + (i.creditedOn ? i.dueCents : 0), 0);
  return { interruptions, dueCents, creditedCents };
}
