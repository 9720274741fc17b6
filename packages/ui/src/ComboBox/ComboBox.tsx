import type { ReactNode, Ref } from 'react';
import {
  Button,
  Collection,
  ComboBox as AriaComboBox,
  Input,
  ListBox,
  ListBoxLoadMoreItem,
  type ComboBoxProps as AriaComboBoxProps,
  type ListBoxProps,
  type ValidationResult,
} from 'react-aria-components/ComboBox';
import { Group } from 'react-aria-components/Group';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { bareInputStyles, Description, FieldError, fieldStyles, Label } from '../Field/index.ts';
import { ChevronDownIcon } from '../icons/ChevronDown.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { Popover } from '../Popover/Popover.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as selectStyles from '../Select/Select.css.ts';
import * as styles from './ComboBox.css.ts';
import { comboBoxStrings } from './strings.ts';

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
   * Shown in the open list when nothing matches the typed text.
   * @default "No matches", in the language of the I18nProvider's locale
   */
  emptyState?: ReactNode;
  /**
   * Keeps text that matches no option as the value (e.g. a street not in the list) instead of reverting
   * to the last chosen option on blur. Read it with `inputValue` / `onInputChange`; `value` stays null.
   * @default false
   */
  allowsCustomValue?: boolean;
  /**
   * The options are being fetched (a search as the user types, or the next page): a spinner shows in
   * the field and at the end of the list, named by `loadingLabel`. Filter `items` yourself (the server
   * does): given `items`, the ComboBox filters nothing.
   * @default false
   */
  isLoading?: boolean;
  /** Called when the end of the open list scrolls into view: fetch the next page of `items`. */
  onLoadMore?: () => void;
  /**
   * What the spinner says.
   * @default "Loading…", in the language of the I18nProvider's locale
   */
  loadingLabel?: string;
  /**
   * Read out while the list is open, when it changes: what a search found ("12 places found"). Kept
   * inside the list's popover, the one part of the page screen readers are left while it is open.
   */
  statusMessage?: string;
  /** `ComboBoxItem`s and `ComboBoxSection`s, or a function of each of `items`. */
  children: ListBoxProps<T>['children'];
  ref?: Ref<HTMLDivElement>;
}

/**
 * A text input with a list of suggestions that filters as the user types ("contains", ignoring case and
 * accents, unless you filter `items` yourself). Arrow keys move through the list, Enter chooses, Escape
 * closes and then clears. For options from a server, pass `items`, `inputValue`/`onInputChange`,
 * `isLoading` and `onLoadMore`.
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  emptyState: emptyStateProp,
  isLoading = false,
  onLoadMore,
  loadingLabel: loadingLabelProp,
  statusMessage,
  items,
  children,
  layout,
  UNSAFE_className,
  ...props
}: ComboBoxProps<T>) {
  const strings = useLocalizedStringFormatter(comboBoxStrings);
  const emptyState = emptyStateProp ?? strings.format('noMatches');
  const loadingLabel = loadingLabelProp ?? strings.format('loading');
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
      <Group className={styles.group}>
        <Input className={bareInputStyles} placeholder={placeholder} />
        {isLoading && <Spinner size="sm" label={loadingLabel} />}
        <Button className={styles.button}>
          <span className={styles.chevron}>
            <ChevronDownIcon size="sm" />
          </span>
        </Button>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
      <Popover placement="bottom start" offset={4}>
        {statusMessage !== undefined && (
          <VisuallyHidden>
            <span role="status">{statusMessage}</span>
          </VisuallyHidden>
        )}
        <ListBox
          className={selectStyles.listBox}
          renderEmptyState={() => (
            <div className={selectStyles.empty}>
              {isLoading ? <Spinner size="sm" label={loadingLabel} showLabel /> : emptyState}
            </div>
          )}
        >
          {onLoadMore ? (
            <>
              {items ? <Collection items={items}>{children}</Collection> : children}
              <ListBoxLoadMoreItem
                isLoading={isLoading}
                onLoadMore={onLoadMore}
                className={selectStyles.empty}
              >
                <Spinner size="sm" label={loadingLabel} showLabel />
              </ListBoxLoadMoreItem>
            </>
          ) : (
            children
          )}
        </ListBox>
      </Popover>
    </AriaComboBox>
  );
}
