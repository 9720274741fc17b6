import type { Feature } from '../app/feature.ts';
import { accessibility } from './accessibility/feature.ts';
import { charts } from './charts/feature.ts';
import { clients } from './clients/feature.ts';
import { contracts } from './contracts/feature.ts';
import { dashboard } from './dashboard/feature.ts';
import { feedback } from './feedback/feature.ts';
import { installable } from './installable/feature.ts';
import { invoices } from './invoices/feature.ts';
import { notifications } from './notifications/feature.ts';
import { outages } from './outages/feature.ts';
import { settings } from './settings/feature.ts';
import { support } from './support/feature.ts';

/**
 * The registry: every feature of the portal, in the main menu's order. app/ builds the router, the
 * store and the menu from it (README: "Adding a feature"). What each feature.ts imports loads on every
 * page at start, so a page's own code comes only through `routeCode` and import().
 */
export const features: readonly Feature[] = [
  dashboard,
  charts,
  invoices,
  contracts,
  outages,
  support,
  settings,
  feedback,
  accessibility,
  clients,
  installable,
  notifications,
];

/** What every page sits in: header, menu, footer, the not-found page and what a failure shows. */
export { frame } from './shell/feature.ts';
