import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclosure, DisclosureGroup } from './Disclosure.tsx';

function Faq({ multiple = false }: { multiple?: boolean }) {
  return (
    <DisclosureGroup allowsMultipleExpanded={multiple}>
      <Disclosure id="move" title="I am moving">
        Tell us your moving date.
      </Disclosure>
      <Disclosure id="estimate" title="Estimated consumption">
        Estimated from last year.
      </Disclosure>
    </DisclosureGroup>
  );
}

describe('Disclosure', () => {
  it('is a button inside a heading of the requested level, controlling its panel', () => {
    render(
      <Disclosure title="How is my invoice calculated?" headingLevel={2}>
        Energy times price.
      </Disclosure>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'How is my invoice calculated?' });
    const button = screen.getByRole('button', { name: 'How is my invoice calculated?' });
    expect(heading).toContainElement(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveTextContent(
      'Energy times price.',
    );
    expect(screen.queryByText('Energy times price.')).not.toBeVisible();
  });

  it('defaults to a level 3 heading', () => {
    render(<Disclosure title="Prices">Text</Disclosure>);
    expect(screen.getByRole('heading', { level: 3, name: 'Prices' })).toBeInTheDocument();
  });

  it('opens and closes with the mouse, Enter and Space', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    render(
      <Disclosure title="Prices" onExpandedChange={onExpandedChange}>
        8.9 c/kWh
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Prices' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('8.9 c/kWh')).toBeVisible();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(onExpandedChange).toHaveBeenCalledTimes(3);
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(
      <Disclosure title="Meter readings" isDisabled>
        Readings
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Meter readings' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toBeDisabled();
  });
});

describe('DisclosureGroup', () => {
  it('keeps one item open at a time', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const move = screen.getByRole('button', { name: 'I am moving' });
    const estimate = screen.getByRole('button', { name: 'Estimated consumption' });
    await user.click(move);
    await user.click(estimate);
    expect(move).toHaveAttribute('aria-expanded', 'false');
    expect(estimate).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets several stay open when allowed, and Tab moves between the headings', async () => {
    const user = userEvent.setup();
    render(<Faq multiple />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Estimated consumption' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'I am moving' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Estimated consumption' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
