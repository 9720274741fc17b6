import { ArrowDownIcon } from '../icons/ArrowDown.tsx';
import { ArrowUpIcon } from '../icons/ArrowUp.tsx';
import { SortIcon } from '../icons/Sort.tsx';
import { cx } from '../layout/layoutProps.ts';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';
import * as styles from './Table.css.ts';
import type { TableColumn } from './Table.tsx';
import type { SelectionMode, SortDescriptor, SortDirection } from './types.ts';
import type { SelectionState } from './useSelection.ts';

function SortIndicator({ direction }: { direction: SortDirection | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon;
  return (
    <span className={styles.sortIcon}>
      <Icon size="sm" />
    </span>
  );
}

interface HeaderCellProps<T> {
  column: TableColumn<T>;
  direction: SortDirection | undefined;
  onSort: () => void;
}

/**
 * A column header. A sortable one holds a button (the header's name) and states the current order
 * with `aria-sort`. The card layout has no header to see or press, so there the button gives way to
 * plain text and the controls above the cards take over.
 */
function HeaderCell<T>({ column, direction, onSort }: HeaderCellProps<T>) {
  return (
    <th
      scope="col"
      role="columnheader"
      aria-sort={direction}
      className={styles.column}
      style={column.width === undefined ? undefined : { width: column.width }}
      data-numeric={column.isNumeric ? true : undefined}
      data-sorted={direction}
    >
      {column.allowsSorting ? (
        <>
          <button type="button" className={styles.sortButton} onClick={onSort}>
            {column.name}
            <SortIndicator direction={direction} />
          </button>
          <span className={styles.cardsOnly}>{column.name}</span>
        </>
      ) : (
        column.name
      )}
    </th>
  );
}

interface TableHeadProps<T> {
  columns: ReadonlyArray<TableColumn<T>>;
  sortDescriptor: SortDescriptor | undefined;
  onSort: (column: TableColumn<T>) => void;
  selectionMode: SelectionMode;
  selection: SelectionState;
  selectLabel: string;
  selectAllLabel: string;
}

/** The header row: a selection column first when rows are selectable, then the columns. */
export function TableHead<T>({
  columns,
  sortDescriptor,
  onSort,
  selectionMode,
  selection,
  selectLabel,
  selectAllLabel,
}: TableHeadProps<T>) {
  return (
    // Explicit roles throughout: see Table.tsx.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <thead role="rowgroup" className={styles.header}>
      <tr role="row">
        {selectionMode !== 'none' && (
          <th scope="col" role="columnheader" className={cx(styles.column, styles.selectionColumn)}>
            {selectionMode === 'multiple' && (
              <SelectionCheckbox
                aria-label={selectAllLabel}
                isSelected={selection.all === 'all'}
                isIndeterminate={selection.all === 'some'}
                isDisabled={!selection.hasSelectable}
                onChange={selection.toggleAll}
                className={styles.wideOnly}
              />
            )}
            <span className={selectionMode === 'multiple' ? styles.cardsOnly : styles.hidden}>
              {selectLabel}
            </span>
          </th>
        )}
        {columns.map((column) => (
          <HeaderCell
            key={column.id}
            column={column}
            direction={sortDescriptor?.column === column.id ? sortDescriptor.direction : undefined}
            onSort={() => {
              onSort(column);
            }}
          />
        ))}
      </tr>
    </thead>
  );
}
