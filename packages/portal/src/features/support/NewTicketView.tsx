import { useIntl } from 'react-intl';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { PageLink, shell } from '../shell/index.ts';
import { useFeedbackTopicsQuery } from './api.ts';
import { formMessages } from './formMessages.ts';
import { messages } from './messages.ts';
import { NewTicketForm } from './NewTicketForm.tsx';

/** `/support?new`: the new-ticket form, its topics in the user's language (free text if they fail). */
export function NewTicketView() {
  const intl = useIntl();
  const topics = useFeedbackTopicsQuery(intl.locale);
  return (
    <Stack gap="400">
      <PageLink href="/support" variant="standalone">
        {intl.formatMessage(messages.back)}
      </PageLink>
      <h1 className={shell.pageTitle}>{intl.formatMessage(formMessages.title)}</h1>
      <p className={shell.muted}>{intl.formatMessage(formMessages.intro)}</p>
      {topics.isLoading ? (
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton lines={6} />
        </SkeletonGroup>
      ) : (
        <NewTicketForm topics={topics.data ?? []} topicsFailed={topics.isError} />
      )}
    </Stack>
  );
}
