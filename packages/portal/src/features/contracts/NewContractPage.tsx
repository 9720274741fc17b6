import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { PlacedUsagePoint } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { EmptyState } from '@vool/ui/EmptyState';
import { LocationIcon } from '@vool/ui/icons/Location';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { LoadFailed } from '../errors/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import {
  useContractPointQuery,
  useContractPointsQuery,
  useContractsQuery,
  useContractStartInfoQuery,
} from './api.ts';
import * as styles from './contracts.css.ts';
import { preloadDateField } from './DateField.tsx';
import { messages } from './messages.ts';
import { NewContractForm } from './NewContractForm.tsx';
import { newMessages } from './newMessages.ts';
import { PendingSigning } from './PendingSigning.tsx';
import { PlaceChoice } from './PlaceChoice.tsx';
import { hasMany, isBeyondFirst, pointOf } from './places.ts';
import { PlaceSearch } from './PlaceSearch.tsx';

/** The form's date picker, loaded with the page (app/lazyPart.tsx). */
export const preloadParts = (): Promise<unknown> => preloadDateField();

/** What a new contract at the chosen point may start with, then the rest of the form. */
function ForPoint({ objectId, signing }: { objectId: string; signing: boolean }) {
  const intl = useIntl();
  const query = useContractStartInfoQuery(objectId);
  if (query.currentData) return <NewContractForm key={objectId} info={query.currentData} signing={signing} />;
  if (query.isError)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.startInfoFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  return (
    <SkeletonGroup label={intl.formatMessage(newMessages.loading)}>
      <Skeleton lines={4} />
    </SkeletonGroup>
  );
}

/**
 * Spec §2 /contracts/new: a supply contract from a product. The place (`?point=`, so a reload keeps
 * it), then its start, the products on sale for it with what they would have cost, and signing.
 * The places are the client's points of supply (no production sites): a card each for a few, a
 * search for more (a property manager has thousands), never all of them loaded. It opens with the
 * contracts (may the client make one), the places and the one named (preload.ts); the server draws
 * the chosen place's start and products too (serverData.ts).
 */
export function NewContractPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const list = useContractsQuery();
  const supply = useContractPointsQuery();
  // Held here as well as in the address: a radio group checks its value as it changes, and the
  // address changes a moment later.
  const [chosen, setChosen] = useState(params.get('point'));
  // The point last found by the search: the page has it without asking for it again.
  const [found, setFound] = useState<PlacedUsagePoint | null>(null);
  const first = supply.currentData;
  const many = first !== undefined && hasMany(first);
  const fromSearch = found?.identifier === chosen ? found : undefined;
  // A point the address names beyond the first page is asked for alone: the client's, or none.
  const named = useContractPointQuery(chosen ?? '', {
    skip: !first || !isBeyondFirst(first, chosen) || fromSearch !== undefined,
  });
  const point = first ? pointOf(first, chosen, fromSearch ?? named.currentData) : null;
  const choose = (identifier: string) => {
    setChosen(identifier);
    setParams({ point: identifier }, { replace: true, preventScrollReset: true });
  };
  let body;
  // The named point is part of what the page opens with: the field shows it, the form follows.
  const namedWaits = named.isError || (named.isFetching && named.currentData === undefined);
  if (list.currentData && first && !namedWaits) {
    if (!list.currentData.canCreate)
      body = <Alert tone="info">{intl.formatMessage(newMessages.cannotCreate)}</Alert>;
    else if (first.total === 0)
      body = (
        <EmptyState
          icon={<LocationIcon />}
          title={intl.formatMessage(newMessages.noPlaces)}
          description={intl.formatMessage(newMessages.noPlacesText)}
          headingLevel={2}
        />
      );
    else
      body = (
        <>
          {many ? (
            <PlaceSearch
              total={first.total}
              selected={point}
              onSelect={(picked) => {
                setFound(picked);
                choose(picked.identifier);
              }}
            />
          ) : (
            <PlaceChoice points={first.items} value={point?.identifier ?? null} onChange={choose} />
          )}
          {point && <ForPoint objectId={point.identifier} signing={list.currentData.signing} />}
        </>
      );
  } else if (list.isError || supply.isError || named.isError)
    body = (
      <LoadFailed
        message={intl.formatMessage(newMessages.loadFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => {
          void list.refetch();
          void supply.refetch();
          if (named.isError) void named.refetch();
        }}
      />
    );
  else
    body = (
      <SkeletonGroup label={intl.formatMessage(newMessages.loading)}>
        <Skeleton height="10rem" />
      </SkeletonGroup>
    );
  return (
    <Stack gap="300">
      <PageLink href="/contracts" variant="standalone">
        {intl.formatMessage(messages.back)}
      </PageLink>
      <div className={styles.narrowPage}>
        <Stack gap="100">
          <h1 className={shell.pageTitle}>{intl.formatMessage(newMessages.title)}</h1>
          <p className={shell.text}>{intl.formatMessage(newMessages.intro)}</p>
        </Stack>
        <PendingSigning flow={{ action: 'create' }} />
        {body}
      </div>
    </Stack>
  );
}
