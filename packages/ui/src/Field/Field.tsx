import type { ReactNode, Ref } from 'react';
import {
  FieldError as AriaFieldError,
  type FieldErrorProps as AriaFieldErrorProps,
  type FieldErrorRenderProps,
} from 'react-aria-components/FieldError';
import { Label as AriaLabel, type LabelProps as AriaLabelProps } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { ErrorIcon } from '../icons/Error.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Field.css.ts';

export interface LabelProps extends Omit<AriaLabelProps, 'className' | 'style' | 'render'>, LayoutProps {
  /**
   * Shows a required marker. It is hidden from assistive tech, which already hears "required" from the
   * control itself, so it is not read twice.
   * @default false
   */
  isRequired?: boolean;
  ref?: Ref<HTMLLabelElement>;
}

/** The visible name of a field. Inside a React Aria field it is linked to the control automatically. */
export function Label({ isRequired = false, layout, UNSAFE_className, children, ...props }: LabelProps) {
  return (
    <AriaLabel {...props} className={cx(styles.label, UNSAFE_className)} style={layout}>
      {children}
      {isRequired && (
        <span className={styles.requiredMarker} aria-hidden="true">
          *
        </span>
      )}
    </AriaLabel>
  );
}

export interface DescriptionProps extends LayoutProps {
  /** Help text for the field, e.g. the expected format. */
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Help text below the control, linked to it with aria-describedby. */
export function Description({ layout, UNSAFE_className, children, ref }: DescriptionProps) {
  return (
    <Text slot="description" ref={ref} className={cx(styles.description, UNSAFE_className)} style={layout}>
      {children}
    </Text>
  );
}

export interface FieldErrorProps
  extends Omit<AriaFieldErrorProps, 'className' | 'style' | 'children'>, LayoutProps {
  /**
   * The message. Without it, the browser's or the `validate` function's messages are shown. It is only
   * rendered while the field is invalid.
   */
  children?: ReactNode | ((validation: FieldErrorRenderProps) => ReactNode);
  ref?: Ref<HTMLElement>;
}

/**
 * The validation message of a field, shown below the control with an icon while the field is invalid.
 * It is linked to the control (aria-describedby, read on focus) and sits in a polite live region, so a
 * message that appears while the user is elsewhere is announced too.
 */
export function FieldError({ layout, UNSAFE_className, children, ...props }: FieldErrorProps) {
  return (
    <div className={styles.errorRegion} aria-live="polite">
      <AriaFieldError {...props} className={cx(styles.error, UNSAFE_className)} style={layout}>
        {(validation) => (
          <>
            <span className={styles.errorIcon}>
              <ErrorIcon size="sm" />
            </span>
            <span>
              {typeof children === 'function'
                ? children(validation)
                : (children ?? validation.validationErrors.join(' '))}
            </span>
          </>
        )}
      </AriaFieldError>
    </div>
  );
}

/** Class names for fields built elsewhere (Select, ComboBox, DatePicker) to share the same layout. */
export const fieldStyles = styles.field;
/** The bordered control box (background, border, hover, focus ring, invalid, disabled, read-only). */
export const inputFrameStyles = styles.inputFrame;
/** An input inside an `inputFrameStyles` group, which draws the box for it. */
export const bareInputStyles = styles.bareInput;
