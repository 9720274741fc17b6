import { useIntl } from 'react-intl';
import { isCalendarDay, type Product, type StartInfo } from '@vool/api-client/browser';
import { EmptyState } from '@vool/ui/EmptyState';
import { ContractIcon } from '@vool/ui/icons/Contract';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { LoadFailed } from '../errors/index.ts';
import { shell } from '../shell/index.ts';
import { productsFrom, useProductsQuery } from './api.ts';
import { messages } from './messages.ts';
import { newMessages } from './newMessages.ts';
import { ProductChoice } from './ProductChoice.tsx';
import { WhatIf } from './WhatIf.tsx';

/**
 * The products on sale for the point's utility and customer type from the start date, and what each
 * would have cost. Asked in the user's language: the locale is part of the query's cache key.
 */
export function ProductOffer({
  info,
  startDate,
  value,
  onChange,
  missing,
}: {
  info: StartInfo;
  startDate: string;
  value: string | null;
  onChange: (product: Product) => void;
  missing: boolean;
}) {
  const intl = useIntl();
  const query = useProductsQuery(productsFrom(info, startDate, intl.locale), {
    skip: !isCalendarDay(startDate),
  });
  const products = query.currentData;
  let body;
  if (products?.length === 0)
    body = (
      <EmptyState
        icon={<ContractIcon />}
        title={intl.formatMessage(newMessages.noProducts)}
        description={intl.formatMessage(newMessages.noProductsText)}
        headingLevel={3}
      />
    );
  else if (products)
    body = (
      <>
        <ProductChoice
          products={products}
          value={products.some((p) => p.id === value) ? value : null}
          onChange={(id) => {
            const product = products.find((p) => p.id === id);
            if (product) onChange(product);
          }}
          label={intl.formatMessage(newMessages.product)}
          errorMessage={missing ? intl.formatMessage(newMessages.chooseProduct) : undefined}
        />
        <WhatIf meteringPointId={info.objectId} productIds={products.map((p) => p.id)} />
      </>
    );
  else if (query.isError)
    body = (
      <LoadFailed
        message={intl.formatMessage(newMessages.productsFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  else
    body = (
      <SkeletonGroup label={intl.formatMessage(newMessages.loadingProducts)}>
        <Skeleton height="10rem" />
      </SkeletonGroup>
    );
  return (
    <>
      <h2 className={shell.sectionTitle}>{intl.formatMessage(newMessages.productTitle)}</h2>
      {body}
    </>
  );
}
