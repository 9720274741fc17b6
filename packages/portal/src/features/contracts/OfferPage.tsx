import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import type { ContractDetail, ContractOffer } from '@vool/api-client/browser';
import { Button } from '@vool/ui/Button';
import { EmptyState } from '@vool/ui/EmptyState';
import { ContractIcon } from '@vool/ui/icons/Contract';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { formatSiteDate } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { useContractOffersQuery, useContractQuery, useContractsQuery } from './api.ts';
import * as styles from './contracts.css.ts';
import { messages } from './messages.ts';
import { OfferReview } from './OfferReview.tsx';
import { offerMessages } from './offerMessages.ts';
import { ProductChoice } from './ProductChoice.tsx';
import { PendingSigning } from './PendingSigning.tsx';
import { WhatIf } from './WhatIf.tsx';

function Choose({ contract, offer }: { contract: ContractDetail; offer: ContractOffer }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(params.get('product'));
  const [missing, setMissing] = useState(false);
  const next = () => {
    if (!chosen) {
      setMissing(true);
      return;
    }
    const to = new URLSearchParams(params);
    to.set('product', chosen);
    // The review is a step of its own in the history: the back button returns to the choice.
    setParams(to);
  };
  return (
    <Stack gap="400">
      <p className={shell.text}>
        {intl.formatMessage(offerMessages.intro, {
          end: formatSiteDate(offer.endDate),
          until: formatSiteDate(offer.validUntil),
        })}
      </p>
      <ProductChoice
        products={offer.products}
        value={chosen}
        onChange={(id) => {
          setChosen(id);
          setMissing(false);
        }}
        label={intl.formatMessage(offerMessages.choose)}
        errorMessage={missing ? intl.formatMessage(offerMessages.chooseFirst) : undefined}
      />
      <div>
        <Button onPress={next}>{intl.formatMessage(offerMessages.continue)}</Button>
      </div>
      {contract.place && contract.utility && (
        <WhatIf meteringPointId={contract.objectId} productIds={offer.products.map((p) => p.id)} />
      )}
    </Stack>
  );
}

/**
 * Spec §2 /contracts/{id}/offer: the renewal offers of a fixed term ending soon, side by side; one is
 * chosen (`?product=` then names it), reviewed and signed, or, where the site signs nothing
 * electronically, accepted through customer service.
 */
export function OfferPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const id = Number(useParams().id);
  const contract = useContractQuery(id, { skip: !Number.isInteger(id) });
  const offers = useContractOffersQuery();
  const list = useContractsQuery();
  const offer = offers.currentData?.find((o) => o.contractId === id);
  const chosen = offer?.products.find((p) => p.id === params.get('product'));
  const failed = contract.isError || offers.isError || list.isError;
  let body;
  if (contract.currentData && offers.currentData && list.currentData) {
    body = !offer ? (
      <EmptyState
        icon={<ContractIcon />}
        title={intl.formatMessage(offerMessages.noOffers)}
        description={intl.formatMessage(offerMessages.noOffersText)}
        headingLevel={2}
      />
    ) : chosen ? (
      <OfferReview
        contract={contract.currentData}
        offer={offer}
        product={chosen}
        signing={list.currentData.signing}
      />
    ) : (
      <Choose contract={contract.currentData} offer={offer} />
    );
  } else if (failed) {
    body = (
      <LoadFailed
        message={intl.formatMessage(offerMessages.loadFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => {
          void contract.refetch();
          void offers.refetch();
          void list.refetch();
        }}
      />
    );
  } else {
    body = (
      <SkeletonGroup label={intl.formatMessage(offerMessages.loading)}>
        <Skeleton height="14rem" />
      </SkeletonGroup>
    );
  }
  const product = contract.currentData?.product?.name;
  return (
    <Stack gap="300">
      <PageLink href="/contracts" variant="standalone">
        {intl.formatMessage(messages.back)}
      </PageLink>
      <Stack gap="400">
        <Stack gap="100">
          <h1 className={shell.pageTitle}>{intl.formatMessage(offerMessages.title)}</h1>
          {product && (
            <p className={styles.muted}>
              {intl.formatMessage(offerMessages.subtitle, {
                product,
                number: contract.currentData?.number ?? '',
              })}
            </p>
          )}
        </Stack>
        {Number.isInteger(id) && <PendingSigning flow={{ action: 'renew', contractId: id }} />}
        {body}
      </Stack>
    </Stack>
  );
}
