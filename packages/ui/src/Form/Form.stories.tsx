import type { Meta, StoryObj } from '@storybook/react-vite';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../Button/index.ts';
import { TextArea } from '../TextArea/index.ts';
import { TextField } from '../TextField/index.ts';
import { Form, type FormProps, formValidationBehaviors } from './Form.tsx';

type Errors = FormProps['validationErrors'];

/** Pretends to be the API: answers 422-style errors by field name. */
function fakeServer(data: Record<string, FormDataEntryValue>): Errors {
  const errors: Record<string, string> = {};
  if (data.email === 'anna.virtanen@example.fi') {
    errors.email = 'This email is already used by another customer account.';
  }
  if (typeof data.phone === 'string' && data.phone && !data.phone.startsWith('+')) {
    errors.phone = 'Enter the number with the country code, e.g. +358 40 123 4567.';
  }
  return errors;
}

function UpdateContactDetails(props: FormProps) {
  const [serverErrors, setServerErrors] = useState<Errors>(props.validationErrors);
  const [saved, setSaved] = useState(false);
  function onSubmit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const errors = fakeServer(Object.fromEntries(new FormData(event.currentTarget)));
    setServerErrors(errors);
    setSaved(Object.keys(errors ?? {}).length === 0);
  }
  return (
    <Form {...props} validationErrors={serverErrors} onSubmit={onSubmit} layout={{ maxWidth: 480 }}>
      <p style={{ margin: 0 }}>Fields marked with * are required.</p>
      <TextField name="name" label="Full name" isRequired autoComplete="name" defaultValue="Anna Virtanen" />
      <TextField
        name="email"
        type="email"
        label="Email"
        isRequired
        autoComplete="email"
        description="We send invoices and outage notices here."
        defaultValue="anna.virtanen@example.fi"
      />
      <TextField
        name="phone"
        type="tel"
        label="Mobile phone"
        autoComplete="tel"
        description="For SMS outage alerts. Optional."
        defaultValue="040 123 4567"
      />
      <TextField
        name="address"
        label="Billing address"
        isRequired
        autoComplete="street-address"
        defaultValue="Mannerheimintie 12 B 7, 00100 Helsinki"
      />
      <TextArea name="note" label="Note to customer service" description="Optional." rows={2} />
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button type="submit">Save contact details</Button>
        <Button
          type="reset"
          variant="secondary"
          onPress={() => {
            setServerErrors({});
          }}
        >
          Reset
        </Button>
      </div>
      <div role="status">{saved ? 'Your contact details were saved.' : null}</div>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Form,
  tags: ['autodocs'],
  args: { validationBehavior: 'native' },
  argTypes: {
    validationBehavior: { control: 'inline-radio', options: formValidationBehaviors },
  },
  render: (args) => <UpdateContactDetails {...args} />,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Submit as is: the fake server rejects the email (already in use) and the phone number (no country
 * code). Change a field and its server error clears; empty a required field to see the browser check.
 */
export const UpdateContactDetailsForm: Story = { name: 'Update contact details' };

/** Errors returned by the server, passed in through `validationErrors`, shown on first render. */
export const ServerErrors: Story = {
  args: {
    validationErrors: {
      email: 'This email is already used by another customer account.',
      phone: 'Enter the number with the country code, e.g. +358 40 123 4567.',
    },
  },
};

/** Errors show while typing and submitting is not blocked. */
export const AriaValidation: Story = { args: { validationBehavior: 'aria' } };
