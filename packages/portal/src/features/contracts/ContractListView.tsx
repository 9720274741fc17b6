import { useIntl } from 'react-intl';
import { Disclosure } from '@vool/ui/Disclosure';
import { EmptyState } from '@vool/ui/EmptyState';
import { ContractIcon } from '@vool/ui/icons/Contract';
import { LocationIcon } from '@vool/ui/icons/Location';
import { PlusIcon } from '@vool/ui/icons/Plus';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { LoadFailed } from '../errors/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { useContractsQuery } from './api.ts';
import { ContractCard } from './ContractCard.tsx';
import * as styles from './contracts.css.ts';
import { formatPlace } from './format.ts';
import { groupByPlace, type PlaceGroup } from './groups.ts';
import { messages } from './messages.ts';

function NewContractLink() {
  const intl = useIntl();
  return (
    <PageLink href="/contracts/new" variant="standalone">
      <PlusIcon size="sm" /> {intl.formatMessage(messages.newContract)}
    </PageLink>
  );
}

function Place({ group, index }: { group: PlaceGroup; index: number }) {
  const intl = useIntl();
  const titleId = `contracts-place-${String(index)}`;
  return (
    <Stack as="section" gap="200" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.placeTitle}>
        <LocationIcon />
        {group.place ? formatPlace(group.place) : intl.formatMessage(messages.noPlace)}
      </h2>
      <div className={styles.cards}>
        {group.contracts.map((contract) => (
          <ContractCard key={contract.id} contract={contract} />
        ))}
      </div>
    </Stack>
  );
}

/** Spec §2 /contracts: the contracts per place of supply, the ended ones folded away at the end. */
export function ContractListView() {
  const intl = useIntl();
  const query = useContractsQuery();
  const answer = query.currentData;
  const header = (
    <div className={styles.pageHeader}>
      <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
      {answer?.canCreate && <NewContractLink />}
    </div>
  );
  if (query.isError && !answer)
    return (
      <Stack gap="400">
        {header}
        <LoadFailed
          message={intl.formatMessage(messages.loadFailed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={() => void query.refetch()}
        />
      </Stack>
    );
  if (!answer)
    return (
      <Stack gap="400">
        {header}
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton height="12rem" />
          <Skeleton height="12rem" />
        </SkeletonGroup>
      </Stack>
    );
  const { current, ended } = groupByPlace(answer.contracts);
  return (
    <Stack gap="500">
      {header}
      {answer.contracts.length === 0 && (
        <EmptyState
          icon={<ContractIcon />}
          title={intl.formatMessage(messages.empty)}
          description={intl.formatMessage(answer.canCreate ? messages.emptyCanCreate : messages.emptyText)}
          headingLevel={2}
          action={answer.canCreate ? <NewContractLink /> : undefined}
        />
      )}
      {current.map((group, index) => (
        <Place key={group.key} group={group} index={index} />
      ))}
      {ended.length > 0 && (
        <Disclosure title={intl.formatMessage(messages.ended, { count: ended.length })} headingLevel={2}>
          <div className={styles.cards}>
            {ended.map((contract) => (
              <ContractCard key={contract.id} contract={contract} showPlace />
            ))}
          </div>
        </Disclosure>
      )}
    </Stack>
  );
}
