import type { ReactNode, Ref } from 'react';
import { ListBox, type ListBoxProps } from 'react-aria-components/ListBox';
import {
  Button,
  Select as AriaSelect,
  SelectValue,
  type SelectProps as AriaSelectProps,
  type ValidationResult,
} from 'react-aria-components/Select';
import { Description, FieldError, fieldStyles, Label } from '../Field/index.ts';
import { ChevronDownIcon } from '../icons/ChevronDown.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { Popover } from '../Popover/Popover.tsx';
import * as styles from './Select.css.ts';

export { SelectItem, SelectSection, type SelectItemProps, type SelectSectionProps } from './ListBoxItems.tsx';

export interface SelectProps<T extends object>
  extends
    Omit<AriaSelectProps<T>, 'className' | 'style' | 'children' | 'render' | 'selectionMode'>,
    LayoutProps {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the field. */
  description?: ReactNode;
  /**
   * The validation message. Without it, the browser's or `validate`'s message is shown. Shown only while
   * the field is invalid.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * Shown while nothing is chosen.
   * @default 'Select an option' (React Aria's text in the user's language)
   */
  placeholder?: string;
  /** Options for a dynamic list; render each with the `children` function. */
  items?: Iterable<T>;
  /** `SelectItem`s and `SelectSection`s, or a function of each of `items`. */
  children: ListBoxProps<T>['children'];
  ref?: Ref<HTMLDivElement>;
}

/**
 * Picks one option from a list that opens in a popover. The closed field looks like a text field; the
 * list supports arrow keys, typeahead, sections and disabled options.
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  layout,
  UNSAFE_className,
  ...props
}: SelectProps<T>) {
  return (
    <AriaSelect {...props} className={cx(fieldStyles, UNSAFE_className)} style={layout}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true">
          <ChevronDownIcon size="sm" />
        </span>
      </Button>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom start" offset={4}>
        <ListBox items={items} className={styles.listBox}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
