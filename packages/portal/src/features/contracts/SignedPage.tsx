import { useIntl } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { pathOf, type ContractDetail, type SigningState } from '@vool/api-client/browser';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { formatSiteDate } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { FeedbackOffer } from '../feedback/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { useContractQuery, useSigningStatusQuery } from './api.ts';
import { PriceItems } from './ContractCard.tsx';
import * as styles from './contracts.css.ts';
import { DownloadButton } from './DownloadButton.tsx';
import { contractHref, formatPlace, formatTerm } from './format.ts';
import { messages as listMessages } from './messages.ts';
import { names } from './names.ts';
import { isMade, isOfFlow, isSigningToken, signPath } from './signing.ts';
import { signMessages as messages } from './signMessages.ts';

function Agreed({ state, contract }: { state: SigningState; contract: ContractDetail | undefined }) {
  const intl = useIntl();
  return (
    <Card title={intl.formatMessage(messages.agreed)} headingLevel={2}>
      {contract ? (
        <DescriptionList columns={2}>
          <DescriptionItem term={intl.formatMessage(messages.product)}>{state.productName}</DescriptionItem>
          <DescriptionItem term={intl.formatMessage(messages.from)}>
            {formatSiteDate(contract.startDate)}
          </DescriptionItem>
          <DescriptionItem term={intl.formatMessage(listMessages.term)}>
            {formatTerm(intl, contract.startDate, contract.endDate)}
          </DescriptionItem>
          <DescriptionItem term={intl.formatMessage(messages.number)}>{contract.number}</DescriptionItem>
          <PriceItems contract={contract} />
          <DescriptionItem term={intl.formatMessage(listMessages.delivery)}>
            {intl.formatMessage(names.delivery[contract.delivery])}
          </DescriptionItem>
          {contract.place && (
            <DescriptionItem term={intl.formatMessage(listMessages.place)}>
              {formatPlace(contract.place)}
            </DescriptionItem>
          )}
        </DescriptionList>
      ) : (
        <Skeleton lines={4} />
      )}
    </Card>
  );
}

/**
 * Spec §2 /contracts/{id}/offer/confirmation and /contracts/sign/confirmation: what was agreed, from
 * when, and the signed agreement. A signing not yet made (a confirmation opened early) goes back to
 * the signing step, which makes it: its route's loader sends it there (preload.ts), and so does the
 * page when a retry finds it so.
 */
export function SignedPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { id } = useParams();
  const token = params.get('token') ?? '';
  const valid = isSigningToken(token);
  // The route's loader asked afresh as the page opened: the signing moves on between visits.
  const query = useSigningStatusQuery(token, { skip: !valid });
  const state = query.currentData;
  const contract = useContractQuery(state?.resultContractId ?? 0, { skip: !state?.resultContractId });
  const back = (
    <PageLink href="/contracts" variant="standalone">
      {intl.formatMessage(listMessages.back)}
    </PageLink>
  );
  const status = (query.error as { status?: number } | undefined)?.status;
  const wrongFlow = state && !isOfFlow(state, id);
  if (state && !wrongFlow && !isMade(state)) return <Navigate to={signPath(token)} replace />;
  let body;
  if (!valid || status === 404 || status === 422 || wrongFlow)
    body = <h1 className={shell.pageTitle}>{intl.formatMessage(messages.notFound)}</h1>;
  else if (state)
    body = (
      <>
        <h1 className={shell.pageTitle}>
          {intl.formatMessage(state.action === 'renew' ? messages.doneRenewal : messages.doneNew)}
        </h1>
        <Agreed state={state} contract={contract.currentData} />
        <div className={styles.actions}>
          <DownloadButton
            variant="primary"
            path={pathOf('signingDownload')}
            query={{ signingToken: token }}
            label={intl.formatMessage(messages.signedDocument)}
          />
          {contract.currentData && (
            <PageLink href={contractHref(contract.currentData.id)} variant="standalone">
              {intl.formatMessage(listMessages.details, { number: contract.currentData.number })}
            </PageLink>
          )}
        </div>
        <p className={shell.text}>{intl.formatMessage(messages.doneNext)}</p>
        <FeedbackOffer about="signing" />
      </>
    );
  else if (query.isError)
    body = (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  else
    body = (
      <SkeletonGroup label={intl.formatMessage(messages.loading)}>
        <Skeleton lines={6} />
      </SkeletonGroup>
    );
  return (
    <Stack gap="300">
      {back}
      <div className={styles.narrowPage}>{body}</div>
    </Stack>
  );
}
