import { Fragment } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { InvoiceDetail, InvoiceLine } from '@vool/api-client/browser';
import { Card } from '@vool/ui/Card';
import { formatCents, formatDecimal, formatUnitPrice } from './format.ts';
import * as styles from './invoices.css.ts';
import { messages } from './messages.ts';

const kindLabels = {
  Hourly: messages.kind_Hourly,
  Base: messages.kind_Base,
  Day: messages.kind_Day,
  Night: messages.kind_Night,
  Margin: messages.kind_Margin,
  Monthly: messages.kind_Monthly,
  Network: messages.kind_Network,
  NetworkMonthly: messages.kind_NetworkMonthly,
  Tax: messages.kind_Tax,
  PaperBill: messages.kind_PaperBill,
} as const;

export const utilityLabels = {
  electricity: messages.utility_electricity,
  gas: messages.utility_gas,
  heating: messages.utility_heating,
} as const;

function quantity(intl: IntlShape, line: InvoiceLine): string {
  if (line.unit === 'kWh')
    return intl.formatMessage(messages.unit_kWh, { quantity: formatDecimal(intl, line.quantity, 3) });
  const count = { quantity: Number(line.quantity) };
  return line.unit === 'month'
    ? intl.formatMessage(messages.unit_month, count)
    : intl.formatMessage(messages.unit_piece, count);
}

/** Per kWh as "0.0452 €/kWh"; a fee's price per month or piece stands alone, its quantity says per what. */
const unitPrice = (intl: IntlShape, line: InvoiceLine) =>
  line.unit === 'kWh'
    ? intl.formatMessage(messages.perUnit, { price: formatUnitPrice(intl, line.unitPrice), unit: 'kWh' })
    : formatUnitPrice(intl, line.unitPrice);

/** The invoice's lines per usage point, then the VAT per rate and the total. */
export function InvoiceLines({ invoice }: { invoice: InvoiceDetail }) {
  const intl = useIntl();
  const groups = new Map<string | null, InvoiceLine[]>();
  for (const line of invoice.lines)
    groups.set(line.usagePoint, [...(groups.get(line.usagePoint) ?? []), line]);
  const heading = (identifier: string | null) => {
    const point = invoice.usagePoints.find((p) => p.identifier === identifier);
    if (!point) return intl.formatMessage(messages.wholeInvoice);
    return intl.formatMessage(messages.usagePoint, {
      utility: intl.formatMessage(utilityLabels[point.utility]),
      identifier: point.identifier,
    });
  };
  const cell = `${styles.td} ${styles.numeric}`;
  return (
    <Card title={intl.formatMessage(messages.lines)} headingLevel={2}>
      <table className={styles.linesTable}>
        <caption>{intl.formatMessage(messages.linesCaption)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {intl.formatMessage(messages.colItem)}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {intl.formatMessage(messages.colQuantity)}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric} ${styles.hideOnPhone}`}>
              {intl.formatMessage(messages.colUnitPrice)}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {intl.formatMessage(messages.colNet)}
            </th>
          </tr>
        </thead>
        <tbody>
          {[...groups].map(([identifier, lines]) => (
            <Fragment key={identifier ?? 'invoice'}>
              <tr>
                <th scope="colgroup" colSpan={4} className={`${styles.td} ${styles.groupRow}`}>
                  {heading(identifier)}
                </th>
              </tr>
              {lines.map((line, index) => (
                <tr key={`${line.kind}-${String(index)}`}>
                  <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                    {intl.formatMessage(kindLabels[line.kind])}
                  </th>
                  <td className={cell}>{quantity(intl, line)}</td>
                  <td className={`${cell} ${styles.hideOnPhone}`}>{unitPrice(intl, line)}</td>
                  <td className={cell}>{formatCents(intl, line.netCents)}</td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className={`${styles.td} ${styles.rowHeader}`}>
              {intl.formatMessage(messages.net)}
            </th>
            <td className={`${styles.td} ${styles.hideOnPhone}`} />
            <td className={cell}>{formatCents(intl, invoice.netCents)}</td>
          </tr>
          {invoice.vat.map((vat) => (
            <tr key={vat.rate}>
              <th scope="row" colSpan={2} className={`${styles.td} ${styles.rowHeader}`}>
                {intl.formatMessage(messages.vatRow, {
                  rate: formatDecimal(intl, vat.rate, 2),
                  base: formatCents(intl, vat.netCents),
                })}
              </th>
              <td className={`${styles.td} ${styles.hideOnPhone}`} />
              <td className={cell}>{formatCents(intl, vat.vatCents)}</td>
            </tr>
          ))}
          <tr className={styles.totalRow}>
            <th scope="row" colSpan={2} className={`${styles.td} ${styles.rowHeader}`}>
              {intl.formatMessage(messages.grandTotal)}
            </th>
            <td className={`${styles.td} ${styles.hideOnPhone}`} />
            <td className={cell}>{formatCents(intl, invoice.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
    </Card>
  );
}
