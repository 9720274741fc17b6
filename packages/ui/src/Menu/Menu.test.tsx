import { describe, expect, it, jest } from '@jest/globals';
import { useRef, useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger, SubmenuTrigger } from './Menu.tsx';

function Example({ onAction = () => undefined }: { onAction?: (key: unknown) => void }) {
  return (
    <MenuTrigger>
      <Button>Actions</Button>
      <Menu aria-label="Invoice actions" onAction={onAction}>
        <MenuSection title="Invoice 2025-104">
          <MenuItem id="view" description="84.20 EUR">
            View invoice
          </MenuItem>
          <MenuItem id="download">Download PDF</MenuItem>
          <MenuItem id="due" isDisabled>
            Change due date
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="end" tone="danger">
          End contract
        </MenuItem>
        <SubmenuTrigger>
          <MenuItem id="export">Export</MenuItem>
          <Menu aria-label="Formats">
            <MenuItem id="csv">CSV</MenuItem>
          </Menu>
        </SubmenuTrigger>
      </Menu>
    </MenuTrigger>
  );
}

describe('Menu', () => {
  it('opens with the keyboard, focuses the first item and runs items with Enter', async () => {
    const user = userEvent.setup();
    const onAction = jest.fn();
    render(<Example onAction={onAction} />);
    await user.tab();
    await user.keyboard('{Enter}');
    // The trigger names the menu.
    const menu = screen.getByRole('menu', { name: 'Actions' });
    expect(within(menu).getByRole('menuitem', { name: /^View invoice/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Download PDF' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onAction.mock.calls[0]?.[0]).toBe('download');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Focus returns once the overlay has finished closing.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
    });
  });

  it('skips disabled items and closes with Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /^View invoice/ })).toHaveFocus();
    const disabled = screen.getByRole('menuitem', { name: 'Change due date' });
    expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'End contract' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // Focus returns once the overlay has finished closing.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
    });
  });

  it('groups items under a section heading and marks the danger tone', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('group', { name: 'Invoice 2025-104' })).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'End contract' })).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('menuitem', { name: /^View invoice/ })).toHaveAccessibleName(
      /View invoice.*84\.20 EUR/,
    );
  });

  it('jumps to an item by typing its name', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.keyboard('End');
    expect(screen.getByRole('menuitem', { name: 'End contract' })).toHaveFocus();
  });

  it('opens a submenu with ArrowRight', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.keyboard('Exp');
    const exportItem = screen.getByRole('menuitem', { name: 'Export' });
    expect(exportItem).toHaveAttribute('aria-haspopup', 'menu');
    await user.keyboard('{ArrowRight}');
    // The submenu is named by the item that opened it.
    expect(screen.getByRole('menu', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'CSV' })).toHaveFocus();
  });

  it('hangs from a button outside a MenuTrigger, given its ref and open state, and takes the focus', async () => {
    const user = userEvent.setup();
    const chosen = jest.fn();
    function Standalone() {
      const [isOpen, setOpen] = useState(false);
      const button = useRef<HTMLButtonElement>(null);
      return (
        <>
          <Button
            ref={button}
            aria-haspopup="menu"
            aria-expanded={isOpen}
            onPress={() => {
              setOpen(true);
            }}
          >
            Language
          </Button>
          <Menu
            triggerRef={button}
            isOpen={isOpen}
            onOpenChange={setOpen}
            aria-label="Languages"
            selectionMode="single"
            selectedKeys={['fi']}
            onAction={(key) => {
              setOpen(false);
              chosen(key);
            }}
          >
            <MenuItem id="en">English</MenuItem>
            <MenuItem id="fi">Suomi</MenuItem>
          </Menu>
        </>
      );
    }
    render(<Standalone />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.getByRole('menuitemradio', { name: 'Suomi' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus();
    });
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(chosen).toHaveBeenCalledWith('en');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
