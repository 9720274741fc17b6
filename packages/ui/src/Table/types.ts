/** A row's `id`. */
export type TableKey = string | number;

/** The selected rows' ids; `'all'` selects every row that is not disabled. */
export type TableSelection = 'all' | Iterable<TableKey>;

export const selectionModes = ['none', 'single', 'multiple'] as const;
export type SelectionMode = (typeof selectionModes)[number];

export const sortDirections = ['ascending', 'descending'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** Which column the rows are sorted by, and which way (the same shape as React Aria's). */
export interface SortDescriptor {
  column: TableKey;
  direction: SortDirection;
}
