import type { ReactNode, TdHTMLAttributes } from 'react';
import { cx } from '../layout/layoutProps.ts';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';
import * as styles from './Table.css.ts';
import type { TableColumn } from './Table.tsx';
import type { TableKey } from './types.ts';
import type { SelectionState } from './useSelection.ts';

/** A data cell with its role spelled out (see Table.tsx). */
function Cell(props: TdHTMLAttributes<HTMLTableCellElement> & { 'data-label'?: string }) {
  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
  return <td role="cell" {...props} />;
}

interface TableBodyProps<T extends { id: TableKey }> {
  idPrefix: string;
  columns: ReadonlyArray<TableColumn<T>>;
  rowHeader: TableColumn<T> | undefined;
  items: readonly T[];
  /** Some rows have a checkbox. */
  hasSelection: boolean;
  selection: SelectionState;
  selectLabel: string;
  /** Shown in one cell across the row when there are no items: loading or empty. */
  state: ReactNode;
}

/** The rows, each with its row header (`<th scope="row">`), or one row for the loading or empty state. */
export function TableBody<T extends { id: TableKey }>({
  idPrefix,
  columns,
  rowHeader,
  items,
  hasSelection,
  selection,
  selectLabel,
  state,
}: TableBodyProps<T>) {
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <tbody role="rowgroup" className={styles.body}>
      {items.length === 0 ? (
        <tr role="row" className={styles.stateRow}>
          <Cell colSpan={columns.length + (hasSelection ? 1 : 0)} className={styles.stateCell}>
            {state}
          </Cell>
        </tr>
      ) : (
        items.map((item, index) => {
          const rowHeaderId = `${idPrefix}-row-${index}`;
          const isSelected = hasSelection && selection.isSelected(item.id);
          const isDisabled = hasSelection && selection.isDisabled(item.id);
          return (
            <tr key={item.id} role="row" className={styles.row} data-selected={isSelected || undefined}>
              {hasSelection && (
                <Cell className={cx(styles.cell, styles.selectionCell)}>
                  <SelectionCheckbox
                    aria-label={selectLabel}
                    labelledBy={rowHeaderId}
                    isSelected={isSelected}
                    isDisabled={isDisabled}
                    onChange={() => {
                      selection.toggle(item.id);
                    }}
                  />
                </Cell>
              )}
              {columns.map((column) =>
                column === rowHeader ? (
                  <th
                    key={column.id}
                    id={rowHeaderId}
                    scope="row"
                    role="rowheader"
                    className={cx(styles.cell, styles.rowHeader)}
                    data-numeric={column.isNumeric ? true : undefined}
                  >
                    {column.render(item)}
                  </th>
                ) : (
                  <Cell
                    key={column.id}
                    className={styles.cell}
                    data-label={column.name}
                    data-numeric={column.isNumeric ? true : undefined}
                  >
                    {column.render(item)}
                  </Cell>
                ),
              )}
            </tr>
          );
        })
      )}
    </tbody>
  );
}
