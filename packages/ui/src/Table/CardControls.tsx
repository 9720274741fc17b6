import { useId } from 'react';
import { ChevronDownIcon } from '../icons/ChevronDown.tsx';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';
import * as styles from './Table.css.ts';
import { sortDirections, type SortDescriptor, type SortDirection } from './types.ts';
import type { SelectionState } from './useSelection.ts';

interface CardControlsProps {
  sortable: ReadonlyArray<{ id: string; name: string }>;
  sortDescriptor: SortDescriptor | undefined;
  onSort: (descriptor: SortDescriptor) => void;
  sortByLabel: string;
  sortOptionLabel: (columnName: string, direction: SortDirection) => string;
  selection: SelectionState | undefined;
  selectAllLabel: string;
}

/**
 * What the header row offers, for the card layout, where there is no header row to see: a "Sort by"
 * list and a "Select all" box. Shown only below md (the styles hide it above).
 */
export function CardControls({
  sortable,
  sortDescriptor,
  onSort,
  sortByLabel,
  sortOptionLabel,
  selection,
  selectAllLabel,
}: CardControlsProps) {
  const selectId = useId();
  const current = sortable.findIndex((c) => c.id === sortDescriptor?.column);
  const value = current < 0 || !sortDescriptor ? '' : `${current}:${sortDescriptor.direction}`;
  return (
    <div className={styles.cardControls}>
      {selection && (
        <SelectionCheckbox
          isSelected={selection.all === 'all'}
          isIndeterminate={selection.all === 'some'}
          isDisabled={!selection.hasSelectable}
          onChange={selection.toggleAll}
        >
          {selectAllLabel}
        </SelectionCheckbox>
      )}
      {sortable.length > 0 && (
        <div className={styles.sortField}>
          <label htmlFor={selectId} className={styles.sortLabel}>
            {sortByLabel}
          </label>
          <span className={styles.sortSelectFrame}>
            <select
              id={selectId}
              className={styles.sortSelect}
              value={value}
              onChange={(event) => {
                const [index, direction] = event.target.value.split(':');
                const column = sortable[Number(index)];
                if (column) onSort({ column: column.id, direction: direction as SortDirection });
              }}
            >
              {value === '' && <option value="" disabled />}
              {sortable.flatMap((column, index) =>
                sortDirections.map((direction) => (
                  <option key={`${column.id}:${direction}`} value={`${index}:${direction}`}>
                    {sortOptionLabel(column.name, direction)}
                  </option>
                )),
              )}
            </select>
            <span className={styles.sortSelectIcon} aria-hidden="true">
              <ChevronDownIcon size="sm" />
            </span>
          </span>
        </div>
      )}
    </div>
  );
}
