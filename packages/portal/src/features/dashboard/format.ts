import type { IntlShape } from 'react-intl';

export const formatKwh = (intl: IntlShape, value: number) =>
  `${intl.formatNumber(value, { maximumFractionDigits: value < 100 ? 1 : 0 })} kWh`;

export const formatEuro = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { style: 'currency', currency: 'EUR' });

/** A change in per cent, without its sign (the words say which way): "8 %". */
export const formatChange = (intl: IntlShape, percent: number) =>
  intl.formatNumber(Math.abs(percent) / 100, { style: 'percent', maximumFractionDigits: 0 });

/** `2026-11` → [2026, 11]. */
export const splitMonth = (month: string) => [Number(month.slice(0, 4)), Number(month.slice(5, 7))] as const;
