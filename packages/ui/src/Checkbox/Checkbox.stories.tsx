import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { children: 'Send me outage notices by SMS' },
  argTypes: { onChange: { action: 'changed' } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Selected: Story = { args: { defaultSelected: true } };

export const WithDescription: Story = {
  args: {
    children: 'E-invoice to my online bank',
    description: 'Invoices arrive in your bank two weeks before the due date.',
  },
};

/** Required on its own, e.g. accepting terms: the browser check runs on submit. */
export const RequiredInvalid: Story = {
  args: {
    children: 'I accept the contract terms of Kuusen Lämpö',
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Accept the contract terms to continue.',
  },
};

export const Indeterminate: Story = { args: { children: 'All delivery points', isIndeterminate: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };

export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } };

const points = ['Mannerheimintie 12, Helsinki', 'Pärnu mnt 22, Tallinn', 'Brīvības iela 40, Riga'];

/** A "select all" box: indeterminate while some, not all, are chosen. */
function SelectAllDemo() {
  const [selected, setSelected] = useState<string[]>([points[1] ?? '']);
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox
        isSelected={selected.length === points.length}
        isIndeterminate={selected.length > 0 && selected.length < points.length}
        onChange={(all) => {
          setSelected(all ? points : []);
        }}
      >
        All delivery points
      </Checkbox>
      <CheckboxGroup
        aria-label="Delivery points"
        value={selected}
        onChange={setSelected}
        layout={{ marginInlineStart: 28 }}
      >
        {points.map((point) => (
          <Checkbox key={point} value={point}>
            {point}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}

export const SelectAll: Story = { render: () => <SelectAllDemo /> };

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      label="Notify me about"
      description="We send notices to the email and phone number in your contact details."
      defaultValue={['outages']}
    >
      <Checkbox value="outages">Planned outages</Checkbox>
      <Checkbox value="invoices">New invoices</Checkbox>
      <Checkbox value="prices" description="Spot price above 20 c/kWh">
        High electricity prices
      </Checkbox>
    </CheckboxGroup>
  ),
};

export const GroupHorizontal: Story = {
  render: () => (
    <CheckboxGroup label="Energy types" orientation="horizontal" defaultValue={['electricity']}>
      <Checkbox value="electricity">Electricity</Checkbox>
      <Checkbox value="gas">Gas</Checkbox>
      <Checkbox value="heating">District heating</Checkbox>
    </CheckboxGroup>
  ),
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Energy types" isRequired isInvalid errorMessage="Choose at least one energy type.">
      <Checkbox value="electricity">Electricity</Checkbox>
      <Checkbox value="gas">Gas</Checkbox>
      <Checkbox value="heating">District heating</Checkbox>
    </CheckboxGroup>
  ),
};

export const GroupDisabled: Story = {
  render: () => (
    <CheckboxGroup label="Energy types" isDisabled defaultValue={['gas']}>
      <Checkbox value="electricity">Electricity</Checkbox>
      <Checkbox value="gas">Gas</Checkbox>
    </CheckboxGroup>
  ),
};
