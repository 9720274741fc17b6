import type { ReactNode, Ref } from 'react';
import {
  SwitchButton,
  SwitchField,
  type SwitchFieldProps,
  type ValidationResult,
} from 'react-aria-components/Switch';
import { Description, FieldError } from '../Field/index.ts';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Switch.css.ts';

export interface SwitchProps
  extends Omit<SwitchFieldProps, 'className' | 'style' | 'children' | 'render'>, LayoutProps {
  /** The label, after the switch. Name the setting, not the action ("SMS outage alerts"). */
  children: ReactNode;
  /** Help text below the label. */
  description?: ReactNode;
  /** The validation message (e.g. a required consent), shown only while invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  ref?: Ref<HTMLDivElement>;
}

/**
 * An on/off setting that takes effect at once (e.g. notification preferences). For a choice that is
 * submitted with a form, use a Checkbox.
 */
export function Switch({
  children,
  description,
  errorMessage,
  layout,
  UNSAFE_className,
  ...props
}: SwitchProps) {
  return (
    <SwitchField {...props} className={cx(styles.field, UNSAFE_className)} style={layout}>
      <SwitchButton className={styles.button}>
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        <span className={styles.label}>{children}</span>
      </SwitchButton>
      <div className={styles.below}>
        {description != null && <Description>{description}</Description>}
        <FieldError>{errorMessage}</FieldError>
      </div>
    </SwitchField>
  );
}
