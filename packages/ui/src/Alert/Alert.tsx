import type { ReactNode, Ref } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { CloseIcon } from '../icons/Close.tsx';
import type { Icon } from '../icons/createIcon.tsx';
import { ErrorIcon } from '../icons/Error.tsx';
import { InfoIcon } from '../icons/Info.tsx';
import { SuccessIcon } from '../icons/Success.tsx';
import { WarningIcon } from '../icons/Warning.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Alert.css.ts';
import { alertStrings } from './strings.ts';

export const alertTones = ['info', 'success', 'warning', 'danger'] as const;
export type AlertTone = (typeof alertTones)[number];

const toneIcons: Record<AlertTone, Icon> = {
  info: InfoIcon,
  success: SuccessIcon,
  warning: WarningIcon,
  danger: ErrorIcon,
};

export interface AlertProps extends LayoutProps {
  /**
   * info and success are polite (`role="status"`); warning and danger interrupt (`role="alert"`).
   * @default 'info'
   */
  tone?: AlertTone;
  /** The message in a few words: "Payment overdue". */
  title?: ReactNode;
  /** The detail: what happened and what to do. */
  children?: ReactNode;
  /** One action, e.g. a small secondary Button "Pay now". */
  action?: ReactNode;
  /** Shows a dismiss button and is called when it is pressed; the parent removes the alert. */
  onDismiss?: () => void;
  /**
   * Accessible name of the dismiss button.
   * @default "Dismiss", in the language of the I18nProvider's locale
   */
  dismissLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/** An inline message in the page (a banner): a tone icon, a title, a description, an action. */
export function Alert({
  tone = 'info',
  title,
  children,
  action,
  onDismiss,
  dismissLabel,
  layout,
  UNSAFE_className,
  ref,
}: AlertProps) {
  const strings = useLocalizedStringFormatter(alertStrings);
  const ToneIcon = toneIcons[tone];
  const urgent = tone === 'warning' || tone === 'danger';
  return (
    <div
      ref={ref}
      role={urgent ? 'alert' : 'status'}
      className={cx(styles.alert, UNSAFE_className)}
      style={layout}
      data-tone={tone}
    >
      <span className={styles.icon}>
        <ToneIcon />
      </span>
      <div className={styles.main}>
        <div className={styles.text}>
          {title != null && <p className={styles.title}>{title}</p>}
          {children != null && <div className={styles.description}>{children}</div>}
        </div>
        {action != null && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <AriaButton
          aria-label={dismissLabel ?? strings.format('dismiss')}
          onPress={onDismiss}
          className={styles.dismissButton}
        >
          <CloseIcon size="sm" />
        </AriaButton>
      )}
    </div>
  );
}
