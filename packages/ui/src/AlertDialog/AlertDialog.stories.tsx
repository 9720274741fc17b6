import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { AlertDialog, alertDialogTones } from './AlertDialog.tsx';

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  tags: ['autodocs'],
  args: {
    title: 'Leave page?',
    children:
      'Your meter reading for Mannerheimintie 12 A 5 has not been sent. If you leave, it will be lost.',
    primaryActionLabel: 'Leave page',
    cancelLabel: 'Stay on page',
    tone: 'danger',
    defaultOpen: true,
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertDialogTones },
    onPrimaryAction: { action: 'confirmed' },
    onCancel: { action: 'cancelled' },
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Destructive: the primary action is red and focus starts on "Stay on page". */
export const LeavePage: Story = { name: 'Leave page?' };

export const RestoreDraft: Story = {
  name: 'Restore draft?',
  args: {
    title: 'Restore draft?',
    children:
      'You started a move notification for Tartu mnt 14, Tallinn on 12.3.2025. Continue where you left off?',
    primaryActionLabel: 'Restore draft',
    cancelLabel: 'Start over',
    tone: 'neutral',
  },
};

/** The trigger opens the confirmation; focus returns to it afterwards. */
export const WithTrigger: Story = {
  args: {
    defaultOpen: undefined,
    title: 'End contract?',
    children:
      'Your district heating contract for Brīvības iela 40, Riga ends on 30.4.2025. This cannot be undone.',
    primaryActionLabel: 'End contract',
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">End contract</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
};

/** Controlled, as a router's navigation blocker uses it. */
export const Controlled: Story = {
  args: { defaultOpen: undefined },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(false);
    const [result, setResult] = useState('Not asked yet');
    return (
      <>
        <Button
          variant="tertiary"
          onPress={() => {
            setOpen(true);
          }}
        >
          Go to invoices
        </Button>
        <p>{result}</p>
        <AlertDialog
          {...args}
          isOpen={isOpen}
          onOpenChange={setOpen}
          onPrimaryAction={() => {
            setResult('Left the page');
          }}
          onCancel={() => {
            setResult('Stayed on the page');
          }}
        />
      </>
    );
  },
};
