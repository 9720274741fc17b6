import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogTrigger, type DialogProps } from './Dialog.tsx';

function Example(props: Partial<DialogProps>) {
  return (
    <DialogTrigger>
      <Button>View invoice</Button>
      <Dialog
        title="Invoice 2025-104"
        footer={
          <>
            <Button variant="secondary" slot="close">
              Cancel
            </Button>
            <Button>Pay</Button>
          </>
        }
        {...props}
      >
        Amount 86,40 EUR
      </Dialog>
    </DialogTrigger>
  );
}

describe('Dialog', () => {
  it('opens from its trigger as a modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Example size="lg" />);
    await user.click(screen.getByRole('button', { name: 'View invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Invoice 2025-104' });
    expect(dialog).toHaveTextContent('Amount 86,40 EUR');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Invoice 2025-104' })).toBeInTheDocument();
    expect(dialog.closest('[data-size]')).toHaveAttribute('data-size', 'lg');
  });

  it('traps focus inside and returns it to the trigger on Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'View invoice' });
    await user.tab();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  });

  it('closes from the named close button and from a footer button in the close slot', async () => {
    const user = userEvent.setup();
    render(<Example closeLabel="Sulje" />);
    await user.click(screen.getByRole('button', { name: 'View invoice' }));
    await user.click(screen.getByRole('button', { name: 'Sulje' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View invoice' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be controlled without a trigger', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(
      <Dialog isOpen onOpenChange={onOpenChange} title="Invoice 2025-104">
        Body
      </Dialog>,
    );
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('gives render functions a close callback', async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen title="Meter reading saved" showCloseButton={false}>
        {({ close }) => <Button onPress={close}>OK</Button>}
      </Dialog>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores backdrop clicks unless dismissable', async () => {
    const user = userEvent.setup();
    const { unmount } = render(
      <Dialog defaultOpen title="Invoice 2025-104">
        Body
      </Dialog>,
    );
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    unmount();
    render(
      <Dialog defaultOpen isDismissable title="Invoice 2025-104">
        Body
      </Dialog>,
    );
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Escape off when keyboard dismissal is disabled', async () => {
    const user = userEvent.setup();
    render(<Example isKeyboardDismissDisabled />);
    await user.click(screen.getByRole('button', { name: 'View invoice' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
