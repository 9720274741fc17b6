import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FeedbackContext } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { requireArea } from '../../i18n/texts.ts';
import { useSessionQuery } from '../auth/index.ts';
import { shell } from '../shell/index.ts';
import * as styles from './feedback.css.ts';
import { messages } from './messages.ts';
import { claimOffer, newOfferId, offerStore } from './offer.ts';

// The form's code (and its calls) come only when the user opens it.
const FeedbackForm = lazy(async () => ({ default: (await import('./FeedbackForm.tsx')).FeedbackForm }));

type Stage = 'none' | 'offered' | 'open' | 'sent' | 'closed';

/**
 * After a task is done (a payment, a signing, a new ticket): a small note in the page that offers
 * feedback, once per session (offer.ts). Nothing is in the way: it is not a dialog, the page works
 * around it, and "No thanks" or simply going on leaves it be. "Give feedback" opens the short form in
 * its place; focus follows what the user pressed, and returns to the page when it closes.
 */
export function FeedbackOffer({ about }: { about: Exclude<FeedbackContext, 'general'> }) {
  const intl = useIntl();
  const token = useSessionQuery().data?.token;
  const [id] = useState(newOfferId);
  const [stage, setStage] = useState<Stage>('none');
  const headingId = useId();
  const place = useRef<HTMLDivElement>(null);
  const focusOnShow = useRef(false);

  useEffect(() => {
    if (!token || !claimOffer(offerStore(), token, id)) return;
    // Its texts are the feedback area's: they come with the offer, not with every page.
    void requireArea('feedback').then(() => {
      setStage((current) => (current === 'none' ? 'offered' : current));
    });
  }, [token, id]);

  useEffect(() => {
    if (!focusOnShow.current) return;
    focusOnShow.current = false;
    const target = place.current?.querySelector<HTMLElement>('[tabindex="-1"]');
    (target ?? place.current?.closest('main'))?.focus();
  }, [stage]);

  const go = (next: Stage) => {
    focusOnShow.current = true;
    setStage(next);
  };

  let body = null;
  if (stage === 'offered')
    body = (
      <Alert
        title={intl.formatMessage(messages.offerTitle)}
        action={
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              go('open');
            }}
          >
            {intl.formatMessage(messages.offerGive)}
          </Button>
        }
        onDismiss={() => {
          go('closed');
        }}
        dismissLabel={intl.formatMessage(messages.offerDismiss)}
      >
        {intl.formatMessage(messages.offerText)}
      </Alert>
    );
  else if (stage === 'open')
    body = (
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} tabIndex={-1} className={`${shell.sectionTitle} ${styles.focusTarget}`}>
          {intl.formatMessage(messages.offerFormTitle)}
        </h2>
        <Suspense
          fallback={
            <SkeletonGroup label={intl.formatMessage(messages.loading)}>
              <Skeleton lines={6} />
            </SkeletonGroup>
          }
        >
          <FeedbackForm
            context={about}
            onSent={() => {
              go('sent');
            }}
            onCancel={() => {
              go('closed');
            }}
          />
        </Suspense>
      </section>
    );
  else if (stage === 'sent')
    body = (
      <div tabIndex={-1} className={styles.focusTarget}>
        <Alert
          tone="success"
          title={intl.formatMessage(messages.sent)}
          onDismiss={() => {
            go('closed');
          }}
          dismissLabel={intl.formatMessage(messages.close)}
        />
      </div>
    );
  return (
    <div ref={place} className={styles.place}>
      {body}
    </div>
  );
}
