import type { ReactNode, Ref } from 'react';
import {
  Input,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components/TextField';
import { Description, FieldError, fieldStyles, Label } from '../Field/index.ts';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './TextField.css.ts';

export const textFieldSizes = ['sm', 'md', 'lg'] as const;
export type TextFieldSize = (typeof textFieldSizes)[number];

export const textFieldTypes = ['text', 'email', 'tel', 'password', 'url', 'search'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | 'render'>, LayoutProps {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the input, e.g. the expected format. */
  description?: ReactNode;
  /**
   * The validation message. Without it, the browser's or `validate`'s message is shown. Shown only while
   * the field is invalid.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Shown while empty. Never a replacement for the label. */
  placeholder?: string;
  /**
   * The kind of text, which picks the keyboard on phones and the browser's own checks.
   * @default 'text'
   */
  type?: TextFieldType;
  /** @default 'md' */
  size?: TextFieldSize;
  ref?: Ref<HTMLDivElement>;
}

/** A single-line text input with a label, help text and an inline, announced validation message. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  type = 'text',
  size = 'md',
  layout,
  UNSAFE_className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} type={type} className={cx(fieldStyles, UNSAFE_className)} style={layout}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Input className={styles.input} placeholder={placeholder} data-size={size} />
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
