import { useIntl } from 'react-intl';
import type { ContractStatus } from '@vool/api-client/browser';
import { Badge, StatusBadge as Status } from '@vool/ui/Badge';
import { names } from './names.ts';

/** A contract's state in words: active, starting later, or ended (plain, as nothing needs doing). */
export function StatusBadge({ status }: { status: ContractStatus }) {
  const intl = useIntl();
  const label = intl.formatMessage(names.status[status]);
  if (status === 'ended') return <Badge>{label}</Badge>;
  return <Status tone={status === 'active' ? 'success' : 'info'}>{label}</Status>;
}
