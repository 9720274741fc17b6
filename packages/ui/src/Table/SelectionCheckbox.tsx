import { useId, type ReactNode } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox';
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

/** The library's checkbox look on a bare React Aria checkbox: a box with an optional label. */
export function SelectionCheckbox({
  isSelected,
  isIndeterminate = false,
  isDisabled = false,
  onChange,
  labelledBy,
  children,
  className,
  ...aria
}: SelectionCheckboxProps) {
  const id = useId();
  return (
    <CheckboxField
      {...aria}
      id={id}
      // The box's own aria-label, then the row header.
      aria-labelledby={labelledBy ? `${id} ${labelledBy}` : undefined}
      isSelected={isSelected}
      isIndeterminate={isIndeterminate}
      isDisabled={isDisabled}
      onChange={onChange}
      className={cx(styles.field, className)}
    >
      <CheckboxButton className={checkboxStyles.button}>
        <span className={checkboxStyles.box} aria-hidden="true">
          {isIndeterminate ? <MinusIcon size="sm" /> : isSelected ? <CheckIcon size="sm" /> : null}
        </span>
        {children}
      </CheckboxButton>
    </CheckboxField>
  );
}
