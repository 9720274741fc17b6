import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useHover } from 'react-aria/useHover';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import * as checkboxStyles from '../Checkbox/Checkbox.css.ts';
import { CheckIcon } from '../icons/Check.tsx';
import { MinusIcon } from '../icons/Minus.tsx';
import { cx } from '../layout/layoutProps.ts';
import * as styles from './Table.css.ts';

interface SelectionCheckboxProps {
  isSelected: boolean;
  isIndeterminate?: boolean;
  isDisabled?: boolean;
  onChange: () => void;
  /** Names the box when it has no visible label; with `labelledBy`, it is the first word ("Select …"). */
  'aria-label'?: string;
  /** The id of the row header, so each row's box reads "Select Invoice 2025-104". */
  labelledBy?: string;
  /** A visible label beside the box. */
  children?: ReactNode;
  className?: string;
}

/**
 * The library's checkbox look on a native checkbox: a box with an optional label. Lighter than React
 * Aria's Checkbox, which brings its validation and toggle state for what is here a controlled box; the
 * label carries the same state attributes, so Checkbox.css.ts draws it the same.
 */
export function SelectionCheckbox({
  isSelected,
  isIndeterminate = false,
  isDisabled = false,
  onChange,
  labelledBy,
  children,
  className,
  'aria-label': ariaLabel,
}: SelectionCheckboxProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  // "Mixed" is a property of a native checkbox, not an attribute.
  useEffect(() => {
    if (input.current) input.current.indeterminate = isIndeterminate;
  }, [isIndeterminate]);
  const { focusProps, isFocused, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled });
  return (
    <div className={cx(styles.field, className)}>
      <label
        {...hoverProps}
        className={checkboxStyles.button}
        data-selected={isSelected || undefined}
        data-indeterminate={isIndeterminate || undefined}
        data-hovered={isHovered || undefined}
        data-focused={isFocused || undefined}
        data-focus-visible={isFocusVisible || undefined}
        data-disabled={isDisabled || undefined}
      >
        <VisuallyHidden elementType="span">
          <input
            {...focusProps}
            ref={input}
            type="checkbox"
            id={id}
            checked={isSelected}
            disabled={isDisabled}
            onChange={onChange}
            aria-label={ariaLabel}
            // The box's own aria-label, then the row header.
            aria-labelledby={labelledBy ? `${id} ${labelledBy}` : undefined}
          />
        </VisuallyHidden>
        <span className={checkboxStyles.box} aria-hidden="true">
          {isIndeterminate ? <MinusIcon size="sm" /> : isSelected ? <CheckIcon size="sm" /> : null}
        </span>
        {children}
      </label>
    </div>
  );
}
