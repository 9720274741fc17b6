import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { AlertDialog } from './AlertDialog.tsx';

const leave = {
  title: 'Leave page?',
  children: 'Your meter reading has not been sent.',
  primaryActionLabel: 'Leave page',
  cancelLabel: 'Stay on page',
};

describe('AlertDialog', () => {
  it('is an alertdialog named by its title and described by its message', () => {
    render(<AlertDialog {...leave} defaultOpen />);
    const dialog = screen.getByRole('alertdialog', { name: 'Leave page?' });
    expect(dialog).toHaveTextContent('Your meter reading has not been sent.');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('starts on Cancel and styles the primary action as danger when destructive', () => {
    render(<AlertDialog {...leave} tone="danger" defaultOpen />);
    expect(screen.getByRole('button', { name: 'Stay on page' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Leave page' })).toHaveAttribute('data-variant', 'danger');
  });

  it('starts on the primary action when it is not destructive', () => {
    render(<AlertDialog {...leave} primaryActionLabel="Restore draft" defaultOpen />);
    const restore = screen.getByRole('button', { name: 'Restore draft' });
    expect(restore).toHaveFocus();
    expect(restore).toHaveAttribute('data-variant', 'primary');
  });

  it('confirms once and closes', async () => {
    const user = userEvent.setup();
    const onPrimaryAction = jest.fn();
    const onCancel = jest.fn();
    render(<AlertDialog {...leave} defaultOpen onPrimaryAction={onPrimaryAction} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Leave page' }));
    expect(onPrimaryAction).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('cancels with the button and with Escape, once each', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onOpenChange = jest.fn();
    const { rerender } = render(
      <AlertDialog {...leave} isOpen onOpenChange={onOpenChange} onCancel={onCancel} />,
    );
    await user.click(screen.getByRole('button', { name: 'Stay on page' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    rerender(<AlertDialog {...leave} isOpen onOpenChange={onOpenChange} onCancel={onCancel} />);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('is not dismissed by a click outside', async () => {
    const user = userEvent.setup();
    render(<AlertDialog {...leave} defaultOpen />);
    await user.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('opens from a trigger and keeps a disabled primary action inert', async () => {
    const user = userEvent.setup();
    const onPrimaryAction = jest.fn();
    render(
      <DialogTrigger>
        <Button>Go to invoices</Button>
        <AlertDialog {...leave} isPrimaryActionDisabled onPrimaryAction={onPrimaryAction} />
      </DialogTrigger>,
    );
    await user.click(screen.getByRole('button', { name: 'Go to invoices' }));
    await user.click(screen.getByRole('button', { name: 'Leave page' }));
    expect(onPrimaryAction).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
