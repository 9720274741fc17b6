import type { ReactNode, Ref } from 'react';
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components/Tabs';
import { renderIcon, type IconProp } from '../icons/createIcon.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Tabs.css.ts';

export interface TabsProps extends Omit<AriaTabsProps, 'className' | 'style' | 'children'>, LayoutProps {
  /** A `TabList` followed by one `TabPanel` per tab. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tabs switch between views of the same thing (e.g. the sections of the settings page). Arrow keys move
 * between tabs, Home/End jump to the first/last; selection follows focus unless `keyboardActivation="manual"`.
 */
export function Tabs({ layout, UNSAFE_className, ...props }: TabsProps) {
  return <AriaTabs {...props} className={cx(styles.tabs, UNSAFE_className)} style={layout} />;
}

export interface TabListProps<T extends object>
  extends Omit<AriaTabListProps<T>, 'className' | 'style'>, LayoutProps {
  ref?: Ref<HTMLDivElement>;
}

/**
 * The row of tabs. It needs a name (`aria-label`) that says what the tabs choose between. On narrow
 * screens it scrolls sideways rather than wrapping, so the tab order stays one line.
 */
export function TabList<T extends object>({ layout, UNSAFE_className, ...props }: TabListProps<T>) {
  return <AriaTabList {...props} className={cx(styles.tabList, UNSAFE_className)} style={layout} />;
}

export interface TabProps
  extends Omit<AriaTabProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** An icon before the label. Decorative: the label names the tab. */
  icon?: IconProp;
  /** The label. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One tab. Its `id` must match the `id` of its `TabPanel`. */
export function Tab({ icon, layout, UNSAFE_className, children, ...props }: TabProps) {
  return (
    <AriaTab {...props} className={cx(styles.tab, UNSAFE_className)} style={layout}>
      {renderIcon(icon)}
      <span>{children}</span>
    </AriaTab>
  );
}

export interface TabPanelProps extends Omit<AriaTabPanelProps, 'className' | 'style'>, LayoutProps {
  ref?: Ref<HTMLDivElement>;
}

/** The content shown while its tab is selected. */
export function TabPanel({ layout, UNSAFE_className, ...props }: TabPanelProps) {
  return <AriaTabPanel {...props} className={cx(styles.tabPanel, UNSAFE_className)} style={layout} />;
}
