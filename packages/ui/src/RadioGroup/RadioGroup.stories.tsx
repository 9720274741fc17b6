import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup, radioGroupVariants } from './RadioGroup.tsx';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  tags: ['autodocs'],
  args: {
    label: 'Invoice delivery',
    defaultValue: 'email',
    orientation: 'vertical',
    variant: 'default',
    children: [
      <Radio key="email" value="email">
        Email
      </Radio>,
      <Radio key="einvoice" value="einvoice" description="Arrives in your online bank.">
        E-invoice
      </Radio>,
      <Radio key="paper" value="paper" description="2,50 € per invoice.">
        Paper invoice by post
      </Radio>,
    ],
  },
  argTypes: {
    variant: { control: 'inline-radio', options: radioGroupVariants },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    onChange: { action: 'changed' },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};

export const Horizontal: Story = {
  args: {
    label: 'Energy type',
    defaultValue: 'electricity',
    orientation: 'horizontal',
    children: [
      <Radio key="electricity" value="electricity">
        Electricity
      </Radio>,
      <Radio key="gas" value="gas">
        Gas
      </Radio>,
      <Radio key="heating" value="heating">
        District heating
      </Radio>,
    ],
  },
};

export const WithDescription: Story = {
  args: { description: 'You can change this later in Settings.' },
};

export const RequiredInvalid: Story = {
  args: {
    defaultValue: undefined,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Choose how you want to receive invoices.',
  },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const ReadOnly: Story = { args: { isReadOnly: true } };

const products = [
  <Radio key="spot" value="spot" description="Hourly spot price + 0,39 c/kWh. Monthly fee 3,90 €.">
    Spot price electricity
  </Radio>,
  <Radio key="fixed" value="fixed" description="8,49 c/kWh for 12 months. Monthly fee 4,90 €.">
    Fixed price 12 months
  </Radio>,
  <Radio
    key="green"
    value="green"
    description="Fixed 9,29 c/kWh, from Finnish wind power. Monthly fee 4,90 €."
  >
    Wind power, fixed price
  </Radio>,
];

/** For choosing a product: each option a card, the whole card clickable. */
export const Cards: Story = {
  args: { label: 'Electricity product', variant: 'card', defaultValue: 'fixed', children: products },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};

export const CardsHorizontal: Story = {
  args: {
    label: 'Electricity product',
    variant: 'card',
    orientation: 'horizontal',
    defaultValue: 'spot',
    children: products,
  },
};

export const CardsInvalid: Story = {
  args: {
    label: 'Electricity product',
    variant: 'card',
    defaultValue: undefined,
    isRequired: true,
    isInvalid: true,
    errorMessage: 'Choose a product to continue.',
    children: products,
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
};
