import { useIntl } from 'react-intl';
import type { ContractDetail } from '@vool/api-client/browser';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { useSite } from '../../app/site.tsx';
import { formatDate } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { useContractQuery } from './api.ts';
import { ContractActions, ContractNotices, useContractLine } from './ContractCard.tsx';
import * as styles from './contracts.css.ts';
import { contractHref, formatPlace, formatTerm } from './format.ts';
import { kindNames } from './kindNames.ts';
import { detailMessages } from './detailMessages.ts';
import { messages } from './messages.ts';
import { names } from './names.ts';
import { PriceTable } from './PriceTable.tsx';
import { StartInfoCard } from './StartInfoCard.tsx';
import { StatusBadge } from './StatusBadge.tsx';

function Summary({ contract }: { contract: ContractDetail }) {
  const intl = useIntl();
  const { timezone } = useSite();
  return (
    <Card title={intl.formatMessage(messages.summary)} headingLevel={2}>
      <DescriptionList columns={2}>
        {contract.place && (
          <DescriptionItem term={intl.formatMessage(messages.place)} fullWidth>
            {formatPlace(contract.place)}
          </DescriptionItem>
        )}
        <DescriptionItem term={intl.formatMessage(detailMessages.objectId)}>
          {contract.objectId}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.counterparty)}>
          {contract.counterparty}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.term)}>
          {formatTerm(intl, contract.startDate, contract.endDate)}
        </DescriptionItem>
        {contract.product && (
          <DescriptionItem term={intl.formatMessage(messages.pricing)}>
            {intl.formatMessage(kindNames.pricing[contract.product.pricingKind])}
          </DescriptionItem>
        )}
        <DescriptionItem term={intl.formatMessage(messages.delivery)}>
          {intl.formatMessage(names.delivery[contract.delivery])}
        </DescriptionItem>
        {contract.signedAt && (
          <DescriptionItem term={intl.formatMessage(detailMessages.signedAt)}>
            {formatDate(new Date(contract.signedAt), timezone)}
          </DescriptionItem>
        )}
      </DescriptionList>
    </Card>
  );
}

function Members({ members }: { members: ContractDetail['members'] }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(detailMessages.members)} headingLevel={2}>
      <ul className={styles.componentList}>
        {members.map((member) => (
          <li key={member.id}>
            <PageLink href={contractHref(member.id)}>
              {member.product?.name ?? intl.formatMessage(kindNames.contract[member.kind])}
            </PageLink>{' '}
            {member.place ? `· ${formatPlace(member.place)} ` : ''}
            <StatusBadge status={member.status} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Contract({ contract }: { contract: ContractDetail }) {
  const intl = useIntl();
  const line = useContractLine(contract, { underTitle: true });
  return (
    <Stack gap="400">
      <Stack gap="100">
        <h1 className={shell.pageTitle}>
          {contract.product?.name ?? intl.formatMessage(kindNames.contract[contract.kind])}
        </h1>
        <p className={styles.muted}>{line}</p>
        <div>
          <StatusBadge status={contract.status} />
        </div>
      </Stack>
      <div role="group" aria-label={intl.formatMessage(detailMessages.actions)}>
        <ContractActions contract={contract} withDetails={false} />
      </div>
      <ContractNotices contract={contract} />
      <div className={styles.detailGrid}>
        <Stack gap="400">
          <Summary contract={contract} />
          <PriceTable components={contract.components} vatPercent={contract.vatPercent} />
          {contract.members.length > 0 && <Members members={contract.members} />}
        </Stack>
        {contract.place && contract.utility && contract.status !== 'ended' && (
          <StartInfoCard objectId={contract.objectId} />
        )}
      </div>
    </Stack>
  );
}

/** One contract (`/contracts?contract=<id>`): its terms, prices, members, start info and PDF. */
export function ContractDetailView({ id }: { id: number }) {
  const intl = useIntl();
  const query = useContractQuery(id);
  const back = (
    <PageLink href="/contracts" variant="standalone">
      {intl.formatMessage(messages.back)}
    </PageLink>
  );
  const status = (query.error as { status?: number } | undefined)?.status;
  let body;
  if (query.currentData) body = <Contract contract={query.currentData} />;
  else if (status === 404 || status === 422)
    body = <h1 className={shell.pageTitle}>{intl.formatMessage(messages.notFound)}</h1>;
  else if (query.isError)
    body = (
      <>
        <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
        <LoadFailed
          message={intl.formatMessage(detailMessages.contractLoadFailed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  else
    body = (
      <SkeletonGroup label={intl.formatMessage(messages.loading)}>
        <Skeleton lines={10} />
      </SkeletonGroup>
    );
  return (
    <Stack gap="300">
      {back}
      {body}
    </Stack>
  );
}
