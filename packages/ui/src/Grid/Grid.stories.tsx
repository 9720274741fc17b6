import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { spaceScale } from '../layout/space.ts';
import { vars } from '../theme/vars.css.ts';
import { Grid } from './Grid.tsx';

/** A visible card, so the columns show; stories only. */
function Tile({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div
      style={{
        padding: vars.space['200'],
        background: vars.color.background.surface.raised,
        border: `${vars.size.border.width} solid ${vars.color.border.default}`,
        borderRadius: vars.shape.surface,
      }}
    >
      <strong>{title}</strong>
      <div style={{ color: vars.color.text.muted, fontSize: vars.font.size.sm }}>{children}</div>
    </div>
  );
}

const tiles = [
  ['Electricity', 'Mannerheimintie 12 B 7, Helsinki'],
  ['District heating', 'Mannerheimintie 12 B 7, Helsinki'],
  ['Gas', 'Narva mnt 5, Tallinn'],
  ['Electricity', 'Brīvības iela 40, Riga'],
  ['Solar production', 'Pärnu mnt 22, Tallinn'],
  ['Electricity', 'Kauppakatu 3, Tampere'],
].map(([title, address], index) => (
  <Tile key={index} title={title!}>
    {address}
  </Tile>
));

const meta = {
  title: 'Layout/Grid',
  component: Grid,
  tags: ['autodocs'],
  args: { columns: { base: 1, md: 2, lg: 3 }, gap: '200', children: tiles },
  argTypes: {
    gap: { control: 'select', options: spaceScale },
    children: { control: false },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One column on phones, two from md, three from lg: resize the viewport to see it change. */
export const Responsive: Story = {};

export const FixedColumns: Story = { args: { columns: 3, gap: '150' } };

/** As many columns as fit, each item at least 14 rem wide. */
export const MinItemWidth: Story = { args: { minItemWidth: '14rem' } };

export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'Metering points',
    columns: { base: 1, sm: 2 },
    children: tiles.slice(0, 4).map((tile) => <li key={tile.key}>{tile}</li>),
  },
};
