import { useIntl } from 'react-intl';
import type { Address, UsagePoint } from '@vool/api-client/browser';
import { ComboBox, ComboBoxItem } from '@vool/ui/ComboBox';
import * as styles from './charts.css.ts';
import { messages } from './messages.ts';

export interface PointOption extends UsagePoint {
  address: Address;
}

export const formatAddress = (address: Address) => `${address.street}, ${address.postalCode} ${address.city}`;

/**
 * The usage points, found by typing any part of the address or the GSRN/EIC code (React Aria's
 * "contains" filter runs over both, held in each option's text value).
 */
export function UsagePointPicker({
  points,
  selected,
  onSelect,
}: {
  points: PointOption[];
  selected: string;
  onSelect: (identifier: string) => void;
}) {
  const intl = useIntl();
  return (
    <ComboBox
      label={intl.formatMessage(messages.usagePoint)}
      description={intl.formatMessage(messages.usagePointHelp)}
      emptyState={intl.formatMessage(messages.noMatches)}
      items={points.map((point) => ({ ...point, id: point.identifier }))}
      value={selected}
      onChange={(key) => {
        if (key !== null) onSelect(String(key));
      }}
      menuTrigger="focus"
    >
      {(point) => (
        <ComboBoxItem
          id={point.identifier}
          textValue={`${formatAddress(point.address)} · ${point.identifier}`}
        >
          {formatAddress(point.address)}
          {/* Part of the option's name, not a description: what is visible is what is announced. */}
          <span className={styles.optionDetail}>
            {intl.formatMessage(messages[point.utility])} · {point.identifier}
          </span>
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
