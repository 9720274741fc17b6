import type { ReactNode, Ref } from 'react';
import {
  Button,
  Group,
  Input,
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components/NumberField';
import {
  bareInputStyles,
  Description,
  FieldError,
  fieldStyles,
  inputFrameStyles,
  Label,
} from '../Field/index.ts';
import { MinusIcon } from '../icons/Minus.tsx';
import { PlusIcon } from '../icons/Plus.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './NumberField.css.ts';

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** The visible label. Put the unit in it when `suffix` is used, e.g. "Meter reading, kWh". */
  label?: ReactNode;
  /** Help text below the input. */
  description?: ReactNode;
  /** The validation message, shown only while the field is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Shown while empty. */
  placeholder?: string;
  /**
   * A unit shown after the number for units Intl cannot format (e.g. "kWh", "m³"). Decorative: it is
   * hidden from assistive tech, so name the unit in the label too. For currencies and percentages use
   * `formatOptions` instead.
   */
  suffix?: string;
  /**
   * Shows − and + buttons. Arrow keys, Page Up/Down, Home and End step the value either way.
   * @default true
   */
  showStepper?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** A number input that formats for the locale (e.g. "1 234,50 €" in Finnish) and steps by `step`. */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  suffix,
  showStepper = true,
  layout,
  UNSAFE_className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField {...props} className={cx(fieldStyles, UNSAFE_className)} style={layout}>
      {label != null && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={showStepper ? styles.group : inputFrameStyles}>
        <Input className={cx(bareInputStyles, styles.input)} placeholder={placeholder} />
        {suffix != null && (
          <span className={styles.suffix} aria-hidden="true">
            {suffix}
          </span>
        )}
        {showStepper && (
          <>
            <Button slot="decrement" className={styles.stepper}>
              <MinusIcon size="sm" />
            </Button>
            <Button slot="increment" className={styles.stepper}>
              <PlusIcon size="sm" />
            </Button>
          </>
        )}
      </Group>
      {description != null && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </AriaNumberField>
  );
}
