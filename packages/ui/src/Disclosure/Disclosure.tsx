import type { ReactNode, Ref } from 'react';
import {
  Button,
  Disclosure as AriaDisclosure,
  DisclosureGroup as AriaDisclosureGroup,
  DisclosurePanel,
  Heading,
  type DisclosureGroupProps as AriaDisclosureGroupProps,
  type DisclosureProps as AriaDisclosureProps,
} from 'react-aria-components/DisclosureGroup';
import { ChevronDownIcon } from '../icons/ChevronDown.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Disclosure.css.ts';

export const disclosureHeadingLevels = [2, 3, 4, 5, 6] as const;
export type DisclosureHeadingLevel = (typeof disclosureHeadingLevels)[number];

export interface DisclosureProps
  extends Omit<AriaDisclosureProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** The always-visible heading that opens and closes the panel. */
  title: ReactNode;
  /**
   * The level of the heading around the trigger, to fit the page outline.
   * @default 3
   */
  headingLevel?: DisclosureHeadingLevel;
  /** The content shown when expanded. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A heading with a button that shows and hides a panel ("How is my invoice calculated?"). Collapsed
 * content stays findable with the browser's find-in-page, which opens it.
 */
export function Disclosure({
  title,
  headingLevel = 3,
  layout,
  UNSAFE_className,
  children,
  ...props
}: DisclosureProps) {
  return (
    <AriaDisclosure {...props} className={cx(styles.disclosure, UNSAFE_className)} style={layout}>
      <Heading level={headingLevel} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span className={styles.title}>{title}</span>
          <span className={styles.chevron}>
            <ChevronDownIcon />
          </span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.panel}>
        <div className={styles.panelContent}>{children}</div>
      </DisclosurePanel>
    </AriaDisclosure>
  );
}

export interface DisclosureGroupProps
  extends Omit<AriaDisclosureGroupProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** `Disclosure`s, each with an `id`. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * An accordion: a stack of `Disclosure`s. One open at a time unless `allowsMultipleExpanded`; control
 * which with `expandedKeys` / `defaultExpandedKeys` and the items' `id`s.
 */
export function DisclosureGroup({ layout, UNSAFE_className, ...props }: DisclosureGroupProps) {
  return <AriaDisclosureGroup {...props} className={cx(styles.group, UNSAFE_className)} style={layout} />;
}
