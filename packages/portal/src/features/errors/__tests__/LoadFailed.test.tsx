import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoadFailed } from '../LoadFailed.tsx';

describe('LoadFailed', () => {
  it('says what failed and tries again from its button, also by keyboard', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    render(
      <LoadFailed message="Consumption could not be loaded." retryLabel="Try again" onRetry={onRetry} />,
    );
    expect(screen.getByText('Consumption could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
