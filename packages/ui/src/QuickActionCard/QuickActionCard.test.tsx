import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartIcon } from '../icons/Chart.tsx';
import { QuickActionCard } from './QuickActionCard.tsx';

function Consumption(props: { onPress?: () => void }) {
  return (
    <QuickActionCard
      {...props}
      href="/consumption"
      icon={<ChartIcon size="lg" />}
      title="Consumption"
      description="Hourly use in kWh."
    />
  );
}

describe('QuickActionCard', () => {
  it('is one link, named by its title and described by its description', () => {
    render(<Consumption />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Consumption');
    expect(links[0]).toHaveAccessibleDescription('Hourly use in kWh.');
    expect(links[0]).toHaveAttribute('href', '/consumption');
  });

  it('hides its icons from assistive tech', () => {
    render(<Consumption />);
    const icons = screen.getByRole('link').parentElement!.parentElement!.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    icons.forEach((svg) => {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
    });
  });

  it('is reached with Tab, shows keyboard focus and follows with Enter', async () => {
    const user = userEvent.setup();
    const onPress = jest.fn();
    render(<Consumption onPress={onPress} />);
    await user.tab();
    const link = screen.getByRole('link');
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('marks hover on the link, which the card shows', async () => {
    const user = userEvent.setup();
    render(<Consumption />);
    await user.hover(screen.getByRole('link'));
    expect(screen.getByRole('link')).toHaveAttribute('data-hovered', 'true');
  });
});
