import type { NavItem } from '../../app/feature.ts';
import { features } from '../index.ts';

/**
 * The main menu: each feature's entries, in the registry's order. A feature adds its entry when its
 * screens exist, so the menu never leads to an empty page.
 */
export const navItems: readonly NavItem[] = features.flatMap((feature) => feature.navigation ?? []);

export const visibleNavItems = (features: readonly string[]) =>
  navItems.filter((item) => !item.feature || features.includes(item.feature));
