import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppShell, type AppShellProps } from './AppShell.tsx';

function Shell(props: Partial<AppShellProps>) {
  return (
    <AppShell
      skipLinkLabel="Siirry pääsisältöön"
      topBarStart={<a href="tel:+358143392200">+358 14 339 2200</a>}
      topBarEnd={<a href="#sv">Svenska</a>}
      logo={<a href="/">Kuusen Lämpö</a>}
      navigation={
        <nav aria-label="Main">
          <a href="/invoices">Invoices</a>
        </nav>
      }
      actions={<button type="button">Matti Virtanen</button>}
      menuButton={<button type="button">Open menu</button>}
      footerLogo={<span>Kuusen Lämpö</span>}
      footerContact={<a href="mailto:asiakaspalvelu@kuusenlampo.example">E-mail us</a>}
      footerLinks={<a href="/privacy">Privacy notice</a>}
      {...props}
    >
      <h1>Welcome, Matti</h1>
    </AppShell>
  );
}

describe('AppShell', () => {
  it('has banner, main and contentinfo landmarks with the slots in them', () => {
    render(<Shell />);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Kuusen Lämpö' })).toBeInTheDocument();
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Svenska' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Welcome, Matti' }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Privacy notice' }),
    ).toBeInTheDocument();
  });

  it('makes the translated skip link the first Tab stop, pointing at main', async () => {
    const user = userEvent.setup();
    render(<Shell />);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Siirry pääsisältöön' });
    expect(skip).toHaveFocus();
    const main = screen.getByRole('main');
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    // Focusable by script (the jump), but not a Tab stop.
    expect(main).toHaveAttribute('tabindex', '-1');
    main.focus();
    expect(main).toHaveFocus();
  });

  it('uses the given main id, and a unique one otherwise', () => {
    const { unmount } = render(<Shell mainId="content" />);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
    unmount();
    render(
      <>
        <Shell />
        <Shell />
      </>,
    );
    const [first, second] = screen.getAllByRole('main');
    expect(first!.id).not.toBe(second!.id);
  });

  it('leaves out the top bar and the footer when they have no content', () => {
    render(
      <AppShell skipLinkLabel="Skip to main content" logo={<span>Kiir</span>}>
        <p>Sign in</p>
      </AppShell>,
    );
    expect(screen.getByRole('banner').querySelector('[data-part="top-bar"]')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
