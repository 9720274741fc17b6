import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { spaceScale } from '../layout/space.ts';
import { vars } from '../theme/vars.css.ts';
import { Stack, stackAlignments } from './Stack.tsx';

/** A visible box, so the spacing shows; stories only. */
function Tile({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        padding: vars.space['200'],
        background: vars.color.background.surface.raised,
        border: `${vars.size.border.width} solid ${vars.color.border.default}`,
        borderRadius: vars.shape.small,
      }}
    >
      {children}
    </div>
  );
}

const tiles = (
  <>
    <Tile>Invoice 2025-104 · 84,60 EUR</Tile>
    <Tile>Invoice 2025-091 · 112,35 EUR</Tile>
    <Tile>Invoice 2025-078 · 96,10 EUR</Tile>
  </>
);

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  tags: ['autodocs'],
  args: { gap: '200', align: 'stretch', children: tiles },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    align: { control: 'inline-radio', options: stackAlignments },
    children: { control: false },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tight: Story = { args: { gap: '50' } };

export const Loose: Story = { args: { gap: '500' } };

export const AlignStart: Story = { args: { align: 'start' } };

export const AlignCenter: Story = { args: { align: 'center' } };

/** A list of items keeps its list semantics (screen readers say "list, 3 items"). */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Open invoices',
    gap: '100',
    children: (
      <>
        <li>
          <Tile>Invoice 2025-104 · due 15.05.2025</Tile>
        </li>
        <li>
          <Tile>Invoice 2025-091 · due 15.04.2025</Tile>
        </li>
        <li>
          <Tile>Invoice 2025-078 · due 15.03.2025</Tile>
        </li>
      </>
    ),
  },
};

/** A named section landmark with a heading, a paragraph and tiles. */
export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-label': 'Metering point',
    gap: '150',
    children: (
      <>
        <h2 style={{ margin: 0, fontSize: vars.font.size.xl }}>Mannerheimintie 12 B 7, Helsinki</h2>
        <p style={{ margin: 0 }}>Electricity · metering point 643006966000123456</p>
        {tiles}
      </>
    ),
  },
};
