import { useIntl } from 'react-intl';
import { pathOf, type Contract } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Stack } from '@vool/ui/Stack';
import { formatSiteDate } from '../../i18n/format.ts';
import { PageLink } from '../shell/index.ts';
import * as styles from './contracts.css.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { contractHref, formatPlace, formatPrice, formatTerm } from './format.ts';
import { kindNames } from './kindNames.ts';
import { messages } from './messages.ts';
import { names } from './names.ts';
import { StatusBadge } from './StatusBadge.tsx';

/** What a contract is, in one line: "Electricity supply contract · Electricity · 2026-000123". */
export function useContractLine(contract: Contract, { underTitle = false } = {}): string {
  const intl = useIntl();
  return [
    // Under a title that is the kind already (a contract without a product), it is not said twice.
    underTitle && !contract.product ? null : intl.formatMessage(kindNames.contract[contract.kind]),
    contract.utility ? intl.formatMessage(names.utility[contract.utility]) : null,
    contract.number,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What can be done with a contract: its page, renewal, moving out, its PDF. */
export function ContractActions({ contract, withDetails }: { contract: Contract; withDetails: boolean }) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      {withDetails && (
        <PageLink href={contractHref(contract.id)} variant="standalone">
          {intl.formatMessage(messages.details, { number: contract.number })}
        </PageLink>
      )}
      {contract.actions.renew && (
        <PageLink href={`/contracts/${String(contract.id)}/offer`} variant="standalone">
          {intl.formatMessage(messages.renew)}
        </PageLink>
      )}
      {contract.actions.moveOut && (
        <PageLink href={`/contracts/${String(contract.id)}/move-out`} variant="standalone">
          {intl.formatMessage(messages.moveOut)}
        </PageLink>
      )}
      <DownloadButton
        variant="tertiary"
        path={pathOf('contractPdf', { id: String(contract.id) })}
        label={intl.formatMessage(messages.downloadPdf)}
      />
    </div>
  );
}

/** Notices on a contract: a move-out given, a renewal on offer, the contract that follows it. */
export function ContractNotices({ contract }: { contract: Contract }) {
  const intl = useIntl();
  return (
    <>
      {contract.moveOutDate && (
        <Alert tone="info">
          {intl.formatMessage(messages.moveOutNotice, { date: formatSiteDate(contract.moveOutDate) })}
        </Alert>
      )}
      {contract.renewal && contract.endDate && (
        <Alert
          tone="warning"
          action={
            <PageLink href={`/contracts/${String(contract.id)}/offer`} variant="standalone">
              {intl.formatMessage(messages.seeOffers)}
            </PageLink>
          }
        >
          {intl.formatMessage(messages.renewalBanner, {
            date: formatSiteDate(contract.endDate),
            until: formatSiteDate(contract.renewal.validUntil),
          })}
        </Alert>
      )}
      {contract.renewedBy && (
        <p className={styles.muted}>
          {intl.formatMessage(messages.renewedBy, {
            product: contract.renewedBy.productName,
            date: formatSiteDate(contract.renewedBy.startDate),
          })}
        </p>
      )}
    </>
  );
}

/** The main price with VAT and its unit, and how the product is priced. */
export function PriceItems({ contract }: { contract: Contract }) {
  const intl = useIntl();
  return (
    <>
      {contract.mainPrice && (
        <DescriptionItem term={intl.formatMessage(kindNames.component[contract.mainPrice.kind])}>
          {intl.formatMessage(messages.withVat, {
            price: formatPrice(intl, contract.mainPrice, contract.mainPrice.priceWithVat),
          })}
        </DescriptionItem>
      )}
      {contract.product && (
        <DescriptionItem term={intl.formatMessage(messages.pricing)}>
          {intl.formatMessage(kindNames.pricing[contract.product.pricingKind])}
        </DescriptionItem>
      )}
    </>
  );
}

/** One contract in the list. */
export function ContractCard({ contract, showPlace = false }: { contract: Contract; showPlace?: boolean }) {
  const intl = useIntl();
  const line = useContractLine(contract, { underTitle: true });
  const title = contract.product?.name ?? intl.formatMessage(kindNames.contract[contract.kind]);
  return (
    <Card title={title} headingLevel={3} footer={<ContractActions contract={contract} withDetails />}>
      <Stack gap="200">
        <div className={styles.cardHead}>
          <p className={styles.muted}>{line}</p>
          <StatusBadge status={contract.status} />
        </div>
        {showPlace && contract.place && <p className={styles.muted}>{formatPlace(contract.place)}</p>}
        <DescriptionList>
          <PriceItems contract={contract} />
          <DescriptionItem term={intl.formatMessage(messages.term)}>
            {formatTerm(intl, contract.startDate, contract.endDate)}
          </DescriptionItem>
          <DescriptionItem term={intl.formatMessage(messages.counterparty)}>
            {contract.counterparty}
          </DescriptionItem>
        </DescriptionList>
        <ContractNotices contract={contract} />
      </Stack>
    </Card>
  );
}
