import { useIntl } from 'react-intl';
import type { TicketStatus } from '@vool/api-client/browser';
import { Badge, StatusBadge as Status } from '@vool/ui/Badge';
import { statusNames } from './formMessages.ts';
import * as styles from './support.css.ts';

const tones = { OPEN: 'info', ASSIGNED: 'warning', RESOLVED: 'success' } as const;

/**
 * A ticket's status in words, its code (TS1–TS4, what customer service's system shows) beside it,
 * visually secondary. A cancelled ticket is plain: nothing needs doing.
 */
export function TicketStatusBadge({ status, code }: { status: TicketStatus; code: string }) {
  const intl = useIntl();
  const label = intl.formatMessage(statusNames[status]);
  return (
    <span className={styles.facts}>
      {status === 'CANCELLED' ? <Badge>{label}</Badge> : <Status tone={tones[status]}>{label}</Status>}
      <span className={styles.code}>{code}</span>
    </span>
  );
}
