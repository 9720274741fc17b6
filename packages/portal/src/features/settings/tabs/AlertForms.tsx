import { useIntl } from 'react-intl';
import {
  thresholdValid,
  type Contact,
  type NotificationSetting,
  type NotificationSubject,
  type SpotAlert,
} from '@vool/api-client/browser';
import { NumberField } from '@vool/ui/NumberField';
import { Switch } from '@vool/ui/Switch';
import { useSaveNotificationSettingMutation, useUpdateSpotAlertMutation } from '../api.ts';
import * as styles from '../settings.css.ts';
import { useSettingsForm } from '../useSettingsForm.tsx';
import { ContactChoice } from './ContactChoice.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { messages, subjectTexts, subjectTitles } from './notificationMessages.ts';
import { useFieldError } from '../fieldError.ts';

// An emptied NumberField gives NaN: no limit.
const bound = (value: number) => (Number.isFinite(value) ? value : null);

/** The spot-price alert: limits in c/kWh with VAT, lower below upper, to the chosen contacts. */
export function SpotAlertForm({ alert, contacts }: { alert: SpotAlert; contacts: readonly Contact[] }) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const [update] = useUpdateSpotAlertMutation();
  const form = useSettingsForm<SpotAlert>({
    formId: 'settings.alerts.spot',
    version: 1,
    initial: alert,
    validate: (values): Record<string, string> => {
      if (!thresholdValid(values.threshold)) return { '/threshold/lower': 'THRESHOLD_ORDER' };
      if (values.enabled && values.threshold.lower === null && values.threshold.upper === null) {
        return { '/threshold/lower': 'NO_THRESHOLD' };
      }
      if (values.enabled && values.contactsIds.length === 0) return { '/contactsIds': 'NO_CONTACTS' };
      return {};
    },
    save: (values) => update(values).unwrap(),
  });
  const { values } = form;
  return (
    <SettingsForm
      form={form}
      title={intl.formatMessage(messages.spotHeading)}
      intro={<p className={styles.muted}>{intl.formatMessage(messages.spotIntro)}</p>}
    >
      <Switch
        isSelected={values.enabled}
        onChange={(enabled) => {
          form.setValues({ ...values, enabled });
        }}
      >
        {intl.formatMessage(messages.enabled)}
      </Switch>
      <div className={styles.pair}>
        <NumberField
          errorMessage={fieldError}
          name="/threshold/lower"
          label={intl.formatMessage(messages.lower)}
          description={intl.formatMessage(messages.boundHelp)}
          value={values.threshold.lower ?? Number.NaN}
          step={0.1}
          formatOptions={{ maximumFractionDigits: 2 }}
          onChange={(lower) => {
            form.setValues({ ...values, threshold: { ...values.threshold, lower: bound(lower) } });
          }}
        />
        <NumberField
          errorMessage={fieldError}
          name="/threshold/upper"
          label={intl.formatMessage(messages.upper)}
          description={intl.formatMessage(messages.boundHelp)}
          value={values.threshold.upper ?? Number.NaN}
          step={0.1}
          formatOptions={{ maximumFractionDigits: 2 }}
          onChange={(upper) => {
            form.setValues({ ...values, threshold: { ...values.threshold, upper: bound(upper) } });
          }}
        />
      </div>
      <ContactChoice
        name="/contactsIds"
        label={intl.formatMessage(messages.contacts)}
        contacts={contacts}
        value={values.contactsIds}
        onChange={(contactsIds) => {
          form.setValues({ ...values, contactsIds });
        }}
      />
    </SettingsForm>
  );
}

interface SubjectValues {
  enabled: boolean;
  threshold: number | null;
  contactsIds: number[];
}

/** One subject's alert (invoice, outage, consumption): on or off, its limit if it has one, contacts. */
export function SubjectForm({
  subject,
  setting,
  contacts,
}: {
  subject: NotificationSubject;
  setting: NotificationSetting | undefined;
  contacts: readonly Contact[];
}) {
  const intl = useIntl();
  const fieldError = useFieldError();
  const [save] = useSaveNotificationSettingMutation();
  const form = useSettingsForm<SubjectValues>({
    formId: `settings.alerts.${subject.id}`,
    version: 1,
    initial: {
      enabled: setting?.enabled ?? false,
      threshold: setting?.threshold ?? null,
      contactsIds: setting?.contactsIds ?? [],
    },
    validate: (values): Record<string, string> => {
      if (!values.enabled) return {};
      if (subject.threshold && values.threshold === null) return { '/threshold': 'NO_THRESHOLD' };
      if (values.contactsIds.length === 0) return { '/contactsIds': 'NO_CONTACTS' };
      return {};
    },
    save: async (values) => {
      const saved = await save({ id: setting?.id, body: { subject: subject.id, ...values } }).unwrap();
      return { enabled: saved.enabled, threshold: saved.threshold, contactsIds: saved.contactsIds };
    },
  });
  const { values } = form;
  return (
    <SettingsForm
      form={form}
      title={intl.formatMessage(subjectTitles[subject.id])}
      headingLevel={3}
      intro={<p className={styles.muted}>{intl.formatMessage(subjectTexts[subject.id])}</p>}
    >
      <Switch
        isSelected={values.enabled}
        onChange={(enabled) => {
          form.setValues({ ...values, enabled });
        }}
      >
        {intl.formatMessage(messages.enabled)}
      </Switch>
      {subject.threshold ? (
        <NumberField
          errorMessage={fieldError}
          name="/threshold"
          label={intl.formatMessage(messages.consumptionLimit)}
          value={values.threshold ?? Number.NaN}
          minValue={0}
          onChange={(threshold) => {
            form.setValues({ ...values, threshold: bound(threshold) });
          }}
        />
      ) : null}
      <ContactChoice
        name="/contactsIds"
        label={intl.formatMessage(messages.contacts)}
        contacts={contacts}
        value={values.contactsIds}
        onChange={(contactsIds) => {
          form.setValues({ ...values, contactsIds });
        }}
      />
    </SettingsForm>
  );
}
