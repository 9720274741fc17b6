import { useIntl } from 'react-intl';
import type { PriceComponent } from '@vool/api-client/browser';
import { Card } from '@vool/ui/Card';
import * as styles from './contracts.css.ts';
import { formatPrice } from './format.ts';
import { kindNames } from './kindNames.ts';
import { detailMessages } from './detailMessages.ts';

/**
 * A contract's or product's price components, before and with VAT. A plain table: a few rows need no
 * sorting or selection, and it reads as a table to a screen reader. Phones show the price with VAT.
 */
export function PriceTable({ components, vatPercent }: { components: PriceComponent[]; vatPercent: string }) {
  const intl = useIntl();
  const phoneHidden = `${styles.th} ${styles.numeric} ${styles.hideOnPhone}`;
  return (
    <Card title={intl.formatMessage(detailMessages.prices)} headingLevel={2}>
      {components.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(detailMessages.noPrices)}</p>
      ) : (
        <table className={styles.table}>
          <caption>{intl.formatMessage(detailMessages.pricesCaption, { vat: vatPercent })}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {intl.formatMessage(detailMessages.component)}
              </th>
              <th scope="col" className={phoneHidden}>
                {intl.formatMessage(detailMessages.priceWithoutVat)}
              </th>
              <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                {intl.formatMessage(detailMessages.priceWithVat)}
              </th>
            </tr>
          </thead>
          <tbody>
            {components.map((component) => (
              <tr key={component.kind}>
                <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
                  {intl.formatMessage(kindNames.component[component.kind])}
                </th>
                <td className={`${styles.td} ${styles.numeric} ${styles.hideOnPhone}`}>
                  {formatPrice(intl, component, component.price)}
                </td>
                <td className={`${styles.td} ${styles.numeric}`}>
                  {formatPrice(intl, component, component.priceWithVat)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
