import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-aria-components/Form';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('is a checkbox named by its label and described by its help text', () => {
    render(<Checkbox description="Invoices arrive two weeks early.">E-invoice</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'E-invoice' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('Invoices arrive two weeks early.');
  });

  it('toggles with a click on the label and with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Checkbox onChange={onChange}>SMS notices</Checkbox>);
    await user.click(screen.getByText('SMS notices'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onChange).toHaveBeenNthCalledWith(1, true);
    expect(onChange).toHaveBeenNthCalledWith(2, false);
  });

  it('shows keyboard focus', async () => {
    const user = userEvent.setup();
    render(<Checkbox>SMS notices</Checkbox>);
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    expect(screen.getByText('SMS notices').closest('label')).toHaveAttribute('data-focus-visible', 'true');
  });

  it('reports the indeterminate state', () => {
    render(<Checkbox isIndeterminate>All delivery points</Checkbox>);
    expect(screen.getByRole('checkbox')).toHaveProperty('indeterminate', true);
  });

  it('blocks a form until a required box is ticked, with a linked message', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => {
      e.preventDefault();
    });
    render(
      <Form onSubmit={onSubmit}>
        <Checkbox name="terms" isRequired errorMessage="Accept the terms to continue.">
          I accept the terms
        </Checkbox>
        <button type="submit">Sign</button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toHaveAccessibleDescription('Accept the terms to continue.');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('cannot be toggled while disabled or read-only', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox isDisabled>Disabled</Checkbox>
        <Checkbox isReadOnly defaultSelected>
          Read-only
        </Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    await user.click(screen.getByText('Read-only'));
    expect(screen.getByRole('checkbox', { name: 'Read-only' })).toBeChecked();
  });
});

describe('CheckboxGroup', () => {
  function EnergyTypes(props: Partial<Parameters<typeof CheckboxGroup>[0]>) {
    return (
      <CheckboxGroup label="Energy types" {...props}>
        <Checkbox value="electricity">Electricity</Checkbox>
        <Checkbox value="gas">Gas</Checkbox>
      </CheckboxGroup>
    );
  }

  it('is a group named by its label, collecting the values', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<EnergyTypes onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Energy types' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Gas' }));
    await user.click(screen.getByRole('checkbox', { name: 'Electricity' }));
    expect(onChange).toHaveBeenLastCalledWith(['gas', 'electricity']);
  });

  it('shows the group error once, linked to the group', () => {
    render(<EnergyTypes isInvalid errorMessage="Choose at least one energy type." />);
    expect(screen.getAllByText('Choose at least one energy type.')).toHaveLength(1);
    expect(screen.getByRole('group')).toHaveAccessibleDescription('Choose at least one energy type.');
  });

  it('lays out horizontally when asked and disables all boxes', () => {
    render(<EnergyTypes orientation="horizontal" isDisabled />);
    expect(screen.getByRole('group')).toHaveAttribute('data-orientation', 'horizontal');
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeDisabled();
  });
});
