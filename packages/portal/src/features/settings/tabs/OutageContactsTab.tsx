import { useIntl } from 'react-intl';
import {
  outageTimings,
  type Contact,
  type OutageAddress,
  type OutageContacts,
  type OutageTiming,
} from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { Skeleton } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import {
  useContactsQuery,
  useOutageAddressesQuery,
  useOutageContactsQuery,
  useUpdateOutageContactsMutation,
} from '../api.ts';
import * as styles from '../settings.css.ts';
import { useSettingsForm } from '../useSettingsForm.tsx';
import { ContactChoice } from './ContactChoice.tsx';
import { SettingsForm } from './SettingsForm.tsx';
import { messages, timingLabels } from './outageMessages.ts';
import { TabQuery } from './TabQuery.tsx';

interface Values {
  timing: OutageTiming;
  contactsIds: number[];
}

function PlaceForm({
  place,
  current,
  contacts,
}: {
  place: OutageAddress;
  current: OutageContacts;
  contacts: readonly Contact[];
}) {
  const intl = useIntl();
  const [update] = useUpdateOutageContactsMutation();
  const form = useSettingsForm<Values>({
    formId: `settings.outage.${place.contractId}`,
    version: 1,
    initial: { timing: current.timing, contactsIds: current.contactsIds },
    save: async (values) => {
      const saved = await update({ contractId: place.contractId, ...values }).unwrap();
      return { timing: saved.timing, contactsIds: saved.contactsIds };
    },
  });
  const { values } = form;
  return (
    <SettingsForm form={form} title={place.address}>
      <ContactChoice
        name="/contactsIds"
        label={intl.formatMessage(messages.contacts)}
        contacts={contacts}
        value={values.contactsIds}
        onChange={(contactsIds) => {
          form.setValues({ ...values, contactsIds });
        }}
      />
      {current.timingAvailable ? (
        <RadioGroup
          name="/timing"
          label={intl.formatMessage(messages.timing)}
          value={values.timing}
          onChange={(value) => {
            const timing = outageTimings.find((t) => t === value);
            if (timing) form.setValues({ ...values, timing });
          }}
        >
          {outageTimings.map((timing) => (
            <Radio key={timing} value={timing}>
              {intl.formatMessage(timingLabels[timing])}
            </Radio>
          ))}
        </RadioGroup>
      ) : (
        <p className={styles.muted}>{intl.formatMessage(messages.timingFixed)}</p>
      )}
    </SettingsForm>
  );
}

function Place({ place, contacts }: { place: OutageAddress; contacts: readonly Contact[] }) {
  const query = useOutageContactsQuery(place.contractId);
  if (!query.currentData) return <Skeleton lines={4} />;
  return <PlaceForm place={place} current={query.currentData} contacts={contacts} />;
}

/** Spec §2 outage contacts: per place of supply, who is told of outages, and when at night. */
export function OutageContactsTab() {
  const intl = useIntl();
  const contacts = useContactsQuery().currentData?.contacts;
  return (
    <TabQuery query={useOutageAddressesQuery()}>
      {(places) =>
        !contacts ? (
          <Skeleton lines={6} />
        ) : (
          <Stack gap="600">
            <p className={styles.muted}>{intl.formatMessage(messages.intro)}</p>
            {places.length === 0 ? <p>{intl.formatMessage(messages.none)}</p> : null}
            {contacts.length === 0 ? (
              <Alert tone="info">{intl.formatMessage(messages.noContacts)}</Alert>
            ) : null}
            {places.map((place) => (
              <Place key={place.contractId} place={place} contacts={contacts} />
            ))}
          </Stack>
        )
      }
    </TabQuery>
  );
}
