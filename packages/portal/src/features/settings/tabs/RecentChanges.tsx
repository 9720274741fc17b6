import { useIntl } from 'react-intl';
import { Skeleton } from '@vool/ui/Skeleton';
import { useSite } from '../../../app/site.tsx';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import { LoadFailed } from '../../errors/index.ts';
import { useAccountChangesQuery } from '../api.ts';
import { messages as common } from '../messages.ts';
import * as styles from '../settings.css.ts';
import { changeLabels, changeLineMessage, messages } from './profileMessages.ts';

/** "Recent changes to your account": what changed, when, by whom and from which device. */
export function RecentChanges() {
  const intl = useIntl();
  const { timezone } = useSite();
  const query = useAccountChangesQuery();
  const changes = query.currentData;
  return (
    <section className={styles.section} aria-labelledby="settings-changes">
      <h2 id="settings-changes" className={styles.sectionTitle}>
        {intl.formatMessage(messages.changes)}
      </h2>
      <p className={styles.muted}>{intl.formatMessage(messages.changesNote)}</p>
      {query.isError && !changes ? (
        <LoadFailed
          message={intl.formatMessage(common.loadFailed)}
          retryLabel={intl.formatMessage(common.retry)}
          onRetry={() => void query.refetch()}
        />
      ) : !changes ? (
        <Skeleton lines={3} />
      ) : changes.length === 0 ? (
        <p className={styles.muted}>{intl.formatMessage(messages.noChanges)}</p>
      ) : (
        <ul className={styles.list}>
          {changes.map((change) => {
            const at = new Date(change.at);
            return (
              <li key={`${change.at}-${change.item}`} className={styles.changeRow}>
                <time dateTime={change.at} className={styles.changeTime}>
                  {formatDate(at, timezone)} {formatTime(at, timezone)}
                </time>
                <span>
                  {intl.formatMessage(changeLineMessage, {
                    item: intl.formatMessage(changeLabels[change.item]),
                    who: change.self ? intl.formatMessage(messages.you) : change.by,
                    device: change.device,
                  })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
