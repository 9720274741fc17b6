import { useIntl } from 'react-intl';
import { Stack } from '@vool/ui/Stack';
import { useSite } from '../../app/site.tsx';
import { formatDate } from '../../i18n/format.ts';
import { shell } from '../shell/index.ts';
import { messages } from './messages.ts';

/** When the statement was last checked against the service. */
const reviewed = new Date('2026-11-01T00:00:00Z');

export function AccessibilityStatementPage() {
  const intl = useIntl();
  const site = useSite();
  const { customerService } = site.brand;
  const sections = [
    [messages.statusTitle, intl.formatMessage(messages.status)],
    [messages.limitsTitle, intl.formatMessage(messages.limits)],
    [messages.feedbackTitle, intl.formatMessage(messages.feedback, customerService)],
    [messages.supervisionTitle, intl.formatMessage(messages.supervision)],
  ] as const;
  return (
    <Stack gap="400" UNSAFE_className={shell.prose}>
      <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
      <p>{intl.formatMessage(messages.intro, { company: site.company_name })}</p>
      {sections.map(([title, body]) => (
        <Stack as="section" gap="100" key={title.id}>
          <h2 className={shell.sectionTitle}>{intl.formatMessage(title)}</h2>
          <p>{body}</p>
        </Stack>
      ))}
      <p className={shell.muted}>{intl.formatMessage(messages.updated, { date: formatDate(reviewed) })}</p>
    </Stack>
  );
}
