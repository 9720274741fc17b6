import { useIntl } from 'react-intl';
import { Navigate, useLocation, useParams } from 'react-router';
import type { MoveOutBody } from '@vool/api-client/browser';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Skeleton } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { formatSiteDate } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { useContractQuery } from './api.ts';
import { useBrowserValue } from '../../app/served.tsx';
import { useContractLine } from './ContractCard.tsx';
import * as styles from './contracts.css.ts';
import { contractHref, formatPlace } from './format.ts';
import { messages as listMessages } from './messages.ts';
import { moveOutMessages as messages } from './moveOutMessages.ts';
import type { ContractDetail } from '@vool/api-client/browser';

const isNotice = (value: unknown): value is MoveOutBody =>
  typeof value === 'object' && value !== null && 'date' in value && 'finalInvoiceAddress' in value;

function Notice({ contract, notice }: { contract: ContractDetail; notice: MoveOutBody | null }) {
  const intl = useIntl();
  const line = useContractLine(contract);
  const date = notice?.date ?? contract.moveOutDate;
  const address = notice?.finalInvoiceAddress;
  return (
    <Card>
      <DescriptionList>
        <DescriptionItem term={intl.formatMessage(listMessages.summary)}>{line}</DescriptionItem>
        {contract.place && (
          <DescriptionItem term={intl.formatMessage(listMessages.place)}>
            {formatPlace(contract.place)}
          </DescriptionItem>
        )}
        {date && (
          <DescriptionItem term={intl.formatMessage(messages.date)}>{formatSiteDate(date)}</DescriptionItem>
        )}
        {notice && (
          <DescriptionItem term={intl.formatMessage(messages.doneReading)}>
            {notice.meterReading == null
              ? intl.formatMessage(messages.noReading)
              : `${intl.formatNumber(notice.meterReading)} kWh`}
          </DescriptionItem>
        )}
        {address && (
          <DescriptionItem term={intl.formatMessage(messages.address)}>
            {formatPlace(address)}
          </DescriptionItem>
        )}
      </DescriptionList>
    </Card>
  );
}

/**
 * Spec §2 /contracts/{id}/move-out/confirmation: the notice as sent (the form hands it over with the
 * navigation; after a reload, what the contract says of it) and what happens next. Without a notice
 * (none sent, none on the contract, no such contract) the form's page says what there is to do; the
 * server, which never has the navigation's, sends the address there itself (preload.ts).
 */
export function MoveOutDonePage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const state: unknown = useLocation().state;
  // A reload keeps the navigation's state in the browser's history; the server drew the contract's.
  const sent = useBrowserValue(() => state, null);
  const notice = isNotice(sent) ? sent : null;
  const contract = useContractQuery(id, { skip: !Number.isInteger(id) });
  const data = contract.currentData;
  const status = (contract.error as { status?: number } | undefined)?.status;
  const missing = status === 404 || status === 422 || (data && !notice && !data.moveOutDate);
  if (!Number.isInteger(id) || missing)
    return (
      <Navigate to={Number.isInteger(id) ? `/contracts/${String(id)}/move-out` : '/contracts'} replace />
    );
  return (
    <div className={styles.narrowPage}>
      <Stack gap="300">
        <h1 className={shell.pageTitle}>{intl.formatMessage(messages.doneTitle)}</h1>
        {data ? (
          <Notice contract={data} notice={notice} />
        ) : contract.isError ? (
          <LoadFailed
            message={intl.formatMessage(messages.loadFailed)}
            retryLabel={intl.formatMessage(listMessages.retry)}
            onRetry={() => void contract.refetch()}
          />
        ) : (
          <Skeleton lines={5} />
        )}
        <p className={shell.text}>{intl.formatMessage(messages.next)}</p>
        <div className={styles.actions}>
          <PageLink href={contractHref(id)} variant="standalone">
            {intl.formatMessage(listMessages.details, { number: data?.number ?? '' })}
          </PageLink>
          <PageLink href="/contracts" variant="standalone">
            {intl.formatMessage(listMessages.back)}
          </PageLink>
        </div>
      </Stack>
    </div>
  );
}
