import type { ReactNode, Ref } from 'react';
import { Header } from 'react-aria-components/Header';
import {
  ListBoxItem,
  ListBoxSection,
  type ListBoxItemProps,
  type ListBoxSectionProps,
} from 'react-aria-components/ListBox';
import { Text } from 'react-aria-components/Text';
import { CheckIcon } from '../icons/Check.tsx';
import * as styles from './Select.css.ts';

export interface SelectItemProps<T = object> extends Omit<
  ListBoxItemProps<T>,
  'className' | 'style' | 'children'
> {
  /** The option's label. */
  children: ReactNode;
  /** A second, quieter line, e.g. an address or a price. */
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One option of a Select or ComboBox; the selected one carries a check. */
export function SelectItem<T extends object>({
  children,
  description,
  textValue,
  ...props
}: SelectItemProps<T>) {
  return (
    <ListBoxItem
      {...props}
      // Typeahead and the closed Select show the plain text, which React Aria reads itself only from a string.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={styles.item}
    >
      {({ isSelected }) => (
        <>
          <span className={styles.itemLabel}>
            <Text slot="label">{children}</Text>
            {description != null && (
              <Text slot="description" className={styles.itemDescription}>
                {description}
              </Text>
            )}
          </span>
          {isSelected && (
            <span className={styles.check}>
              <CheckIcon size="sm" />
            </span>
          )}
        </>
      )}
    </ListBoxItem>
  );
}

export interface SelectSectionProps<T> extends Omit<
  ListBoxSectionProps<T>,
  'className' | 'style' | 'children'
> {
  /** A visible heading for the group. Without it, give the section an `aria-label`. */
  title?: ReactNode;
  /** The options of the group. */
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** A labelled group of options. */
export function SelectSection<T extends object>({ title, children, ...props }: SelectSectionProps<T>) {
  return (
    <ListBoxSection {...props} className={styles.section}>
      {title != null && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </ListBoxSection>
  );
}
