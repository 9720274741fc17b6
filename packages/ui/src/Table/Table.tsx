import type { ReactNode, Ref } from 'react';
import {
  Cell,
  Column,
  Row,
  Table as AriaTable,
  TableBody,
  TableHeader,
  type ColumnProps,
  type Key,
  type TableProps as AriaTableProps,
} from 'react-aria-components/Table';
import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox';
import { ArrowDownIcon } from '../icons/ArrowDown.tsx';
import { ArrowUpIcon } from '../icons/ArrowUp.tsx';
import { CheckIcon } from '../icons/Check.tsx';
import { MinusIcon } from '../icons/Minus.tsx';
import { SortIcon } from '../icons/Sort.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './Table.css.ts';

export interface TableColumn<T> {
  /** A unique id; it is the `column` of the sort descriptor. */
  id: string;
  /** The header text. Below the md breakpoint it labels the value in each card. */
  name: string;
  /** Renders the cell for an item. */
  render: (item: T) => ReactNode;
  /** The column that names each row (e.g. the invoice number). Defaults to the first column. */
  isRowHeader?: boolean;
  /** Lets the user sort by this column. */
  allowsSorting?: boolean;
  /** Amounts and counts: right-aligned with tabular figures so digits line up. */
  isNumeric?: boolean;
  /** The column's width, e.g. `120` or `'20%'`. */
  width?: ColumnProps['width'];
}

export interface TableProps<T extends { id: Key }>
  extends
    Omit<AriaTableProps, 'className' | 'style' | 'children' | 'render' | 'selectionBehavior'>,
    LayoutProps {
  /** What the table lists, for assistive tech: "Invoices". */
  'aria-label'?: string;
  /** The columns, in order. Keep the array stable (module scope or `useMemo`). */
  columns: ReadonlyArray<TableColumn<T>>;
  /** The rows; each needs a unique `id`. */
  items: readonly T[];
  /**
   * Shows a loading row instead of the rows, while the data is fetched.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The loading row's text, translated by the app.
   * @default 'Loading…'
   */
  loadingLabel?: string;
  /** What to show when there are no rows: "You have no invoices yet." */
  emptyState?: ReactNode;
  /**
   * Below the md breakpoint, shows each row as a card with the column names as labels.
   * @default true
   */
  collapseBelowMd?: boolean;
  ref?: Ref<HTMLTableElement>;
}

function SortIndicator({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  const Icon =
    direction === 'ascending' ? ArrowUpIcon : direction === 'descending' ? ArrowDownIcon : SortIcon;
  return (
    <span className={styles.sortIcon}>
      <Icon size="sm" />
    </span>
  );
}

function SelectionCheckbox() {
  return (
    <CheckboxField slot="selection" className={styles.checkboxField}>
      <CheckboxButton className={styles.checkbox}>
        <span className={styles.checkboxBox}>
          <span className={styles.checkMark}>
            <CheckIcon size="sm" />
          </span>
          <span className={styles.indeterminateMark}>
            <MinusIcon size="sm" />
          </span>
        </span>
      </CheckboxButton>
    </CheckboxField>
  );
}

/**
 * A sortable data table on React Aria's grid: arrow keys move between cells, headers sort (their
 * `aria-sort` says how), and rows can be selectable. Below the md breakpoint each row becomes a card.
 */
export function Table<T extends { id: Key }>({
  columns,
  items,
  isLoading = false,
  loadingLabel = 'Loading…',
  emptyState,
  collapseBelowMd = true,
  selectionMode = 'none',
  layout,
  UNSAFE_className,
  ...props
}: TableProps<T>) {
  const hasSelection = selectionMode !== 'none';
  const rowHeader = columns.find((c) => c.isRowHeader) ?? columns[0];
  return (
    <div
      className={cx(styles.container, UNSAFE_className)}
      style={layout}
      data-collapse={collapseBelowMd ? true : undefined}
      aria-busy={isLoading ? true : undefined}
    >
      <AriaTable {...props} selectionMode={selectionMode} selectionBehavior="toggle" className={styles.table}>
        <TableHeader className={styles.header}>
          {hasSelection && (
            <Column className={cx(styles.column, styles.selectionColumn)}>
              {selectionMode === 'multiple' && <SelectionCheckbox />}
            </Column>
          )}
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column === rowHeader}
              allowsSorting={column.allowsSorting}
              width={column.width}
              textValue={column.name}
              className={styles.column}
              data-numeric={column.isNumeric ? true : undefined}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className={styles.columnContent}>
                  {column.name}
                  {allowsSorting && <SortIndicator direction={sortDirection} />}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody
          className={styles.body}
          items={isLoading ? [] : items}
          dependencies={[columns, hasSelection]}
          renderEmptyState={() =>
            isLoading ? (
              <div className={styles.state} role="status">
                <span className={styles.spinner} aria-hidden="true" />
                {loadingLabel}
              </div>
            ) : (
              <div className={styles.state}>{emptyState}</div>
            )
          }
        >
          {(item) => (
            <Row id={item.id} className={cx(styles.row, styles.rowCard)}>
              {hasSelection && (
                <Cell className={cx(styles.cell, styles.cellCard, styles.selectionCell)}>
                  <SelectionCheckbox />
                </Cell>
              )}
              {columns.map((column) => (
                <Cell
                  key={column.id}
                  className={cx(styles.cell, styles.cellCard)}
                  data-label={column.name}
                  data-numeric={column.isNumeric ? true : undefined}
                  data-row-header={column === rowHeader || undefined}
                >
                  {column.render(item)}
                </Cell>
              ))}
            </Row>
          )}
        </TableBody>
      </AriaTable>
    </div>
  );
}
