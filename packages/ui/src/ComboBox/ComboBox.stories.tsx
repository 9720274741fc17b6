import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ComboBox, ComboBoxItem, ComboBoxSection } from './ComboBox.tsx';

const cities = [
  { id: 'helsinki', name: 'Helsinki' },
  { id: 'espoo', name: 'Espoo' },
  { id: 'vantaa', name: 'Vantaa' },
  { id: 'tampere', name: 'Tampere' },
  { id: 'tallinn', name: 'Tallinn' },
  { id: 'tartu', name: 'Tartu' },
  { id: 'riga', name: 'Riga' },
  { id: 'jurmala', name: 'Jūrmala' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  args: {
    label: 'City',
    placeholder: 'Start typing a city',
    description: 'Where the metering point is.',
    defaultItems: cities,
    children: (city: { name: string }) => <ComboBoxItem>{city.name}</ComboBoxItem>,
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ComboBox {...args} />
    </div>
  ),
} satisfies Meta<typeof ComboBox<{ id: string; name: string }>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type to filter; arrow keys open the list. */
export const Default: Story = {};

export const WithValue: Story = { args: { defaultValue: 'tallinn' } };

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'riga' } };

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, errorMessage: 'Choose the city of the metering point.' },
};

/** Typing something that matches no city shows the empty state. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'Oulu');
  },
  render: (args) => (
    <div style={{ maxWidth: 360, paddingBlockEnd: 120 }}>
      <ComboBox {...args} />
    </div>
  ),
};

/** Opened by typing, for review and screenshots. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'a');
  },
  render: (args) => (
    <div style={{ maxWidth: 360, paddingBlockEnd: 320 }}>
      <ComboBox {...args} />
    </div>
  ),
};

/**
 * `allowsCustomValue`: the typed text stays even when it matches no option (a street the list does not
 * know yet). Read it from `inputValue`/`onInputChange`; the selected `value` stays empty.
 */
export const CustomValue: Story = {
  args: {
    label: 'Street',
    placeholder: 'Street name',
    description: 'Pick a suggestion or type your own.',
    allowsCustomValue: true,
    defaultItems: [
      { id: 'mannerheimintie', name: 'Mannerheimintie' },
      { id: 'narva', name: 'Narva maantee' },
      { id: 'brivibas', name: 'Brīvības iela' },
    ],
  },
};

export const Sections: Story = {
  args: { defaultItems: undefined },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ComboBox {...args}>
        <ComboBoxSection title="Finland">
          <ComboBoxItem id="helsinki">Helsinki</ComboBoxItem>
          <ComboBoxItem id="espoo">Espoo</ComboBoxItem>
        </ComboBoxSection>
        <ComboBoxSection title="Estonia">
          <ComboBoxItem id="tallinn">Tallinn</ComboBoxItem>
          <ComboBoxItem id="tartu" isDisabled>
            Tartu (no service yet)
          </ComboBoxItem>
        </ComboBoxSection>
      </ComboBox>
    </div>
  ),
};
