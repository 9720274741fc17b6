import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { PageLink, shell } from '../shell/index.ts';
import { useFeedbackFormTopicsQuery } from './api.ts';
import * as styles from './feedback.css.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import { messages } from './messages.ts';

/** `/feedback`, from the footer: the topic, a rating and a few words; thanks once sent. */
export function FeedbackPage() {
  const intl = useIntl();
  const topics = useFeedbackFormTopicsQuery(intl.locale);
  const [sent, setSent] = useState(false);
  const thanks = useRef<HTMLDivElement>(null);
  let body;
  if (sent)
    body = (
      // The form the user was in is gone: focus goes to what took its place.
      <div ref={thanks} tabIndex={-1} className={styles.focusTarget}>
        <Stack gap="300">
          <Alert tone="success" title={intl.formatMessage(messages.sent)}>
            {intl.formatMessage(messages.sentText)}
          </Alert>
          <PageLink href="/dashboard" variant="standalone">
            {intl.formatMessage(messages.home)}
          </PageLink>
        </Stack>
      </div>
    );
  else if (topics.isLoading)
    body = (
      <SkeletonGroup label={intl.formatMessage(messages.loading)}>
        <Skeleton lines={8} />
      </SkeletonGroup>
    );
  else
    body = (
      <>
        <p className={shell.text}>{intl.formatMessage(messages.intro)}</p>
        {/* Without the topics (they failed) it is feedback on the portal in general. */}
        <FeedbackForm
          context="general"
          topics={topics.data ?? []}
          guardLeaving
          onSent={() => {
            setSent(true);
            requestAnimationFrame(() => thanks.current?.focus());
          }}
        />
      </>
    );
  return (
    <Stack gap="400" UNSAFE_className={styles.page}>
      <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
      {body}
    </Stack>
  );
}
