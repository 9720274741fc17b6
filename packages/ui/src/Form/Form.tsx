import type { Ref } from 'react';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components/Form';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Form.css.ts';

export const formValidationBehaviors = ['native', 'aria'] as const;
export type FormValidationBehavior = (typeof formValidationBehaviors)[number];

export interface FormProps
  extends Omit<AriaFormProps, 'className' | 'style' | 'render' | 'validationBehavior'>, LayoutProps {
  /**
   * How the fields inside validate (each field may override it):
   * - `'native'`: the browser's constraint validation. Submitting is blocked while a field is invalid;
   *   errors appear on submit, focus moves to the first invalid field, and from then on errors update
   *   as the user fixes them. Use for forms that are submitted.
   * - `'aria'`: errors show as the user types and fields are marked `aria-invalid`, but submitting is
   *   not blocked. Use when the form is not submitted as a whole (e.g. filters, instant-save settings).
   * @default 'native'
   */
  validationBehavior?: FormValidationBehavior;
  /**
   * Errors from the server, by field `name`, e.g. `{ email: 'This email is already in use.' }`. Shown
   * on the fields at once and cleared on a field as soon as the user changes it.
   */
  validationErrors?: AriaFormProps['validationErrors'];
  ref?: Ref<HTMLFormElement>;
}

/** A form that stacks its fields and hands validation behaviour and server errors down to them. */
export function Form({ validationBehavior = 'native', layout, UNSAFE_className, ...props }: FormProps) {
  return (
    <AriaForm
      {...props}
      validationBehavior={validationBehavior}
      className={cx(styles.form, UNSAFE_className)}
      style={layout}
    />
  );
}
