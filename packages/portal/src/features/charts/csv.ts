import { formatReadingDate } from './labels.ts';
import type { ComparedReading } from './merge.ts';
import { saveBlob } from '../../app/saveDownload.ts';

export interface CsvColumns {
  date: string;
  value: string;
  /** Present when an earlier period is shown. */
  earlier?: string | undefined;
  status: string;
}

export interface CsvOptions {
  columns: CsvColumns;
  /** The words for `estimated` and `corrected` in the status column. */
  statusLabels: Record<'estimated' | 'corrected', string>;
  locale: string;
}

/**
 * Spreadsheets open a CSV in the user's own convention: where the decimal mark is a comma (Finnish,
 * Swedish, Estonian, Latvian, Russian) the fields are separated by semicolons.
 */
export function csvConvention(locale: string): { separator: string; decimal: string } {
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
  return decimal === ',' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

const quote = (field: string, separator: string) =>
  /["\r\n]/.test(field) || field.includes(separator) ? `"${field.replace(/"/g, '""')}"` : field;

/**
 * The chart's data as CSV, exactly the rows and series on screen: one line per interval, the value as
 * the API gave it (no rounding, no grouping), the reading's status in words. Starts with a byte-order
 * mark so spreadsheet programs read it as UTF-8.
 */
export function toCsv(points: ComparedReading[], { columns, statusLabels, locale }: CsvOptions): string {
  const { separator, decimal } = csvConvention(locale);
  const number = (value: number | null) => (value === null ? '' : String(value).replace('.', decimal));
  const statusOf = (status: ComparedReading['status']) => (status ? statusLabels[status] : '');
  const header = [columns.date, columns.value, ...(columns.earlier ? [columns.earlier] : []), columns.status];
  const lines = [header.map((field) => quote(field, separator)).join(separator)];
  for (const point of points) {
    const row = [
      formatReadingDate(point.date),
      number(point.value),
      ...(columns.earlier ? [number(point.earlier)] : []),
      quote(statusOf(point.status), separator),
    ];
    lines.push(row.join(separator));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands a text to the browser as a file download. */
export function saveFile(text: string, filename: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), filename);
}
