import type { Meta, StoryObj } from '@storybook/react-vite';
import { Disclosure, DisclosureGroup } from './Disclosure.tsx';

const meta = {
  title: 'Navigation/Disclosure',
  component: Disclosure,
  tags: ['autodocs'],
  args: {
    title: 'How is my electricity invoice calculated?',
    headingLevel: 3,
    children:
      'Your invoice is the energy you used in kWh times the price of your contract, plus a monthly basic fee, the network charge from your distribution company, electricity tax and VAT.',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
    onExpandedChange: { action: 'expanded' },
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Expanded: Story = { args: { defaultExpanded: true } };

export const Disabled: Story = {
  args: { isDisabled: true, title: 'Meter readings (available after your first month)' },
};

const faq = [
  {
    id: 'move',
    title: 'I am moving. What do I do with my contract?',
    text: 'Tell us your moving date and new address at least two weeks ahead. We end the contract at Punavuorenkatu 8, Helsinki and start one at your new home.',
  },
  {
    id: 'estimate',
    title: 'Why is my consumption marked as estimated?',
    text: 'When the meter reading for a period has not reached us, the figure is estimated from the same month last year and corrected on the next invoice.',
  },
  {
    id: 'heating',
    title: 'When does the district heating price change?',
    text: 'Kuusen Lämpö reviews its prices every January and July and announces a change at least one month in advance.',
  },
];

/** An accordion: opening one item closes the others. */
export const Accordion: Story = {
  render: (args) => (
    <DisclosureGroup defaultExpandedKeys={['move']}>
      {faq.map((item) => (
        <Disclosure key={item.id} id={item.id} title={item.title} headingLevel={args.headingLevel}>
          {item.text}
        </Disclosure>
      ))}
    </DisclosureGroup>
  ),
};

export const AccordionMultipleExpanded: Story = {
  render: (args) => (
    <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={['move', 'heating']}>
      {faq.map((item) => (
        <Disclosure key={item.id} id={item.id} title={item.title} headingLevel={args.headingLevel}>
          {item.text}
        </Disclosure>
      ))}
    </DisclosureGroup>
  ),
};
