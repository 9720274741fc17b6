import { describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components/Dialog';
import { Button } from '../Button/Button.tsx';
import { keptPlacement } from './keptSide.ts';
import { Popover, PopoverDialog } from './Popover.tsx';

function Example({ showArrow = false }: { showArrow?: boolean }) {
  return (
    <DialogTrigger>
      <Button>Tariff details</Button>
      <Popover showArrow={showArrow} placement="top">
        <PopoverDialog aria-label="Spot price contract">
          <p>Monthly fee 3.90 EUR</p>
          <button type="button">Change contract</button>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}

describe('Popover', () => {
  it('opens from its trigger and moves focus into the dialog', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Tariff details' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Spot price contract' });
    expect(dialog).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Monthly fee 3.90 EUR')).toBeVisible();
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Tariff details' });
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Focus returns once the overlay has finished closing.
    await waitFor(() => {
      expect(trigger).toHaveFocus();
    });
  });

  it('draws an arrow only when asked to', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Example />);
    await user.click(screen.getByRole('button'));
    expect(document.querySelector('[data-placement] svg')).toBeNull();
    unmount();
    render(<Example showArrow />);
    await user.click(screen.getByRole('button'));
    expect(document.querySelector('[data-placement] svg')).not.toBeNull();
  });
});

describe('keptPlacement', () => {
  it('keeps the requested placement while the popover is on its side', () => {
    expect(keptPlacement('bottom start', 'bottom', 'ltr')).toBe('bottom start');
    expect(keptPlacement('end top', 'right', 'ltr')).toBe('end top');
  });

  it('names the mirrored side, with the same alignment, once React Aria has flipped it there', () => {
    expect(keptPlacement('bottom start', 'top', 'ltr')).toBe('top start');
    expect(keptPlacement('top', 'bottom', 'ltr')).toBe('bottom');
    expect(keptPlacement('end top', 'left', 'ltr')).toBe('start top');
    // In a right-to-left page "end" is the left side: the popover there has not flipped.
    expect(keptPlacement('end top', 'left', 'rtl')).toBe('end top');
    expect(keptPlacement('end top', 'right', 'rtl')).toBe('start top');
  });
});
