import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
// RouterProvider is exported only from the package root (no subpath has it). Stories are not shipped,
// so this import does not reach consumers' bundles; apps import it from wherever their bundler allows.
import { RouterProvider } from 'react-aria-components';
import { Link, linkVariants } from './Link.tsx';

const meta = {
  title: 'Actions/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Show all invoices', href: '#invoices', variant: 'inline' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In running text the link is underlined, so it does not rely on colour alone. */
export const Inline: Story = {
  render: (args) => (
    <p style={{ maxWidth: '36rem', margin: 0 }}>
      Your invoice 2025-104 of 84,60 EUR is due on 15.05.2025. You can pay it online or{' '}
      <Link {...args}>change your payment method</Link> before the due date.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone' } };

export const External: Story = {
  render: (args) => (
    <p style={{ maxWidth: '36rem', margin: 0 }}>
      Compare our prices with the{' '}
      <Link {...args} href="https://www.energiavirasto.fi" isExternal newTabLabel="(opens in a new tab)">
        Energy Authority price comparison
      </Link>
      .
    </p>
  ),
};

export const ExternalStandalone: Story = {
  args: {
    variant: 'standalone',
    href: 'https://www.kuusenlampo.fi/hinnasto',
    children: 'Kuusen Lämpö price list',
    isExternal: true,
    newTabLabel: '(opens in a new tab)',
  },
};

export const Disabled: Story = { args: { variant: 'standalone', isDisabled: true } };

/**
 * Client-side navigation: wrap the app once in React Aria's `RouterProvider` with the router's
 * `navigate` (and `useHref` if the router has a base path). Every Link then navigates without a page
 * load; modifier-clicks and external links still behave like anchors.
 */
export const WithRouterProvider: Story = {
  render: function Render(args) {
    const [path, setPath] = useState('/');
    return (
      <RouterProvider navigate={setPath}>
        <nav aria-label="Account" style={{ display: 'flex', gap: 24, marginBottom: 16 }}>
          <Link {...args} variant="standalone" href="/invoices">
            Invoices
          </Link>
          <Link {...args} variant="standalone" href="/contracts">
            Contracts
          </Link>
          <Link {...args} variant="standalone" href="/consumption">
            Consumption
          </Link>
        </nav>
        <p style={{ margin: 0 }} aria-live="polite">
          Router path: <code>{path}</code>
        </p>
      </RouterProvider>
    );
  },
};
