import { useIntl } from 'react-intl';
import type { SupportChannel } from '@vool/api-client/browser';
import { InfoIcon } from '@vool/ui/icons/Info';
import { MailIcon } from '@vool/ui/icons/Mail';
import { PhoneIcon } from '@vool/ui/icons/Phone';
import { Link } from '@vool/ui/Link';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { LoadFailed } from '../errors/index.ts';
import { ExternalServiceLink } from '../external-services/index.ts';
import { shell, shellMessages } from '../shell/index.ts';
import { useSupportChannelsQuery } from './api.ts';
import { messages } from './messages.ts';
import * as styles from './support.css.ts';

const icons = { phone: PhoneIcon, email: MailIcon, push: InfoIcon } as const;
const names = {
  phone: messages.channelPhone,
  email: messages.channelEmail,
  push: messages.channelPush,
} as const;

function Channel({ channel }: { channel: SupportChannel }) {
  const intl = useIntl();
  const Icon = icons[channel.kind];
  const href =
    channel.value === null
      ? null
      : channel.kind === 'phone'
        ? `tel:${channel.value.replace(/[^0-9+]/g, '')}`
        : `mailto:${channel.value}`;
  return (
    <li className={styles.channel}>
      <Icon />
      <Stack gap="100">
        <strong>{intl.formatMessage(names[channel.kind])}</strong>
        {href ? (
          <Link href={href}>{channel.value}</Link>
        ) : (
          <p className={styles.muted}>{intl.formatMessage(messages.channelPushText)}</p>
        )}
        <p className={styles.muted}>
          {channel.hours === null
            ? intl.formatMessage(messages.alwaysOpen)
            : intl.formatMessage(messages.hours, { hours: channel.hours })}
        </p>
      </Stack>
    </li>
  );
}

/**
 * Spec §3: the ways to reach customer service, phone (T1), e-mail (T2) and push where offered, and
 * the site's help centre (its EXTERNAL_SUPPORT service) for answers without asking.
 */
export function Channels() {
  const intl = useIntl();
  const query = useSupportChannelsQuery(intl.locale);
  let body;
  if (query.isError && !query.data)
    body = (
      <LoadFailed
        message={intl.formatMessage(messages.channelsFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!query.data)
    body = (
      <SkeletonGroup label={intl.formatMessage(messages.loading)}>
        <Skeleton height="5rem" />
      </SkeletonGroup>
    );
  else
    body = (
      <ul className={styles.channels}>
        {query.data.map((channel) => (
          <Channel key={channel.code} channel={channel} />
        ))}
      </ul>
    );
  return (
    <Stack as="section" gap="200" aria-labelledby="support-channels">
      <h2 id="support-channels" className={shell.sectionTitle}>
        {intl.formatMessage(messages.channelsTitle)}
      </h2>
      {body}
      <ExternalServiceLink
        type="EXTERNAL_SUPPORT"
        newTabLabel={intl.formatMessage(shellMessages.newTab)}
        around={(link) => (
          <p className={shell.text}>
            {intl.formatMessage(messages.helpCentre)} {link}
          </p>
        )}
      />
    </Stack>
  );
}
