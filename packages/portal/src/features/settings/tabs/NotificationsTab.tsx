import { useIntl } from 'react-intl';
import { Stack } from '@vool/ui/Stack';
import { useFeature } from '../../../app/site.tsx';
import {
  useContactsQuery,
  useNotificationSettingsQuery,
  useNotificationSubjectsQuery,
  useSpotAlertQuery,
} from '../api.ts';
import * as styles from '../settings.css.ts';
import { SpotAlertForm, SubjectForm } from './AlertForms.tsx';
import { messages } from './notificationMessages.ts';
import { TabQuery } from './TabQuery.tsx';

function SpotAlertSection({ contacts }: { contacts: Parameters<typeof SpotAlertForm>[0]['contacts'] }) {
  return (
    <TabQuery query={useSpotAlertQuery()}>
      {(alert) => <SpotAlertForm alert={alert} contacts={contacts} />}
    </TabQuery>
  );
}

/** Spec §2 notifications: the spot-price alert where the site has spot prices, and the other subjects. */
export function NotificationsTab() {
  const intl = useIntl();
  const spot = useFeature('spot-price');
  const contacts = useContactsQuery();
  const subjects = useNotificationSubjectsQuery();
  const settings = useNotificationSettingsQuery();
  const both = {
    currentData:
      subjects.currentData && settings.currentData
        ? ([subjects.currentData, settings.currentData] as const)
        : undefined,
    isError: subjects.isError || settings.isError,
    refetch: () => {
      void subjects.refetch();
      void settings.refetch();
    },
  };
  return (
    <TabQuery query={contacts}>
      {({ contacts: list }) => (
        <Stack gap="600">
          {spot ? <SpotAlertSection contacts={list} /> : null}
          <section className={styles.section} aria-labelledby="alerts-other">
            <h2 id="alerts-other" className={styles.sectionTitle}>
              {intl.formatMessage(messages.otherHeading)}
            </h2>
            <TabQuery query={both}>
              {([subjectList, settingList]) =>
                subjectList.map((subject) => (
                  <SubjectForm
                    key={subject.id}
                    subject={subject}
                    setting={settingList.find((s) => s.subject === subject.id)}
                    contacts={list}
                  />
                ))
              }
            </TabQuery>
          </section>
        </Stack>
      )}
    </TabQuery>
  );
}
