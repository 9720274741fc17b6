import type { Meta, StoryObj } from '@storybook/react-vite';
import { themeIds } from '@vool/tokens/brands';
import baseTokens from '@vool/tokens/json/base.json';
import { BrandColumn } from './brands/BrandColumn.tsx';
import type { Scheme } from './brands/data.ts';
import './brands/brands.css';

const meta = {
  title: 'Foundations/Brands',
  // These pages show every brand themselves; the test run checks them once per scheme.
  tags: ['all-brands'],
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each brand's logo, header height, fonts, key colours with their measured contrast, and radii, side by side. */
export const SideBySide: Story = {
  render: (_args, { globals }) => (
    <div className="brand-grid">
      {themeIds.map((id) => (
        <BrandColumn key={id} brand={id} scheme={(globals.scheme ?? 'light') as Scheme} />
      ))}
    </div>
  ),
};

const base = baseTokens as Record<string, string>;
const entries = (prefix: string) => Object.entries(base).filter(([k]) => k.startsWith(prefix));

/** The brand-independent scales, set in the current brand's fonts. */
export const Scales: Story = {
  render: () => (
    <div className="brand-column" style={{ padding: 24 }}>
      <h2>Type scale</h2>
      {entries('font.size.').map(([name, value]) => (
        <div className="scale-row" key={name}>
          <code>
            {name} · {value}
          </code>
          <span style={{ fontSize: value }}>Energy for every home</span>
        </div>
      ))}
      <h2 style={{ marginTop: 24 }}>Spacing</h2>
      {entries('space.').map(([name, value]) => (
        <div className="scale-row" key={name}>
          <code>
            {name} · {value}
          </code>
          <div className="space-bar" style={{ width: value }} />
        </div>
      ))}
      <h2 style={{ marginTop: 24 }}>Breakpoints, bars and insets</h2>
      {[...entries('breakpoint.'), ...entries('size.topbar'), ...entries('safe-area.')].map(
        ([name, value]) => (
          <div className="scale-row" key={name}>
            <code>{name}</code>
            <span>{value}</span>
          </div>
        ),
      )}
    </div>
  ),
};
