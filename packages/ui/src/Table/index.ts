export { Table, type TableColumn, type TableProps } from './Table.tsx';
export {
  selectionModes,
  sortDirections,
  type SelectionMode,
  type SortDescriptor,
  type SortDirection,
  type TableKey,
  type TableSelection,
} from './types.ts';
