import { useIntl } from 'react-intl';
import {
  marketingChannels,
  marketingChannelsValid,
  type LocaleId,
  type MarketingChannel,
  type Me,
} from '@vool/api-client/browser';
import { StatusBadge } from '@vool/ui/Badge';
import { Checkbox, CheckboxGroup } from '@vool/ui/Checkbox';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { Stack } from '@vool/ui/Stack';
import { useSite } from '../../../app/site.tsx';
import { useMeQuery } from '../../clients/index.ts';
import { useUpdateMeMutation } from '../api.ts';
import * as styles from '../settings.css.ts';
import { useSettingsForm } from '../useSettingsForm.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { TabQuery } from './TabQuery.tsx';
import { channelLabels, messages } from './profileMessages.ts';
import { RecentChanges } from './RecentChanges.tsx';

interface Values {
  localeId: LocaleId | null;
  marketingChannels: MarketingChannel[];
}

/** Choosing "no marketing" clears the channels, and choosing a channel clears "no marketing". */
export function nextChannels(previous: readonly string[], chosen: string[]): MarketingChannel[] {
  const picked = chosen.filter((c): c is MarketingChannel =>
    (marketingChannels as readonly string[]).includes(c),
  );
  const addedNone = picked.includes('None') && !previous.includes('None');
  if (addedNone) return ['None'];
  const rest = picked.filter((c) => c !== 'None');
  return rest.length > 0 ? rest : ['None'];
}

function Identity({ me }: { me: Me }) {
  const intl = useIntl();
  const ssn = me.verifications.includes('SsnVerified');
  const email = me.verifications.includes('EmailVerified');
  return (
    <section className={styles.section} aria-labelledby="settings-identity">
      <h2 id="settings-identity" className={styles.sectionTitle}>
        {intl.formatMessage(messages.identity)}
      </h2>
      <DescriptionList columns={2}>
        <DescriptionItem term={intl.formatMessage(messages.name)}>{me.name}</DescriptionItem>
        <DescriptionItem
          term={intl.formatMessage(me.type === 'legal' ? messages.businessCode : messages.personalCode)}
        >
          {me.registryCode}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.clientCode)}>{me.clientCode}</DescriptionItem>
        <DescriptionItem term={intl.formatMessage(messages.verified)}>
          <span className={styles.actions}>
            {me.type === 'private' ? (
              <StatusBadge tone={ssn ? 'success' : 'warning'} size="sm">
                {intl.formatMessage(ssn ? messages.ssnVerified : messages.ssnNotVerified)}
              </StatusBadge>
            ) : null}
            <StatusBadge tone={email ? 'success' : 'warning'} size="sm">
              {intl.formatMessage(email ? messages.emailVerified : messages.emailNotVerified)}
            </StatusBadge>
          </span>
        </DescriptionItem>
      </DescriptionList>
      <p className={styles.muted}>{intl.formatMessage(messages.identityNote)}</p>
    </section>
  );
}

function Preferences({ me }: { me: Me }) {
  const intl = useIntl();
  const site = useSite();
  const [updateMe] = useUpdateMeMutation();
  const form = useSettingsForm<Values>({
    formId: 'settings.profile',
    version: 1,
    initial: { localeId: me.localeId, marketingChannels: me.marketingChannels },
    validate: (values): Record<string, string> =>
      marketingChannelsValid(values.marketingChannels)
        ? {}
        : { '/marketingChannels': 'MARKETING_NONE_ALONE' },
    save: async (values) => {
      const saved = await updateMe(values).unwrap();
      return { localeId: saved.localeId, marketingChannels: saved.marketingChannels };
    },
  });
  const { values } = form;
  return (
    <SettingsForm form={form} title={intl.formatMessage(messages.preferences)}>
      <RadioGroup
        name="/localeId"
        label={intl.formatMessage(messages.language)}
        value={values.localeId ?? 'site'}
        onChange={(key) => {
          const locale = site.locales.find((l) => l.id === key);
          form.setValues({ ...values, localeId: locale ? locale.id : null });
        }}
      >
        <Radio value="site">{intl.formatMessage(messages.languageSite)}</Radio>
        {site.locales.map((locale) => (
          <Radio key={locale.id} value={locale.id}>
            <span lang={locale.id}>{locale.name}</span>
          </Radio>
        ))}
      </RadioGroup>
      <CheckboxGroup
        name="/marketingChannels"
        label={intl.formatMessage(messages.marketing)}
        description={intl.formatMessage(messages.marketingHelp)}
        value={values.marketingChannels}
        onChange={(chosen) => {
          form.setValues({ ...values, marketingChannels: nextChannels(values.marketingChannels, chosen) });
        }}
      >
        {marketingChannels.map((channel) => (
          <Checkbox key={channel} value={channel}>
            {intl.formatMessage(channelLabels[channel])}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </SettingsForm>
  );
}

/** Spec §2 profile: identity read-only with its verifications, language, marketing, recent changes. */
export function ProfileTab() {
  const query = useMeQuery();
  return (
    <TabQuery query={query}>
      {(me) => (
        <Stack gap="600">
          <Identity me={me} />
          <Preferences me={me} />
          <RecentChanges />
        </Stack>
      )}
    </TabQuery>
  );
}
