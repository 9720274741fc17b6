import { useEffect, useState } from 'react';
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

const places = Array.from({ length: 60 }, (_, i) => ({
  id: `place-${String(i)}`,
  name: `${['Narva mnt', 'Pärnu mnt', 'Tartu mnt'][i % 3]!} ${String(i + 1)}, Tallinn`,
}));

/** A stand-in for a server search: a page of 15 matches after 400 ms, more as the list scrolls. */
function ServerSearch() {
  const [text, setText] = useState('');
  const [shown, setShown] = useState(15);
  // What the "server" has answered for: the text and page asked for since are still loading.
  const asked = `${text}|${String(shown)}`;
  const [answered, setAnswered] = useState('');
  const loading = answered !== asked;
  const matches = places.filter((p) => p.name.toLowerCase().includes(text.toLowerCase()));
  useEffect(() => {
    const timer = setTimeout(() => {
      setAnswered(asked);
    }, 400);
    return () => {
      clearTimeout(timer);
    };
  }, [asked]);
  return (
    <div style={{ maxWidth: 360, paddingBlockEnd: 320 }}>
      <ComboBox
        label="Place"
        description="Type a street; the server answers 15 at a time."
        placeholder="Street or town"
        emptyState="No place matches"
        loadingLabel="Searching places…"
        items={loading && shown === 15 ? [] : matches.slice(0, shown)}
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          setShown(15);
        }}
        isLoading={loading}
        onLoadMore={() => {
          if (!loading && shown < matches.length) setShown(shown + 15);
        }}
      >
        {(place: { name: string }) => <ComboBoxItem>{place.name}</ComboBoxItem>}
      </ComboBox>
    </div>
  );
}

/**
 * Options from a server: `items` as the server answered them (the ComboBox filters nothing),
 * `inputValue`/`onInputChange` to ask again, `isLoading` while it answers (a spinner in the field and
 * in the list), `onLoadMore` for the next page as the list scrolls to its end.
 */
export const AsyncLoading: Story = {
  render: () => <ServerSearch />,
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'narva');
  },
};
