import type { CSSProperties, ReactNode, Ref } from 'react';
import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  type ValidationResult,
} from 'react-aria-components/TextField';
import { Description, FieldError, fieldStyles, Label } from '../Field/index.ts';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | 'render'>, LayoutProps {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the text area. */
  description?: ReactNode;
  /** The validation message, shown only while the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Shown while empty. Never a replacement for the label. */
  placeholder?: string;
  /**
   * The height in lines before anything is typed.
   * @default 3
   */
  rows?: number;
  /**
   * Grows with its content (in browsers that support `field-sizing`); otherwise the user can drag it
   * taller.
   * @default true
   */
  autoGrow?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Multi-line text, e.g. a message to customer service. Always resizable vertically. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  autoGrow = true,
  layout,
  UNSAFE_className,
  ...props
}: TextAreaProps) {
  return (
    <AriaTextField {...props} className={cx(fieldStyles, UNSAFE_className)} style={layout}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <AriaTextArea
        className={styles.textArea}
        placeholder={placeholder}
        rows={rows}
        data-auto-grow={autoGrow || undefined}
        style={{ '--vool-textarea-rows': rows } as CSSProperties}
      />
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
