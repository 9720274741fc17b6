import type { ReactNode, Ref } from 'react';
import {
  Button,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  type ComboBoxProps as AriaComboBoxProps,
  type ListBoxProps,
  type ValidationResult,
} from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import {
  bareInputStyles,
  Description,
  FieldError,
  fieldStyles,
  inputFrameStyles,
  Label,
} from '../Field/index.ts';
import { ChevronDownIcon } from '../icons/ChevronDown.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { Popover } from '../Popover/Popover.tsx';
import * as selectStyles from '../Select/Select.css.ts';
import * as styles from './ComboBox.css.ts';

/** The options of a ComboBox are the same as a Select's. */
export {
  SelectItem as ComboBoxItem,
  SelectSection as ComboBoxSection,
  type SelectItemProps as ComboBoxItemProps,
  type SelectSectionProps as ComboBoxSectionProps,
} from '../Select/ListBoxItems.tsx';

export interface ComboBoxProps<T extends object>
  extends
    Omit<AriaComboBoxProps<T>, 'className' | 'style' | 'children' | 'render' | 'selectionMode'>,
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
  /** Shown while the input is empty. Never a replacement for the label. */
  placeholder?: string;
  /**
   * Shown in the open list when nothing matches the typed text. Pass text in the user's language.
   * @default 'No matches'
   */
  emptyState?: ReactNode;
  /**
   * Keeps text that matches no option as the value (e.g. a street not in the list) instead of reverting
   * to the last chosen option on blur. Read it with `inputValue` / `onInputChange`; `value` stays null.
   * @default false
   */
  allowsCustomValue?: boolean;
  /** `ComboBoxItem`s and `ComboBoxSection`s, or a function of each of `items`. */
  children: ListBoxProps<T>['children'];
  ref?: Ref<HTMLDivElement>;
}

/**
 * A text input with a list of suggestions that filters as the user types ("contains", ignoring case and
 * accents, unless you filter `items` yourself). Arrow keys move through the list, Enter chooses, Escape
 * closes and then clears.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyState = 'No matches',
  items,
  children,
  layout,
  UNSAFE_className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <AriaComboBox
      {...props}
      items={items}
      // Keep the list open on no matches so the empty state can say so.
      allowsEmptyCollection
      className={cx(fieldStyles, UNSAFE_className)}
      style={layout}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={cx(inputFrameStyles, styles.group)}>
        <Input className={bareInputStyles} placeholder={placeholder} />
        <Button className={styles.button}>
          <span className={styles.chevron}>
            <ChevronDownIcon size="sm" />
          </span>
        </Button>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom start" offset={4}>
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => <div className={selectStyles.empty}>{emptyState}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
