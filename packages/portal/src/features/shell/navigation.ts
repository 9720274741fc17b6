import type { MessageDescriptor } from 'react-intl';
import type { ComponentType } from 'react';
import type { SiteFeature } from '@vool/api-client/browser';
import type { IconProps } from '@vool/ui/icons';
import { ChartIcon } from '@vool/ui/icons/Chart';
import { HomeIcon } from '@vool/ui/icons/Home';
import { messages } from './messages.ts';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: ComponentType<Pick<IconProps, 'size'>>;
  /** The feature switch (spec §1) that shows this area; always shown without one. */
  feature?: SiteFeature;
}

/**
 * The areas of the portal in menu order. An area joins the list when its screens exist, so the menu
 * never leads to an empty page.
 */
export const navItems: readonly NavItem[] = [
  { to: '/dashboard', label: messages.navDashboard, icon: HomeIcon, feature: 'dashboard' },
  { to: '/charts', label: messages.navCharts, icon: ChartIcon },
];

export const visibleNavItems = (features: readonly string[]) =>
  navItems.filter((item) => !item.feature || features.includes(item.feature));
