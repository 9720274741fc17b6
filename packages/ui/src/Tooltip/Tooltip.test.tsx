import { describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button/Button.tsx';
import { Tooltip, TooltipTrigger } from './Tooltip.tsx';

function Example({ delay }: { delay?: number }) {
  return (
    <>
      <TooltipTrigger delay={delay}>
        <Button>Download PDF</Button>
        <Tooltip>Invoice 2025-104, 84.20 EUR</Tooltip>
      </TooltipTrigger>
      <Button>Elsewhere</Button>
    </>
  );
}

describe('Tooltip', () => {
  it('shows at once on keyboard focus and describes its trigger', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Invoice 2025-104, 84.20 EUR');
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveAccessibleDescription(
      'Invoice 2025-104, 84.20 EUR',
    );
  });

  it('hides with Escape and when focus leaves', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('waits for the delay before showing on hover', async () => {
    const user = userEvent.setup();
    render(<Example delay={200} />);
    // React Aria shows hover tooltips only once it knows a pointer is in use.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    // A tooltip shown moments ago (earlier tests) makes the next one instant; let that cool down.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    await user.hover(screen.getByRole('button', { name: 'Download PDF' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });
});
