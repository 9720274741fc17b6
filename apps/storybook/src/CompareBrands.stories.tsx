import type { Meta, StoryObj } from '@storybook/react-vite';
import { themeIds } from '@vool/tokens/brands';
import { ComposedScreen } from './brands/ComposedScreen.tsx';
import type { Scheme } from './brands/data.ts';
import './brands/compare.css';

const meta = {
  title: 'Foundations/Compare brands',
  tags: ['all-brands'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same composed screen — sign-in card, quick actions, a table — in all twelve brands at once. */
export const AllBrands: Story = {
  render: (_args, { globals }) => (
    <div className="compare-grid">
      {themeIds.map((id) => (
        <ComposedScreen key={id} brand={id} scheme={(globals.scheme ?? 'light') as Scheme} />
      ))}
    </div>
  ),
};
