import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavList, NavListGroup, NavListItem } from './NavList.tsx';
import { HomeIcon } from '../icons/Home.tsx';

function SideMenu() {
  return (
    <NavList aria-label="Main">
      <NavListGroup title="My energy">
        <NavListItem href="/overview" icon={<HomeIcon />} isCurrent>
          Overview
        </NavListItem>
        <NavListItem href="/invoices" suffix="2 unpaid">
          Invoices
        </NavListItem>
      </NavListGroup>
      <NavListGroup title="Account" headingLevel={3}>
        <NavListItem href="/settings">Settings</NavListItem>
        <NavListItem href="/support" isDisabled>
          Customer support
        </NavListItem>
      </NavListGroup>
    </NavList>
  );
}

describe('NavList', () => {
  it('is a navigation landmark of plain lists of links, not a listbox', () => {
    render(<SideMenu />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('listbox')).not.toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'My energy' })).toBeInTheDocument();
    expect(within(nav).getByRole('list', { name: 'Account' })).toBeInTheDocument();
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(within(nav).getByRole('link', { name: 'Customer support' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('gives group headings the requested level', () => {
    render(<SideMenu />);
    expect(screen.getByRole('heading', { level: 2, name: 'My energy' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Account' })).toBeInTheDocument();
  });

  it('marks only the current page with aria-current', () => {
    render(<SideMenu />);
    const current = screen.getByRole('link', { name: 'Overview' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('href', '/overview');
    expect(screen.getByRole('link', { name: 'Invoices 2 unpaid' })).not.toHaveAttribute('aria-current');
  });

  it('moves through the links with Tab, skipping disabled ones', async () => {
    const user = userEvent.setup();
    render(<SideMenu />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('data-focus-visible', 'true');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveFocus();
    await user.tab();
    expect(document.body).toHaveFocus();
  });

  it('keeps icons out of the link name', () => {
    render(<SideMenu />);
    const link = screen.getByRole('link', { name: 'Overview' });
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
