import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Segment, SegmentedControl, type SegmentedControlProps } from './SegmentedControl.tsx';

function Periods(props: Partial<SegmentedControlProps>) {
  return (
    <SegmentedControl aria-label="Period" defaultSelectedKey="month" {...props}>
      <Segment id="day">Day</Segment>
      <Segment id="week">Week</Segment>
      <Segment id="month">Month</Segment>
      <Segment id="year">Year</Segment>
    </SegmentedControl>
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group with one option checked', () => {
    render(<Periods />);
    expect(screen.getByRole('radiogroup', { name: 'Period' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Day' })).toHaveAttribute('aria-checked', 'false');
  });

  it('selects by click and reports the key; clicking the selected one keeps it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Periods onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(onSelectionChange).toHaveBeenLastCalledWith('week');
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveAttribute('aria-checked', 'true');
  });

  it('is one tab stop; arrow keys move between segments and Space or Enter selects', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(
      <>
        <Periods onSelectionChange={onSelectionChange} />
        <button type="button">After</button>
      </>,
    );
    // React Aria's group enters at its first segment and moves focus (not selection) with arrows.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Day' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveFocus();
    expect(onSelectionChange).not.toHaveBeenCalled();
    await user.keyboard(' ');
    expect(screen.getByRole('radio', { name: 'Week' })).toHaveAttribute('aria-checked', 'true');
    await user.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(screen.getByRole('radio', { name: 'Year' })).toHaveAttribute('aria-checked', 'true');
    expect(onSelectionChange).toHaveBeenLastCalledWith('year');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('follows a controlled key', () => {
    const { rerender } = render(<Periods selectedKey="day" />);
    expect(screen.getByRole('radio', { name: 'Day' })).toHaveAttribute('aria-checked', 'true');
    rerender(<Periods selectedKey="year" />);
    expect(screen.getByRole('radio', { name: 'Year' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Day' })).toHaveAttribute('aria-checked', 'false');
  });

  it('ignores presses while disabled', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<Periods isDisabled onSelectionChange={onSelectionChange} />);
    await user.click(screen.getByRole('radio', { name: 'Day' }));
    expect(onSelectionChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveAttribute('aria-checked', 'true');
  });
});
