import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseIcon } from '../icons/Close.tsx';
import { IconButton } from './IconButton.tsx';

describe('IconButton', () => {
  it('is a button named by its label, with a decorative icon', () => {
    render(<IconButton label="Close" icon={CloseIcon} />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('aria-label', 'Close');
    expect(button).toHaveAttribute('data-variant', 'tertiary');
    expect(button).toHaveAttribute('data-size', 'md');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sizes its icon with its own size', () => {
    render(<IconButton label="Close" icon={CloseIcon} size="lg" variant="danger" />);
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('data-variant', 'danger');
    expect(button.querySelector('svg')).toHaveAttribute('width', '24');
  });

  it('presses with the mouse, Enter and Space', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<IconButton label="Close" icon={CloseIcon} onPress={onPress} />);
    await user.click(screen.getByRole('button'));
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    expect(screen.getByRole('button')).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('ignores presses while disabled', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<IconButton label="Close" icon={CloseIcon} isDisabled onPress={onPress} />);
    await user.click(screen.getByRole('button'));
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('keeps its name and ignores presses while pending', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<IconButton label="Download invoice" icon={CloseIcon} isPending onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Download invoice' });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-pending', 'true');
  });
});
