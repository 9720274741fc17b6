import type { ReactNode, Ref } from 'react';
import {
  CheckboxButton,
  CheckboxField,
  type CheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components/Checkbox';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { Description, FieldError, Label } from '../Field/index.ts';
import { CheckIcon } from '../icons/Check.tsx';
import { MinusIcon } from '../icons/Minus.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps
  extends Omit<CheckboxFieldProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** The label, next to the box. */
  children: ReactNode;
  /** Help text below the label. */
  description?: ReactNode;
  /**
   * The validation message of a checkbox on its own (in a CheckboxGroup the group shows errors). Shown
   * only while invalid.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  ref?: Ref<HTMLDivElement>;
}

/**
 * A checkbox with its label, help text and error. `isIndeterminate` shows a dash for "some selected"
 * (e.g. a "select all" box); it stays until you set it back to false.
 */
export function Checkbox({
  children,
  description,
  errorMessage,
  layout,
  UNSAFE_className,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField {...props} className={cx(styles.field, UNSAFE_className)} style={layout}>
      <CheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span className={styles.box} aria-hidden="true">
              {isIndeterminate ? <MinusIcon size="sm" /> : isSelected ? <CheckIcon size="sm" /> : null}
            </span>
            <span>{children}</span>
          </>
        )}
      </CheckboxButton>
      <div className={styles.below}>
        {description != null && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
      </div>
    </CheckboxField>
  );
}

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;
export type CheckboxGroupOrientation = (typeof checkboxGroupOrientations)[number];

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** The visible group label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the options. */
  description?: ReactNode;
  /** The validation message for the group, shown only while invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * How the checkboxes are laid out.
   * @default 'vertical'
   */
  orientation?: CheckboxGroupOrientation;
  /** The `Checkbox`es, each with a `value`. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A labelled set of checkboxes whose selected `value`s form one array value. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  layout,
  UNSAFE_className,
  children,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...props}
      className={cx(styles.group, UNSAFE_className)}
      style={layout}
      data-orientation={orientation}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.groupItems}>{children}</div>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}
