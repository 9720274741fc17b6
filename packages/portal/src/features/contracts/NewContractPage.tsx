import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Alert } from '@vool/ui/Alert';
import { EmptyState } from '@vool/ui/EmptyState';
import { LocationIcon } from '@vool/ui/icons/Location';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { LoadFailed } from '../errors/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { useContractPlacesQuery, useContractsQuery, useContractStartInfoQuery } from './api.ts';
import * as styles from './contracts.css.ts';
import { messages } from './messages.ts';
import { NewContractForm } from './NewContractForm.tsx';
import { newMessages } from './newMessages.ts';
import { PendingSigning } from './PendingSigning.tsx';
import { PlaceChoice, supplyPoints } from './PlaceChoice.tsx';

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
 */
export function NewContractPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const list = useContractsQuery();
  const places = useContractPlacesQuery();
  // Held here as well as in the address: a radio group checks its value as it changes, and the
  // address changes a moment later.
  const [chosen, setChosen] = useState(params.get('point'));
  const points = places.currentData ? supplyPoints(places.currentData) : [];
  // One place only: it is the one.
  const point =
    points.find((p) => p.point.identifier === chosen)?.point.identifier ??
    (points.length === 1 ? points[0]!.point.identifier : null);
  let body;
  if (list.currentData && places.currentData) {
    if (!list.currentData.canCreate)
      body = <Alert tone="info">{intl.formatMessage(newMessages.cannotCreate)}</Alert>;
    else if (points.length === 0)
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
          <PlaceChoice
            places={places.currentData}
            value={point}
            onChange={(identifier) => {
              setChosen(identifier);
              setParams({ point: identifier }, { replace: true, preventScrollReset: true });
            }}
          />
          {point && <ForPoint objectId={point} signing={list.currentData.signing} />}
        </>
      );
  } else if (list.isError || places.isError)
    body = (
      <LoadFailed
        message={intl.formatMessage(newMessages.loadFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => {
          void list.refetch();
          void places.refetch();
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
