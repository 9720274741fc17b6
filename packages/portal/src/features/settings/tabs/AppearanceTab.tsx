import { useIntl } from 'react-intl';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { toastQueue } from '@vool/ui/ToastQueue';
import { useColorScheme } from '../../../app/colorScheme.ts';
import { schemeChoices, shellMessages, useSchemeLabel } from '../../shell/index.ts';
import * as styles from '../settings.css.ts';
import { messages } from './pushMessages.ts';

/**
 * Spec §2 appearance: light, dark or as the device — the same choice as the header's button, stored
 * the same way, so the next page is painted in it. It takes effect at once; there is nothing to save.
 */
export function AppearanceTab() {
  const intl = useIntl();
  const labelOf = useSchemeLabel();
  const { choice, setChoice } = useColorScheme();
  return (
    <div className={styles.section}>
      <RadioGroup
        label={intl.formatMessage(shellMessages.appearanceMenu)}
        description={intl.formatMessage(messages.appearanceHelp)}
        value={choice}
        onChange={(value) => {
          const next = schemeChoices.find((id) => id === value);
          if (!next) return;
          setChoice(next).catch(() => {
            toastQueue.add({ title: intl.formatMessage(shellMessages.schemeFailed), tone: 'danger' });
          });
        }}
      >
        {schemeChoices.map((id) => (
          <Radio key={id} value={id}>
            {labelOf(id)}
          </Radio>
        ))}
      </RadioGroup>
    </div>
  );
}
