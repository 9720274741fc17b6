import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select, SelectItem, SelectSection } from './Select.tsx';

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Metering point',
    placeholder: 'Choose a metering point',
    description: 'The address whose consumption you want to see.',
    children: null,
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Select {...args}>
        <SelectItem id="helsinki">Mannerheimintie 12 B 7, Helsinki</SelectItem>
        <SelectItem id="tallinn">Narva mnt 5, Tallinn</SelectItem>
        <SelectItem id="riga">Brīvības iela 41, Riga</SelectItem>
        <SelectItem id="espoo" isDisabled>
          Tapiolantie 3, Espoo (moved out)
        </SelectItem>
      </Select>
    </div>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'tallinn' } };

export const Required: Story = { args: { isRequired: true } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'helsinki' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose the metering point for this contract.' },
};

/** Open from the start, for review and screenshots. */
export const Open: Story = {
  args: { defaultOpen: true, defaultValue: 'tallinn' },
  render: (args) => (
    <div style={{ maxWidth: 360, paddingBlockEnd: 240 }}>
      <Select {...args}>
        <SelectItem id="helsinki">Mannerheimintie 12 B 7, Helsinki</SelectItem>
        <SelectItem id="tallinn">Narva mnt 5, Tallinn</SelectItem>
        <SelectItem id="riga">Brīvības iela 41, Riga</SelectItem>
        <SelectItem id="espoo" isDisabled>
          Tapiolantie 3, Espoo (moved out)
        </SelectItem>
      </Select>
    </div>
  ),
};

/** Options grouped under headings, with a description line. */
export const Sections: Story = {
  args: { label: 'Contract', placeholder: 'Choose a contract', description: undefined },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Select {...args}>
        <SelectSection title="Electricity">
          <SelectItem id="spot" description="Nord Pool hourly price + 0.39 c/kWh">
            Spot price
          </SelectItem>
          <SelectItem id="fixed" description="12.40 c/kWh for 24 months">
            Fixed price
          </SelectItem>
        </SelectSection>
        <SelectSection title="District heating">
          <SelectItem id="heat" description="Kuusen Lämpö, 68.90 EUR/MWh">
            Heat basic
          </SelectItem>
        </SelectSection>
      </Select>
    </div>
  ),
};

/** Options from data, with the `items` prop and a render function. */
export const Dynamic: Story = {
  args: { label: 'Invoice', placeholder: 'Choose an invoice', description: undefined },
  render: (args) => {
    const invoices = [
      { id: '2025-104', name: 'Invoice 2025-104, 84.20 EUR' },
      { id: '2025-091', name: 'Invoice 2025-091, 112.75 EUR' },
      { id: '2025-077', name: 'Invoice 2025-077, 96.10 EUR' },
    ];
    return (
      <div style={{ maxWidth: 360 }}>
        <Select {...args} items={invoices}>
          {(invoice) => <SelectItem>{invoice.name}</SelectItem>}
        </Select>
      </div>
    );
  },
};
