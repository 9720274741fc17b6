import { Decimal } from 'decimal.js';
import type { Interruption } from '@vool/api-client';
import type { Profile } from '../../energy/model.ts';
import { networkFee, networkMonthlyFee, vatPercent } from '../../energy/tariffs.ts';
import { MINUTE, type CountryCode } from '../../energy/time.ts';

/**
 * A country's standard compensation for a long outage: from `minutes` of one uninterrupted outage on,
 * `percent` of the fee named by `basis` is due. Each table is the whole rule of its country, so a change
 * of law is a change of one table.
 */
export interface CompensationRule {
  law: string;
  basis: 'annual-network-fee' | 'monthly-network-fee';
  /** Ascending; the last step an outage reaches applies. */
  steps: ReadonlyArray<{ minutes: number; percent: number }>;
  /** The most due to one customer (here: one usage point) in a calendar year, cents; null for no cap. */
  capCents: number | null;
  /** Whether the operator credits it unasked or the customer applies for it. */
  claim: 'automatic' | 'apply';
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
   * Estonia: the network service quality requirements (Võrguteenuse kvaliteedinõuded, overseen by the
   * Competition Authority, Konkurentsiamet): a fault is to be cleared within 12 h in normal conditions;
   * beyond that the network fee is reduced. We model it as 35 % of the monthly network fee for every
   * started 12 h beyond the allowed 12 h, up to a year's worth of monthly fees. The yearly total limit
   * of the requirements is not modelled. To be confirmed against the regulation's current text.
   */
  EE: {
    law: 'Võrguteenuse kvaliteedinõuded (Konkurentsiamet)',
    basis: 'monthly-network-fee',
    steps: [step(12, 35), step(24, 70), step(36, 105), step(48, 140), step(60, 175), step(72, 210)],
    capCents: null,
    claim: 'apply',
  },
  /**
   * Latvia: the regulator SPRK's rules for the distribution system operator's service quality set the
   * restoration time after a fault; when it is exceeded the operator compensates on the customer's
   * application. We model 24 h as the allowed time, then 50 % of the monthly network fee per started
   * 24 h beyond it. To be confirmed against SPRK's current decision.
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
export function percentFor(rule: CompensationRule, minutes: number): number {
  let percent = 0;
  for (const s of rule.steps) if (minutes >= s.minutes) percent = s.percent;
  return percent;
}

/**
 * A usage point's network fee in cents, VAT included (what the customer pays): the grid's monthly fee
 * × 12 plus its energy-based fee × the point's annual kWh (the demo bills every point at its annual
 * scale, so that is its "annual network fee" in the sense of §100). The monthly basis is a twelfth.
 */
export function feeCents(country: CountryCode, profile: Profile, annualKwh: number, rule: CompensationRule) {
  const annual = new Decimal(networkMonthlyFee.electricity[country][profile])
    .times(12)
    .plus(new Decimal(networkFee[country]).times(annualKwh))
    .times(new Decimal(vatPercent[country]).div(100).plus(1));
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
    const percent = percentFor(rule, minutes);
    const due = Math.min(Math.round((fee * percent) / 100), left);
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
