import {
  addDays,
  isCalendarDay,
  moveOutDateProblem,
  moveOutMaxDays,
  normalisePostalCode,
  type ClientAddress,
  type Contract,
  type MoveOutBody,
  type MoveOutReason,
  type SupplyCountry,
} from '@vool/api-client/browser';

/** The move-out form's values, as plain JSON (they are kept in the form's draft). */
export interface MoveOutValues {
  /** `YYYY-MM-DD`, '' until chosen. */
  date: string;
  /** Whole kWh as typed; '' when the customer has no reading. */
  meterReading: string;
  street: string;
  postalCode: string;
  city: string;
  countryCode: SupplyCountry;
  reason: MoveOutReason | '';
  comment: string;
}

/** Field names are the JSON pointers the API names its refusals by. */
export const fields = {
  date: '/date',
  meterReading: '/meterReading',
  street: '/finalInvoiceAddress/street',
  postalCode: '/finalInvoiceAddress/postalCode',
  city: '/finalInvoiceAddress/city',
  countryCode: '/finalInvoiceAddress/countryCode',
  reason: '/reason',
  comment: '/comment',
} as const;

const asCountry = (code: string | undefined, fallback: SupplyCountry): SupplyCountry =>
  code === 'FI' || code === 'EE' || code === 'LV' ? code : fallback;

/** The form as it opens: the final invoice goes to the client's postal address unless changed. */
export function initialMoveOut(address: ClientAddress | null, country: SupplyCountry): MoveOutValues {
  return {
    date: '',
    meterReading: '',
    street: address?.street ?? '',
    postalCode: address?.postalCode ?? '',
    city: address?.city ?? '',
    countryCode: asCountry(address?.countryCode, country),
    reason: '',
    comment: '',
  };
}

type Dates = Pick<Contract, 'startDate' | 'endDate'> & { today: string };

/** The days the date picker offers: what `moveOutDateProblem` allows. */
export function moveOutRange({ today, startDate, endDate }: Dates): { min: string; max: string } {
  const latest = addDays(today, moveOutMaxDays);
  return {
    min: startDate > today ? startDate : today,
    max: endDate !== null && endDate < latest ? endDate : latest,
  };
}

/**
 * What is wrong with the values, by field, as codes: the rules of `@vool/api-client` the API checks
 * too, so what the browser lets through the API accepts.
 */
export function moveOutProblems(values: MoveOutValues, dates: Dates): Record<string, string> {
  const found: Record<string, string> = {};
  if (!values.date) found[fields.date] = 'REQUIRED';
  else if (!isCalendarDay(values.date)) found[fields.date] = 'DATE_INVALID';
  else {
    const problem = moveOutDateProblem(values.date, dates);
    if (problem) found[fields.date] = problem;
  }
  const reading = values.meterReading.trim();
  if (reading && !/^[0-9]{1,8}$/.test(reading)) found[fields.meterReading] = 'READING';
  if (values.street.trim().length < 2) found[fields.street] = values.street.trim() ? 'STREET' : 'REQUIRED';
  if (!values.city.trim()) found[fields.city] = 'REQUIRED';
  if (!values.postalCode.trim()) found[fields.postalCode] = 'REQUIRED';
  else if (!normalisePostalCode(values.countryCode, values.postalCode))
    found[fields.postalCode] = 'POSTAL_CODE';
  if (!values.reason) found[fields.reason] = 'REASON';
  if (values.comment.length > 500) found[fields.comment] = 'COMMENT';
  return found;
}

/** The notice as the API takes it (call only once `moveOutProblems` found nothing). */
export function moveOutBody(values: MoveOutValues): MoveOutBody {
  const comment = values.comment.trim();
  return {
    date: values.date,
    meterReading: values.meterReading.trim() ? Number(values.meterReading.trim()) : null,
    finalInvoiceAddress: {
      street: values.street.trim(),
      city: values.city.trim(),
      postalCode: normalisePostalCode(values.countryCode, values.postalCode) ?? values.postalCode.trim(),
      countryCode: values.countryCode,
    },
    reason: values.reason || 'other',
    ...(comment ? { comment } : {}),
  };
}
