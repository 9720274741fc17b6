import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { Alert } from '@vool/ui/Alert';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { useSite } from '../../app/site.tsx';
import { useNow } from '../../app/useNow.ts';
import { LoadFailed } from '../errors/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { useContractQuery, usePostalAddressQuery } from './api.ts';
import { useContractLine } from './ContractCard.tsx';
import * as styles from './contracts.css.ts';
import { preloadDateField } from './DateField.tsx';
import { contractHref, siteCountry, siteToday } from './format.ts';
import { messages as listMessages } from './messages.ts';
import { MoveOutForm } from './MoveOutForm.tsx';
import { initialMoveOut } from './moveOutRules.ts';
import { moveOutMessages as messages } from './moveOutMessages.ts';
import type { ContractDetail } from '@vool/api-client/browser';

function Intro({ contract }: { contract: ContractDetail }) {
  const intl = useIntl();
  const line = useContractLine(contract);
  return <p className={shell.text}>{intl.formatMessage(messages.intro, { contract: line })}</p>;
}

/** The form's date picker, loaded with the page (app/lazyPart.tsx). */
export const preloadParts = (): Promise<unknown> => preloadDateField();

/**
 * Spec §2 /contracts/{id}/move-out: the notice form, its final invoice address the client's postal one.
 * It opens with both (preload.ts); a contract that is not the client's says so.
 */
export function MoveOutPage() {
  const intl = useIntl();
  const site = useSite();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id);
  const contract = useContractQuery(id, { skip: !valid });
  const address = usePostalAddressQuery();
  // The day the rules are checked against, fixed as the page opens (the API checks its own today):
  // a drawn page's is the day it was drawn on, in its hydration too.
  const openedAt = useNow(60_000);
  const [today] = useState(() => siteToday(site.timezone, openedAt));
  const status = (contract.error as { status?: number } | undefined)?.status;
  let body;
  if (!valid || status === 404 || status === 422)
    body = <Alert tone="warning">{intl.formatMessage(listMessages.notFound)}</Alert>;
  else if (contract.currentData && address.currentData !== undefined)
    body = contract.currentData.actions.moveOut ? (
      <>
        <Intro contract={contract.currentData} />
        <MoveOutForm
          contract={contract.currentData}
          initial={initialMoveOut(address.currentData, siteCountry(site))}
          today={today}
        />
      </>
    ) : (
      <Alert tone="info">{intl.formatMessage(messages.notAllowed)}</Alert>
    );
  else if (contract.isError || address.isError)
    body = (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retryLabel={intl.formatMessage(listMessages.retry)}
        onRetry={() => {
          void contract.refetch();
          void address.refetch();
        }}
      />
    );
  else
    body = (
      <SkeletonGroup label={intl.formatMessage(messages.loading)}>
        <Skeleton lines={8} />
      </SkeletonGroup>
    );
  return (
    <Stack gap="300">
      <PageLink href={valid ? contractHref(id) : '/contracts'} variant="standalone">
        {intl.formatMessage(listMessages.back)}
      </PageLink>
      <div className={styles.narrowPage}>
        <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
        {body}
      </div>
    </Stack>
  );
}
