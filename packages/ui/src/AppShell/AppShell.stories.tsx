import type { Meta, StoryObj } from '@storybook/react-vite';
import { brands, type ThemeId } from '@vool/tokens/brands';
import { Button } from '../Button/Button.tsx';
import { Grid } from '../Grid/Grid.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { MenuIcon } from '../icons/Menu.tsx';
import { MoonIcon } from '../icons/Moon.tsx';
import { PhoneIcon } from '../icons/Phone.tsx';
import { UserIcon } from '../icons/User.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Link } from '../Link/Link.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { vars } from '../theme/vars.css.ts';
import { AppShell } from './AppShell.tsx';

/** The brand's mark in its own accent colour, and its name: no image files needed. */
function BrandLogo({ brand }: { brand: ThemeId }) {
  const name = brands[brand].name;
  return (
    <Link href="#home" variant="standalone">
      <Inline as="div" gap="100" wrap={false}>
        <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <rect width="32" height="32" rx="8" fill={vars.color.background.accent.default} />
          <path d="M18 5 9 18h6l-1 9 9-13h-6z" fill={vars.color.text['on-accent']} />
        </svg>
        <span
          style={{
            fontFamily: vars.font.family.heading,
            fontSize: vars.font.size.xl,
            fontWeight: vars.font.weight.bold,
          }}
        >
          {name}
        </span>
      </Inline>
    </Link>
  );
}

function slots(brand: ThemeId, compact: boolean) {
  const { companyName, customerService, countries } = brands[brand];
  const address = {
    FI: 'Mannerheimintie 12 B, 00100 Helsinki',
    EE: 'Narva mnt 5, 10117 Tallinn',
    LV: 'Brīvības iela 40, Rīga, LV-1050',
  }[countries[0] ?? 'FI'];
  return {
    topBarStart: (
      <Inline gap="100" wrap={false}>
        <PhoneIcon size="sm" />
        <span>
          {compact ? '' : 'Customer service '}
          <Link href={`tel:${customerService.phone.replaceAll(' ', '')}`}>{customerService.phone}</Link>
          {compact ? '' : ' · Mon–Fri 8–16'}
        </span>
      </Inline>
    ),
    topBarEnd: (
      <nav aria-label="Language">
        <Inline as="ul" gap="200" wrap={false}>
          <li>
            <Link href="#fi" lang="fi" variant="standalone">
              Suomi
            </Link>
          </li>
          <li>
            <Link href="#sv" lang="sv" variant="standalone">
              Svenska
            </Link>
          </li>
          <li>
            <Link href="#en" lang="en" variant="standalone" aria-current="true">
              English
            </Link>
          </li>
        </Inline>
      </nav>
    ),
    logo: <BrandLogo brand={brand} />,
    navigation: (
      <nav aria-label="Main">
        <Inline as="ul" gap="300">
          {['Overview', 'Invoices', 'Consumption', 'Contracts'].map((item, index) => (
            <li key={item}>
              <Link
                href={`#${item.toLowerCase()}`}
                variant="standalone"
                aria-current={index === 0 ? 'page' : undefined}
              >
                {item}
              </Link>
            </li>
          ))}
        </Inline>
      </nav>
    ),
    actions: (
      <>
        <IconButton label="Switch to dark mode" icon={MoonIcon} />
        {compact ? (
          <IconButton label="Account: Matti Virtanen" icon={UserIcon} />
        ) : (
          <Button variant="tertiary" icon={<UserIcon size="sm" />}>
            Matti Virtanen
          </Button>
        )}
      </>
    ),
    menuButton: <IconButton label="Open menu" icon={MenuIcon} variant="secondary" />,
    footerLogo: <BrandLogo brand={brand} />,
    footerContact: (
      <Stack gap="50">
        <strong>{companyName}</strong>
        <span>{address}</span>
        <Link href={`mailto:${customerService.email}`}>{customerService.email}</Link>
      </Stack>
    ),
    footerLinks: (
      <nav aria-label="Legal">
        <Stack as="ul" gap="100">
          {['Privacy notice', 'Accessibility statement', 'Cookie settings', 'Terms of service'].map(
            (item) => (
              <li key={item}>
                <Link href="#legal">{item}</Link>
              </li>
            ),
          )}
        </Stack>
      </nav>
    ),
  };
}

const page = (
  <Stack gap="300">
    <h1 style={{ margin: 0, fontFamily: vars.font.family.heading, fontSize: vars.font.size['3xl'] }}>
      Welcome, Matti
    </h1>
    <p style={{ margin: 0 }}>Your next invoice, 2025-104 of 84,60 EUR, is due on 15.05.2025.</p>
    <Grid columns={{ base: 1, md: 3 }} gap="200">
      {[
        'Electricity · 312 kWh in April',
        'District heating · 1,2 MWh in April',
        'Open invoices · 84,60 EUR',
      ].map((text) => (
        <div
          key={text}
          style={{
            padding: vars.space['300'],
            background: vars.card.background,
            border: `${vars.size.border.width} solid ${vars.card.border}`,
            borderRadius: vars.card.radius,
            boxShadow: vars.card.shadow,
          }}
        >
          {text}
        </div>
      ))}
    </Grid>
  </Stack>
);

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { skipLinkLabel: 'Skip to main content', logo: null, children: page },
  argTypes: { children: { control: false }, logo: { control: false } },
  render: (args, { globals }) => (
    <AppShell {...args} {...slots((globals.brand ?? 'aurora') as ThemeId, false)} />
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } };

/** Below md the navigation gives way to the menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args, { globals }) => (
    <AppShell {...args} {...slots((globals.brand ?? 'aurora') as ThemeId, true)} />
  ),
};

/** Installed on iOS: the top bar and the footer keep clear of the status bar and the home indicator. */
export const InstalledAppIOS: Story = {
  ...Mobile,
  globals: { viewport: { value: 'iosApp', isRotated: false } },
};

export const InstalledAppAndroid: Story = {
  ...Mobile,
  globals: { viewport: { value: 'androidApp', isRotated: false } },
};

/** A minimal frame: no top bar, no footer (e.g. the sign-in page). */
export const HeaderOnly: Story = {
  render: (args, { globals }) => {
    const { logo, actions } = slots((globals.brand ?? 'aurora') as ThemeId, false);
    return <AppShell {...args} logo={logo} actions={actions} />;
  },
};
