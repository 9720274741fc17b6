import { useId, type ReactNode, type Ref } from 'react';
import { useLocalizedStringFormatter } from 'react-aria/useLocalizedStringFormatter';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import { CardControls } from './CardControls.tsx';
import * as styles from './Table.css.ts';
import { TableBody } from './TableBody.tsx';
import { tableStrings } from './strings.ts';
import { TableHead } from './TableHead.tsx';
import type { SelectionMode, SortDescriptor, SortDirection, TableKey, TableSelection } from './types.ts';
import { useSelection } from './useSelection.ts';

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
  /** The column's width: pixels (`120`) or any CSS width (`'20%'`). */
  width?: number | string;
}

export interface TableProps<T extends { id: TableKey }> extends LayoutProps {
  /** What the table lists, for assistive tech: "Invoices". Without it, give a `caption`. */
  'aria-label'?: string;
  /** The id of a visible heading that names the table. */
  'aria-labelledby'?: string;
  /** The id of text that says more about the table, e.g. how it is sorted by default. */
  'aria-describedby'?: string;
  /** The table element's id. */
  id?: string;
  /** A visible title above the table, which also names it. */
  caption?: ReactNode;
  /** The columns, in order. */
  columns: ReadonlyArray<TableColumn<T>>;
  /** The rows; each needs a unique `id`. */
  items: readonly T[];
  /** The current sort, shown by the header's `aria-sort` and arrow. The app sorts `items`. */
  sortDescriptor?: SortDescriptor;
  /** Called with the new sort when the user picks a column (again, to reverse it). */
  onSortChange?: (descriptor: SortDescriptor) => void;
  /**
   * Adds a checkbox to each row; `multiple` adds a "select all" box too.
   * @default 'none'
   */
  selectionMode?: SelectionMode;
  /** The selected rows (controlled). */
  selectedKeys?: TableSelection;
  /** The rows selected at first (uncontrolled). */
  defaultSelectedKeys?: TableSelection;
  /** Called with the ids of every selected row after each change. */
  onSelectionChange?: (keys: Set<TableKey>) => void;
  /** Rows whose checkbox cannot be ticked; their content reads as usual. */
  disabledKeys?: Iterable<TableKey>;
  /**
   * Shows a loading row instead of the rows, while the data is fetched.
   * @default false
   */
  isLoading?: boolean;
  /**
   * The loading row's text.
   * @default "Loading…", in the language of the I18nProvider's locale
   */
  loadingLabel?: string;
  /** What to show when there are no rows: "You have no invoices yet." */
  emptyState?: ReactNode;
  /**
   * Below the md breakpoint, shows each row as a card with the column names as labels, and a
   * "Sort by" list and "Select all" box above the cards.
   * @default true
   */
  collapseBelowMd?: boolean;
  /**
   * The first word of each row's checkbox name, which goes on with the row header:
   * "Select Invoice 2025-104".
   * @default "Select", in the language of the I18nProvider's locale
   */
  selectLabel?: string;
  /**
   * The name of the box that selects every row.
   * @default "Select all", in the language of the I18nProvider's locale
   */
  selectAllLabel?: string;
  /**
   * The label of the sort list shown above the cards.
   * @default "Sort by", in the language of the I18nProvider's locale
   */
  sortByLabel?: string;
  /**
   * The text of each option in the sort list above the cards.
   * @default the column's name and the direction ("Date, ascending"), in the language of the
   * I18nProvider's locale
   */
  sortOptionLabel?: (columnName: string, direction: SortDirection) => string;
  ref?: Ref<HTMLTableElement>;
}

/**
 * A sortable data table: a native `<table>` whose sortable headers are buttons and state the order
 * with `aria-sort`, with optional row checkboxes. Below the md breakpoint each row becomes a card,
 * and a "Sort by" list and a "Select all" box stand in for the header row.
 */
export function Table<T extends { id: TableKey }>({
  columns,
  items,
  caption,
  sortDescriptor,
  onSortChange,
  selectionMode = 'none',
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
  isLoading = false,
  loadingLabel,
  emptyState,
  collapseBelowMd = true,
  selectLabel: selectLabelProp,
  selectAllLabel: selectAllLabelProp,
  sortByLabel,
  sortOptionLabel,
  layout,
  UNSAFE_className,
  ref,
  ...aria
}: TableProps<T>) {
  const strings = useLocalizedStringFormatter(tableStrings);
  const selectLabel = selectLabelProp ?? strings.format('select');
  const selectAllLabel = selectAllLabelProp ?? strings.format('selectAll');
  const idPrefix = useId();
  const shown = isLoading ? [] : items;
  const selection = useSelection({
    selectionMode,
    selectedKeys,
    defaultSelectedKeys,
    onSelectionChange,
    disabledKeys,
    itemKeys: shown.map((item) => item.id),
  });
  const sortable = columns.filter((c) => c.allowsSorting);
  const sortBy = (column: TableColumn<T>) => {
    const isAscending = sortDescriptor?.column === column.id && sortDescriptor.direction === 'ascending';
    onSortChange?.({ column: column.id, direction: isAscending ? 'descending' : 'ascending' });
  };

  return (
    <div
      className={cx(styles.container, UNSAFE_className)}
      style={layout}
      data-collapse={collapseBelowMd || undefined}
      aria-busy={isLoading || undefined}
    >
      {collapseBelowMd && (sortable.length > 0 || selectionMode === 'multiple') && (
        <CardControls
          sortable={sortable}
          sortDescriptor={sortDescriptor}
          onSort={(descriptor) => onSortChange?.(descriptor)}
          sortByLabel={sortByLabel ?? strings.format('sortBy')}
          sortOptionLabel={sortOptionLabel ?? ((name, direction) => `${name}, ${strings.format(direction)}`)}
          selection={selectionMode === 'multiple' ? selection : undefined}
          selectAllLabel={selectAllLabel}
        />
      )}
      {/* The card layout changes the display of every part of the table; explicit roles keep its
          semantics in browsers that drop them when a table is not displayed as one. */}
      <table {...aria} ref={ref} role="table" className={styles.table}>
        {caption != null && <caption className={styles.caption}>{caption}</caption>}
        <TableHead
          columns={columns}
          sortDescriptor={sortDescriptor}
          onSort={sortBy}
          selectionMode={selectionMode}
          selection={selection}
          selectLabel={selectLabel}
          selectAllLabel={selectAllLabel}
        />
        <TableBody
          idPrefix={idPrefix}
          columns={columns}
          rowHeader={columns.find((c) => c.isRowHeader) ?? columns[0]}
          items={shown}
          hasSelection={selectionMode !== 'none'}
          selection={selection}
          selectLabel={selectLabel}
          state={
            isLoading ? (
              <div className={styles.state} role="status">
                <span className={styles.spinner} aria-hidden="true" />
                {loadingLabel ?? strings.format('loading')}
              </div>
            ) : (
              <div className={styles.state}>{emptyState}</div>
            )
          }
        />
      </table>
    </div>
  );
}
