import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Form } from '@vool/ui/Form';
import { messages } from '../messages.ts';
import * as styles from '../settings.css.ts';
import type { useSettingsForm } from '../useSettingsForm.tsx';

type SettingsFormState = Pick<
  ReturnType<typeof useSettingsForm>,
  'submit' | 'errors' | 'problem' | 'dirty' | 'saving' | 'reset' | 'guard'
>;

/**
 * What every settings form draws around its fields: a form named by its heading, what to know first,
 * the alert of a refused save, save and undo (save while there is something to save), and the form's
 * dialogs. `wide` for a form of rows (contacts); the others keep to a readable width.
 */
export function SettingsForm({
  form,
  title,
  headingLevel = 2,
  intro,
  submitLabel = messages.save,
  wide = false,
  children,
}: {
  form: SettingsFormState;
  title: string;
  headingLevel?: 2 | 3;
  intro?: ReactNode;
  submitLabel?: MessageDescriptor;
  wide?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Form
      layout={wide ? undefined : { maxWidth: '40rem' }}
      onSubmit={(event) => void form.submit(event)}
      validationErrors={form.errors}
      aria-labelledby={titleId}
    >
      <Heading id={titleId} className={styles.sectionTitle}>
        {title}
      </Heading>
      {intro}
      {form.problem ? <Alert tone="danger">{form.problem}</Alert> : null}
      {children}
      <div className={styles.actions}>
        <Button type="submit" isDisabled={!form.dirty} isPending={form.saving}>
          {form.saving ? intl.formatMessage(messages.saving) : intl.formatMessage(submitLabel)}
        </Button>
        {form.dirty ? (
          <Button variant="secondary" onPress={form.reset} isDisabled={form.saving}>
            {intl.formatMessage(messages.cancel)}
          </Button>
        ) : null}
      </div>
      {form.guard}
    </Form>
  );
}
