import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { Reducer } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';
import type { SiteFeature } from '@vool/api-client/browser';
import type { IconProps } from '@vool/ui/icons';
import type { MessageArea } from '../i18n/messages.ts';
import type { ApiFailure } from './apiFailure.ts';
import type { AppStore } from './store/store.ts';

/** An entry of the main menu: the header's on wide screens, the drawer's on phones. */
export interface NavItem {
  to: string;
  label: MessageDescriptor;
  icon: ComponentType<Pick<IconProps, 'size'>>;
  /** The feature switch (spec §1) that shows this entry; always shown without one. */
  feature?: SiteFeature;
}

/**
 * A part of the portal in a folder of its own (`features/<name>/feature.ts`), listed in the registry
 * (`features/index.ts`): app/ builds the router, the store and the menu from the list and knows no
 * feature by name. Its cache tags are declared where its endpoints are
 * (`api.enhanceEndpoints({ addTagTypes })` in its api.ts), so they load with its code.
 */
export interface Feature {
  /** Its folder here, and its area in apps/api/src/areas/. */
  name: string;
  /** Its pages' own texts (an area of i18n/areas.json): they load with the code of each of its routes. */
  area?: MessageArea;
  /** Its pages for signed-in users; the frame sends anyone else to sign in. Code through `routeCode`. */
  routes?: (store: AppStore) => RouteObject[];
  /** Its pages anyone may open, in the same frame (the sign-in page links to them). */
  openRoutes?: (store: AppStore) => RouteObject[];
  /** Its entries in the main menu; the menu follows the registry's order. */
  navigation?: readonly NavItem[];
  /** State kept while the portal runs, under the key it adds to `FeatureState` (app/store/store.ts). */
  state?: { reducerPath: string; reducer: Reducer };
  /** A flow that runs from the start; a page's own flows run with the page (useSaga). */
  saga?: Saga<[]>;
  /**
   * In the browser, once the store is made and before the first page's loaders: what must be in the
   * store before a page asks the API (the installed app opened offline puts its last dashboard there).
   */
  beforeRoutes?: (store: AppStore) => Promise<void> | undefined;
}

/** Where a failed call's user is sent or told (app/store/errorListener.ts). */
export interface FailureHandling {
  /** The sign-in page that returns to `from`, for a call refused for want of a session. */
  signInPath: (from: string) => string;
  /** Tells the user of any other failure (the toast of spec §8). */
  notify: (failure: ApiFailure) => void;
}

/** What every page sits in, from the registry: the frame is no feature's and every feature's. */
export interface Frame {
  /** The header, menu and footer around the pages: a layout route, its code through `routeCode`. */
  layout: Pick<RouteObject, 'lazy' | 'handle'>;
  /** The page for an address no route matches. */
  notFound: Pick<RouteObject, 'lazy'>;
  /** Shown in place of a page that failed to draw; header and menu keep working. */
  ErrorScreen: ComponentType;
  /** On every page of both documents: the toasts, and the cookie question where the site asks it. */
  Overlays: ComponentType;
  /** The loader of the pages that need a session: without one, to sign in and back. */
  requireSession: (store: AppStore) => LoaderFunction;
  /** Where `/` leads (the installed app starts there). */
  home: string;
  /** Whether an address belongs to the other document: links load it rather than route to it. */
  isOtherDocument: (to: string) => boolean;
  failures: FailureHandling;
}
