import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { ContractDetail, ContractOffer, DeliveryMethod, Product } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Stack } from '@vool/ui/Stack';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { formatSiteDate } from '../../i18n/format.ts';
import { PageLink } from '../shell/index.ts';
import { useRenewContractMutation } from './api.ts';
import * as styles from './contracts.css.ts';
import { DeliveryChoice } from './DeliveryChoice.tsx';
import { formatPrice, formatTermLength } from './format.ts';
import { kindNames } from './kindNames.ts';
import { messages } from './messages.ts';
import { NoSigning, signFailureMessage } from './NoSigning.tsx';
import { offerMessages } from './offerMessages.ts';
import { PriceTable } from './PriceTable.tsx';
import { mainComponent } from './ProductChoice.tsx';
import { rememberSigning, signPath } from './signing.ts';

function Changes({
  contract,
  offer,
  product,
}: {
  contract: ContractDetail;
  offer: ContractOffer;
  product: Product;
}) {
  const intl = useIntl();
  const change = (from: string | undefined, to: string) =>
    from && from !== to ? intl.formatMessage(offerMessages.change, { from, to }) : to;
  const now = contract.mainPrice;
  const next = mainComponent(product.components);
  return (
    <Card title={intl.formatMessage(offerMessages.changes)} headingLevel={2}>
      <DescriptionList columns={2}>
        <DescriptionItem term={intl.formatMessage(offerMessages.product)}>
          {change(contract.product?.name, product.name)}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.pricing)}>
          {change(
            contract.product
              ? intl.formatMessage(kindNames.pricing[contract.product.pricingKind])
              : undefined,
            intl.formatMessage(kindNames.pricing[product.pricingKind]),
          )}
        </DescriptionItem>
        {next && (
          <DescriptionItem term={intl.formatMessage(kindNames.component[next.kind])}>
            {change(
              now?.unit === next.unit ? formatPrice(intl, now, now.priceWithVat) : undefined,
              formatPrice(intl, next, next.priceWithVat),
            )}
          </DescriptionItem>
        )}
        <DescriptionItem term={intl.formatMessage(offerMessages.startsOn)}>
          {formatSiteDate(offer.startDate)}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.term)}>
          {formatTermLength(intl, product.termMonths)}
        </DescriptionItem>
      </DescriptionList>
    </Card>
  );
}

/** The chosen offer reviewed: what changes and from when, how documents come, then signing. */
export function OfferReview({
  contract,
  offer,
  product,
  signing,
}: {
  contract: ContractDetail;
  offer: ContractOffer;
  product: Product;
  signing: boolean;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [delivery, setDelivery] = useState<DeliveryMethod>(contract.delivery);
  const [renew, renewal] = useRenewContractMutation();
  const sign = async () => {
    const result = await renew({ id: contract.id, body: { productId: product.id, delivery } });
    if (!result.data) return;
    rememberSigning({ action: 'renew', contractId: contract.id }, result.data);
    void navigate(signPath(result.data.signingToken));
  };
  const failure = renewal.error as ApiFailure | undefined;
  return (
    <Stack gap="400">
      <h2 className={styles.placeTitle}>
        {intl.formatMessage(signing ? offerMessages.review : offerMessages.reviewOnly)}
      </h2>
      <Changes contract={contract} offer={offer} product={product} />
      <PriceTable components={product.components} vatPercent={product.vatPercent} />
      {/* Where customer service takes the acceptance, it asks about delivery too. */}
      {signing && <DeliveryChoice value={delivery} onChange={setDelivery} />}
      {failure && <Alert tone="danger">{intl.formatMessage(signFailureMessage(failure))}</Alert>}
      {signing ? (
        <Stack gap="200">
          <p className={styles.muted}>{intl.formatMessage(offerMessages.signNote)}</p>
          <div className={styles.actions}>
            <Button onPress={() => void sign()} isPending={renewal.isLoading}>
              {intl.formatMessage(offerMessages.sign)}
            </Button>
            <PageLink href={`/contracts/${String(contract.id)}/offer`} variant="standalone">
              {intl.formatMessage(offerMessages.another)}
            </PageLink>
          </div>
        </Stack>
      ) : (
        <NoSigning productName={product.name}>
          <PageLink href={`/contracts/${String(contract.id)}/offer`} variant="standalone">
            {intl.formatMessage(offerMessages.another)}
          </PageLink>
        </NoSigning>
      )}
    </Stack>
  );
}
