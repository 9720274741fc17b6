import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button.tsx';
import { DownloadIcon } from '../icons/Download.tsx';
import { Card, cardVariants } from './Card.tsx';

const meta = {
  title: 'Data/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Electricity contract',
    variant: 'raised',
    headingLevel: 2,
    children: 'Exchange price with a margin of 0.39 c/kWh · Mannerheimintie 12 B 7, 00100 Helsinki',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Outlined: Story = { args: { variant: 'outlined' } };

export const BodyOnly: Story = {
  args: { title: undefined, children: 'Your next invoice is due on 15.05.2025.' },
};

export const WithActionsAndFooter: Story = {
  args: {
    title: 'Invoice 2025-104',
    actions: (
      <Button variant="tertiary" size="sm" icon={<DownloadIcon size="sm" />}>
        PDF
      </Button>
    ),
    children: 'Period 01.04.–30.04.2025 · 412 kWh · due 15.05.2025',
    footer: (
      <>
        <strong>84.20 EUR</strong>
        <Button size="sm" layout={{ marginInlineStart: 'auto' }}>
          Pay invoice
        </Button>
      </>
    ),
  },
};

/** The whole card links to the contract; the title is the link's name. */
export const AsLink: Story = {
  args: {
    title: 'District heating · Kuusen Lämpö',
    href: '#contract-2024-3381',
    children: 'Brīvības iela 55-12, Rīga · contract 2024-3381 · valid until 31.12.2026',
  },
};
