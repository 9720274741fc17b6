import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '@vool/ui/Button';
import { messages } from '../messages.ts';
import * as styles from '../settings.css.ts';

/** Save and undo under a settings form: save while there is something to save. */
export function FormActions({
  form,
  label = messages.save,
}: {
  form: { dirty: boolean; saving: boolean; reset: () => void };
  label?: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <div className={styles.actions}>
      <Button type="submit" isDisabled={!form.dirty} isPending={form.saving}>
        {form.saving ? intl.formatMessage(messages.saving) : intl.formatMessage(label)}
      </Button>
      {form.dirty ? (
        <Button variant="secondary" onPress={form.reset} isDisabled={form.saving}>
          {intl.formatMessage(messages.cancel)}
        </Button>
      ) : null}
    </div>
  );
}
