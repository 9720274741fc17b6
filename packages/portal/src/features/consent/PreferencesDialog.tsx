import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@vool/ui/Button';
import { Dialog } from '@vool/ui/Dialog';
import { Stack } from '@vool/ui/Stack';
import { Switch } from '@vool/ui/Switch';
import type { ConsentCategory } from './categories.ts';
import * as styles from './consent.css.ts';
import { useDialogDescription } from './useDialogDescription.ts';
import { messages } from './messages.ts';

export interface PreferencesDialogProps {
  offered: readonly ConsentCategory[];
  /** The categories switched on when the dialog opens. */
  accepted: readonly ConsentCategory[];
  onSave: (accepted: ConsentCategory[]) => void;
  /** Closed with Escape or the close button: nothing changes. */
  onClose: () => void;
}

const labels = {
  necessary: { label: messages.necessary, description: messages.necessaryDescription },
  analytics: { label: messages.analytics, description: messages.analyticsDescription },
} as const;

/** One switch per category the site offers; necessary is on and cannot be switched off. */
export function PreferencesDialog({ offered, accepted, onSave, onClose }: PreferencesDialogProps) {
  const intl = useIntl();
  const { descriptionId, dialogRef } = useDialogDescription();
  const [chosen, setChosen] = useState<readonly ConsentCategory[]>(accepted);
  const toggle = (category: ConsentCategory, on: boolean) => {
    setChosen((previous) =>
      on ? [...previous, category] : previous.filter((candidate) => candidate !== category),
    );
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={intl.formatMessage(messages.preferencesTitle)}
      closeLabel={intl.formatMessage(messages.close)}
      ref={dialogRef}
      footer={
        <>
          <Button
            variant="secondary"
            onPress={() => {
              onSave(['necessary']);
            }}
          >
            {intl.formatMessage(messages.rejectAll)}
          </Button>
          <Button
            variant="secondary"
            onPress={() => {
              onSave([...offered]);
            }}
          >
            {intl.formatMessage(messages.acceptAll)}
          </Button>
          <Button
            onPress={() => {
              onSave(offered.filter((category) => category === 'necessary' || chosen.includes(category)));
            }}
          >
            {intl.formatMessage(messages.save)}
          </Button>
        </>
      }
    >
      <Stack gap="300">
        <p id={descriptionId} className={styles.text}>
          {intl.formatMessage(messages.preferencesText)}
        </p>
        {offered.map((category) =>
          category === 'necessary' ? (
            <Switch
              key={category}
              isSelected
              isReadOnly
              description={intl.formatMessage(labels.necessary.description)}
            >
              {intl.formatMessage(labels.necessary.label)}
            </Switch>
          ) : (
            <Switch
              key={category}
              isSelected={chosen.includes(category)}
              onChange={(on) => {
                toggle(category, on);
              }}
              description={intl.formatMessage(labels[category].description)}
            >
              {intl.formatMessage(labels[category].label)}
            </Switch>
          ),
        )}
      </Stack>
    </Dialog>
  );
}
