import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { Drawer, type DrawerProps } from './Drawer.tsx';

function Example(props: Partial<DrawerProps>) {
  return (
    <DialogTrigger>
      <Button>Menu</Button>
      <Drawer title="Menu" footer={<Button>Sign out</Button>} {...props}>
        <a href="#invoices">Invoices</a>
      </Drawer>
    </DialogTrigger>
  );
}

describe('Drawer', () => {
  it('opens as a dialog named by its title on the requested side', async () => {
    const user = userEvent.setup();
    render(<Example placement="right" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Invoices' })).toBeInTheDocument();
    expect(drawer.closest('[data-placement]')).toHaveAttribute('data-placement', 'right');
  });

  it('opens from the left by default', () => {
    render(<Example defaultOpen />);
    expect(screen.getByRole('dialog').closest('[data-placement]')).toHaveAttribute('data-placement', 'left');
  });

  it('traps focus and returns it to the trigger on Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.tab();
    await user.keyboard('{Enter}');
    const drawer = screen.getByRole('dialog');
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  });

  it('closes from its named close button and from the backdrop', async () => {
    const user = userEvent.setup();
    render(<Example closeLabel="Sulje valikko" />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Sulje valikko' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on backdrop clicks when not dismissable', async () => {
    const user = userEvent.setup();
    render(<Example defaultOpen isDismissable={false} />);
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
