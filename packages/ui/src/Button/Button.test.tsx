import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a button named by its label, styled by its variant', () => {
    render(<Button variant="danger">End contract</Button>);
    const button = screen.getByRole('button', { name: 'End contract' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button).toHaveAttribute('data-size', 'md');
  });

  it('presses with the mouse, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<Button onPress={onPress}>Pay invoice</Button>);
    await user.click(screen.getByRole('button'));
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('shows keyboard focus but not mouse focus', async () => {
    const user = userEvent.setup();
    render(<Button>Pay invoice</Button>);
    await user.tab();
    expect(screen.getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
  });

  it('ignores presses while disabled', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Pay invoice
      </Button>,
    );
    await user.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button')).toBeDisabled();
  });

  it('stays focusable but inert while pending', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(
      <Button isPending onPress={onPress}>
        Paying
      </Button>,
    );
    const button = screen.getByRole('button');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-pending', 'true');
  });

  it('takes layout but not looks from its consumer', () => {
    render(<Button layout={{ marginBlockStart: 16 }}>Pay</Button>);
    expect(screen.getByRole('button')).toHaveStyle({ marginBlockStart: '16px' });
  });
});
