import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Card } from '@vool/ui/Card';
import { ProgressBar } from '@vool/ui/ProgressBar';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { VisuallyHidden } from '@vool/ui/VisuallyHidden';
import { useNow } from '../../app/useNow.ts';
import { useSaga } from '../../app/store/useSaga.ts';
import { LeaveConfirmation } from '../forms/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { contractsApi } from './api.ts';
import * as styles from './contracts.css.ts';
import { isSigningToken, startAgainPath } from './signing.ts';
import { cancelRequested, openedWith, openingView, signingSaga, type SigningView } from './signingSaga.ts';
import { signMessages as messages } from './signMessages.ts';

function TimeLeft({ deadline }: { deadline: number }) {
  const intl = useIntl();
  const seconds = Math.max(0, Math.ceil((deadline - useNow(1000)) / 1000));
  const time = `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, '0')}`;
  // A timer is not announced every second (role timer is polite and silent): the text is there to read.
  return (
    <p role="timer" className={shell.text}>
      {intl.formatMessage(messages.timeLeft, { time })}
    </p>
  );
}

function Waiting({ view, onCancel }: { view: SigningView; onCancel: () => void }) {
  const intl = useIntl();
  const state = view.state!;
  return (
    <Stack gap="300">
      <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
      <p className={shell.text}>
        {intl.formatMessage(messages.instructions, { product: state.productName })}
      </p>
      <Card title={intl.formatMessage(messages.codeTitle)} headingLevel={2}>
        <Stack gap="200">
          <p className={styles.verificationCode}>
            {/* Read digit by digit, as the signer compares it with their phone. */}
            <span aria-hidden="true">{state.verificationCode}</span>
            <VisuallyHidden>{state.verificationCode.split('').join(' ')}</VisuallyHidden>
          </p>
          <p className={shell.text}>{intl.formatMessage(messages.codeCheck)}</p>
          {view.deadline !== null && <TimeLeft deadline={view.deadline} />}
        </Stack>
      </Card>
      {view.problem && (
        <Alert tone="warning">
          {intl.formatMessage(view.problem === 'unreachable' ? messages.unreachable : messages.cancelFailed)}
        </Alert>
      )}
      <div>
        <Button variant="secondary" onPress={onCancel} isPending={view.phase === 'cancelling'}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      </div>
    </Stack>
  );
}

function outcomeOf({ phase, state }: SigningView): keyof typeof messages.outcomes {
  if (phase === 'gaveUp') return 'expired';
  const status = state?.status;
  return status === 'refused' || status === 'expired' || status === 'cancelled' ? status : 'error';
}

/** A signing that came to nothing: what happened, and the way back into its flow. */
function Ended({ view }: { view: SigningView }) {
  const intl = useIntl();
  const state = view.state;
  const outcome = outcomeOf(view);
  const [title, text] = messages.outcomes[outcome];
  return (
    <Stack gap="300">
      <h1 className={shell.pageTitle}>{intl.formatMessage(title)}</h1>
      <Alert tone={outcome === 'cancelled' ? 'info' : 'warning'}>{intl.formatMessage(text)}</Alert>
      <div className={styles.actions}>
        {state && (
          <PageLink href={startAgainPath(state)} variant="standalone">
            {intl.formatMessage(messages.startAgain)}
          </PageLink>
        )}
        <PageLink href="/contracts" variant="standalone">
          {intl.formatMessage(messages.toContracts)}
        </PageLink>
      </div>
    </Stack>
  );
}

function Body({ view, onCancel, onRetry }: { view: SigningView; onCancel: () => void; onRetry: () => void }) {
  const intl = useIntl();
  if (view.phase === 'notFound')
    return (
      <Stack gap="300">
        <h1 className={shell.pageTitle}>{intl.formatMessage(messages.notFound)}</h1>
        <p className={shell.text}>{intl.formatMessage(messages.notFoundText)}</p>
        <PageLink href="/contracts" variant="standalone">
          {intl.formatMessage(messages.toContracts)}
        </PageLink>
      </Stack>
    );
  if (view.phase === 'over' || view.phase === 'gaveUp') return <Ended view={view} />;
  if (view.phase === 'finalizing' || view.phase === 'done')
    return (
      <Stack gap="300">
        <h1 className={shell.pageTitle}>{intl.formatMessage(messages.signed)}</h1>
        <ProgressBar aria-label={intl.formatMessage(messages.signed)} isIndeterminate />
        <p className={shell.text}>{intl.formatMessage(messages.finalizing)}</p>
      </Stack>
    );
  if (view.phase === 'finalizeFailed')
    return (
      <Stack gap="300">
        <h1 className={shell.pageTitle}>{intl.formatMessage(messages.signed)}</h1>
        <Alert
          tone="danger"
          action={
            <Button size="sm" variant="secondary" onPress={onRetry}>
              {intl.formatMessage(messages.retry)}
            </Button>
          }
        >
          {intl.formatMessage(messages.finalizeFailed)}
        </Alert>
      </Stack>
    );
  if (!view.state)
    return (
      <Stack gap="300">
        <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton height="10rem" />
        </SkeletonGroup>
        {view.problem === 'unreachable' && (
          <Alert tone="warning">{intl.formatMessage(messages.unreachable)}</Alert>
        )}
      </Stack>
    );
  return <Waiting view={view} onCancel={onCancel} />;
}

function Following({ token, again, onRetry }: { token: string; again: boolean; onRetry: () => void }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const answer = useSelector(useMemo(() => contractsApi.endpoints.signingStatus.select(token), [token]));
  // What the route's loader found (preload.ts), as the page opens: the saga goes on from there. The
  // server draws it, the hydration draws the same, and only then does the saga start.
  const [opened] = useState(() => (again ? null : openedWith(answer)));
  const [view, setView] = useState(() => openingView(opened));
  const saga = useMemo(() => signingSaga(token, setView, opened), [token, opened]);
  useSaga(saga);
  const waiting =
    view.state?.status === 'pending' && (view.phase === 'following' || view.phase === 'cancelling');
  return (
    <>
      <Body view={view} onCancel={() => dispatch(cancelRequested())} onRetry={onRetry} />
      <LeaveConfirmation when={waiting} body={intl.formatMessage(messages.leaveBody)} />
    </>
  );
}

/**
 * Spec §2 /contracts/sign?token=…: the signing every flow shares. The signer confirms on their phone;
 * the page shows the code to compare and the time left, follows the signing with its saga and moves to
 * the flow's confirmation once signed. Leaving while it waits asks first.
 */
export function SignPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Another try after a failed finalize follows the signing afresh: it is found signed at once.
  const [attempt, setAttempt] = useState(0);
  const notFound = { ...openingView(null), phase: 'notFound' } as const;
  return (
    <div className={styles.narrowPage}>
      {isSigningToken(token) ? (
        <Following
          key={`${token}:${String(attempt)}`}
          token={token}
          again={attempt > 0}
          onRetry={() => {
            setAttempt((n) => n + 1);
          }}
        />
      ) : (
        <Body view={notFound} onCancel={() => undefined} onRetry={() => undefined} />
      )}
    </div>
  );
}
