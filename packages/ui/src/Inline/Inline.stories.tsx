import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { spaceScale } from '../layout/space.ts';
import { vars } from '../theme/vars.css.ts';
import { Inline, inlineAlignments, inlineJustifications } from './Inline.tsx';

/** A visible chip, so the spacing shows; stories only. */
function Chip({ children }: { children: ReactNode }) {
  return (
    <span
      style={{
        display: 'inline-block',
        paddingBlock: vars.space['50'],
        paddingInline: vars.space['150'],
        background: vars.color.background.neutral.default,
        color: vars.color.text.default,
        borderRadius: vars.shape.control,
        fontSize: vars.font.size.sm,
      }}
    >
      {children}
    </span>
  );
}

const chips = ['Electricity', 'Gas', 'District heating', 'Solar', 'Fixed price', 'Spot price', 'Riga'].map(
  (label) => <Chip key={label}>{label}</Chip>,
);

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  tags: ['autodocs'],
  args: { gap: '100', align: 'center', justify: 'start', wrap: true, children: chips },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
    children: { control: false },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Wrapping in a narrow container. */
export const Wrapping: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 240 }}>
        <Story />
      </div>
    ),
  ],
};

export const NoWrap: Story = { args: { wrap: false } };

/** A typical form footer: actions at the end. */
export const Actions: Story = {
  args: {
    gap: '150',
    justify: 'end',
    children: (
      <>
        <Button variant="tertiary">Cancel</Button>
        <Button>Save contact details</Button>
      </>
    ),
  },
};

export const SpaceBetween: Story = {
  args: {
    justify: 'space-between',
    align: 'baseline',
    children: (
      <>
        <strong>Invoice 2025-104</strong>
        <span>84,60 EUR</span>
      </>
    ),
  },
};

/** A list of items keeps its list semantics. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Energy types',
    children: ['Electricity', 'Gas', 'District heating'].map((label) => (
      <li key={label}>
        <Chip>{label}</Chip>
      </li>
    )),
  },
};
