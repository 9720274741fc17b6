import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tab, TabList, TabPanel, Tabs, type TabsProps } from './Tabs.tsx';

function SettingsTabs(props: Omit<TabsProps, 'children'>) {
  return (
    <Tabs {...props}>
      <TabList aria-label="Settings">
        <Tab id="profile">Profile</Tab>
        <Tab id="contact">Contact details</Tab>
        <Tab id="notifications">Notifications</Tab>
      </TabList>
      <TabPanel id="profile">Customer number 1048 2231</TabPanel>
      <TabPanel id="contact">Mannerheimintie 12, Helsinki</TabPanel>
      <TabPanel id="notifications">Outage alerts by SMS</TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels its panel', () => {
    render(<SettingsTabs />);
    expect(screen.getByRole('tablist', { name: 'Settings' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Customer number');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    const onSelectionChange = jest.fn();
    render(<SettingsTabs onSelectionChange={onSelectionChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contact details' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Mannerheimintie');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
    expect(onSelectionChange).toHaveBeenLastCalledWith('profile');
  });

  it('selects with a click and shows keyboard focus only for the keyboard', async () => {
    const user = userEvent.setup();
    render(<SettingsTabs />);
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    const tab = screen.getByRole('tab', { name: 'Notifications' });
    expect(tab).toHaveAttribute('data-selected', 'true');
    expect(tab).not.toHaveAttribute('data-focus-visible');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Outage alerts');
  });

  it('tabs from the selected tab into its panel', async () => {
    const user = userEvent.setup();
    render(<SettingsTabs defaultSelectedKey="contact" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Contact details' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('skips disabled tabs', async () => {
    const user = userEvent.setup();
    render(<SettingsTabs disabledKeys={['contact']} />);
    expect(screen.getByRole('tab', { name: 'Contact details' })).toHaveAttribute('aria-disabled', 'true');
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveFocus();
  });

  it('waits for Enter with manual activation', async () => {
    const user = userEvent.setup();
    render(<SettingsTabs keyboardActivation="manual" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Contact details' })).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tab', { name: 'Contact details' })).toHaveAttribute('aria-selected', 'true');
  });
});
