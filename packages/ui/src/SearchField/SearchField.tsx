import type { ReactNode, Ref } from 'react';
import {
  Button,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components/SearchField';
import { Group } from 'react-aria-components/Group';
import { bareInputStyles, Description, FieldError, fieldStyles, Label } from '../Field/index.ts';
import { CloseIcon } from '../icons/Close.tsx';
import { SearchIcon } from '../icons/Search.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** The visible label. Without one, pass `aria-label` (e.g. "Search invoices"). */
  label?: ReactNode;
  /** Help text below the input. */
  description?: ReactNode;
  /** The validation message, shown only while the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Shown while empty, e.g. "Invoice number or address". */
  placeholder?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A search input with a search icon and a clear button. Enter calls `onSubmit`; Escape or the clear
 * button empties it (and calls `onClear`), keeping focus in the input.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  layout,
  UNSAFE_className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={cx(fieldStyles, UNSAFE_className)} style={layout}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={styles.group}>
        <span className={styles.searchIcon}>
          <SearchIcon size="sm" />
        </span>
        <Input className={cx(bareInputStyles, styles.input)} placeholder={placeholder} />
        <Button className={styles.clearButton}>
          <CloseIcon size="sm" />
        </Button>
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaSearchField>
  );
}
