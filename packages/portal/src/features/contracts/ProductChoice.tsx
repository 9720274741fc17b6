import { useIntl } from 'react-intl';
import type { PriceComponent, Product } from '@vool/api-client/browser';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import * as styles from './contracts.css.ts';
import { formatPrice, formatTermLength } from './format.ts';
import { kindNames } from './kindNames.ts';
import { messages } from './messages.ts';
import { offerMessages } from './offerMessages.ts';

/** The price a customer compares first: energy per kWh, else the first fee. */
export const mainComponent = (components: readonly PriceComponent[]): PriceComponent | undefined =>
  components.find((c) => c.unit === 'kWh') ?? components[0];

/** A product's price, term and pricing, as lines of a choice's description. */
export function ProductFacts({ product }: { product: Product }) {
  const intl = useIntl();
  const main = mainComponent(product.components);
  return (
    <>
      {main && (
        <span className={styles.factMain}>
          {/* A spot product's first kWh price is its margin on the exchange price: named, not taken for the price. */}
          {main.kind === 'Base' ? '' : `${intl.formatMessage(kindNames.component[main.kind])} `}
          {intl.formatMessage(messages.withVat, { price: formatPrice(intl, main, main.priceWithVat) })}
        </span>
      )}
      <span className={styles.fact}>
        {`${intl.formatMessage(kindNames.pricing[product.pricingKind])} · ${formatTermLength(intl, product.termMonths)}`}
      </span>
      {product.components
        .filter((c) => c !== main)
        .slice(0, 3)
        .map((c) => (
          <span key={c.kind} className={styles.fact}>
            {`${intl.formatMessage(kindNames.component[c.kind])}: ${formatPrice(intl, c, c.priceWithVat)}`}
          </span>
        ))}
      {product.renewable && (
        <span className={styles.fact}>{intl.formatMessage(offerMessages.renewable)}</span>
      )}
    </>
  );
}

/**
 * Products side by side as selectable cards: a React Aria radio group, so Tab enters it and the arrow
 * keys choose, and each card says its price, pricing and term.
 */
export function ProductChoice({
  products,
  value,
  onChange,
  label,
  errorMessage,
}: {
  products: readonly Product[];
  value: string | null;
  onChange: (productId: string) => void;
  label: string;
  errorMessage?: string;
}) {
  return (
    <RadioGroup
      variant="card"
      orientation="horizontal"
      label={label}
      value={value}
      onChange={onChange}
      isRequired
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      {products.map((product) => (
        <Radio key={product.id} value={product.id} description={<ProductFacts product={product} />}>
          {product.name}
        </Radio>
      ))}
    </RadioGroup>
  );
}
