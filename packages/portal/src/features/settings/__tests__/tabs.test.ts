import { describe, expect, it } from '@jest/globals';
import type { SiteFeature } from '@vool/api-client/browser';
import { nextChannels } from '../tabs/ProfileTab.tsx';
import { settingsTabs, tabOf, visibleTabs } from '../tabs.ts';

const site = (...features: SiteFeature[]) => ({ features });
const always = ['profile', 'contacts', 'addresses', 'bank-accounts'];

describe('which settings tabs show (spec §2)', () => {
  it('profile, contacts, addresses and bank accounts always, in that order', () => {
    expect(visibleTabs(site(), false)).toEqual(always);
    expect(visibleTabs(site(), true)).toEqual(always);
  });

  it('outage contacts with its feature', () => {
    expect(visibleTabs(site('outage-contacts'), false)).toContain('outage-contacts');
  });

  it('notifications when contract management is disabled or spot prices are on', () => {
    expect(visibleTabs(site('spot-price'), false)).toContain('notifications');
    expect(visibleTabs(site('contract-management-disabled'), false)).toContain('notifications');
    expect(visibleTabs(site('contracts', 'renewal-offers'), false)).not.toContain('notifications');
  });

  it('push notifications with its feature, and only in the installed app', () => {
    expect(visibleTabs(site('push-notifications'), false)).not.toContain('push-notifications');
    expect(visibleTabs(site('push-notifications'), true)).toContain('push-notifications');
    expect(visibleTabs(site(), true)).not.toContain('push-notifications');
  });

  it('appearance with dark mode', () => {
    expect(visibleTabs(site('dark-mode'), false)).toContain('appearance');
    expect(visibleTabs(site(), false)).not.toContain('appearance');
  });

  it('everything on, installed: all eight in the spec’s order', () => {
    const all = site('outage-contacts', 'spot-price', 'push-notifications', 'dark-mode');
    expect(visibleTabs(all, true)).toEqual([...settingsTabs]);
  });
});

describe('the tab the address names', () => {
  const visible = visibleTabs(site('dark-mode'), false);
  it('undefined when none is named', () => {
    expect(tabOf(new URLSearchParams(''), visible)).toBeUndefined();
  });
  it('the tab when it may show', () => {
    expect(tabOf(new URLSearchParams('tab=appearance'), visible)).toBe('appearance');
  });
  it('null for a tab not allowed here or no tab at all', () => {
    expect(tabOf(new URLSearchParams('tab=outage-contacts'), visible)).toBeNull();
    expect(tabOf(new URLSearchParams('tab=__proto__'), visible)).toBeNull();
  });
});

describe('marketing choices', () => {
  it('choosing no marketing clears the channels', () => {
    expect(nextChannels(['Email', 'Post'], ['Email', 'Post', 'None'])).toEqual(['None']);
  });
  it('choosing a channel clears no marketing', () => {
    expect(nextChannels(['None'], ['None', 'Gsm'])).toEqual(['Gsm']);
  });
  it('clearing the last channel means no marketing', () => {
    expect(nextChannels(['Gsm'], [])).toEqual(['None']);
  });
});
