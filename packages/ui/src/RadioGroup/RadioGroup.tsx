import type { ReactNode, Ref } from 'react';
import {
  RadioButton,
  RadioField,
  RadioGroup as AriaRadioGroup,
  type RadioFieldProps,
  type RadioGroupProps as AriaRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components/RadioGroup';
import { Description, FieldError, Label } from '../Field/index.ts';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './RadioGroup.css.ts';

export const radioGroupVariants = ['default', 'card'] as const;
export type RadioGroupVariant = (typeof radioGroupVariants)[number];

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** The visible group label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text below the options. */
  description?: ReactNode;
  /** The validation message, shown only while invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * `card` puts each option in a bordered card, for choices with details (e.g. electricity products).
   * @default 'default'
   */
  variant?: RadioGroupVariant;
  /**
   * How the options are laid out; arrow keys move between them either way.
   * @default 'vertical'
   */
  orientation?: AriaRadioGroupProps['orientation'];
  /** The `Radio`s. */
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** A labelled set of radios: one choice out of several. Tab enters the group, arrow keys choose. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  variant = 'default',
  orientation = 'vertical',
  layout,
  UNSAFE_className,
  children,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...props}
      orientation={orientation}
      className={cx(styles.group, UNSAFE_className)}
      style={layout}
      data-variant={variant}
    >
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <div className={styles.items}>{children}</div>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface RadioProps
  extends Omit<RadioFieldProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** The option's label. */
  children: ReactNode;
  /** Details below the label, e.g. the price of a product. */
  description?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One option of a RadioGroup. */
export function Radio({ children, description, layout, UNSAFE_className, ...props }: RadioProps) {
  return (
    <RadioField {...props} className={cx(styles.field, UNSAFE_className)} style={layout}>
      <RadioButton className={styles.button}>
        <span className={styles.dot} aria-hidden="true" />
        <span>{children}</span>
      </RadioButton>
      {description != null && (
        <div className={styles.below}>
          <Description>{description}</Description>
        </div>
      )}
    </RadioField>
  );
}
