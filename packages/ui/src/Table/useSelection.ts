import { useState } from 'react';
import type { SelectionMode, TableKey, TableSelection } from './types.ts';

export interface SelectionOptions {
  selectionMode: SelectionMode;
  selectedKeys: TableSelection | undefined;
  defaultSelectedKeys: TableSelection | undefined;
  onSelectionChange: ((keys: Set<TableKey>) => void) | undefined;
  disabledKeys: Iterable<TableKey> | undefined;
  itemKeys: readonly TableKey[];
}

export interface SelectionState {
  isSelected: (key: TableKey) => boolean;
  isDisabled: (key: TableKey) => boolean;
  toggle: (key: TableKey) => void;
  /** How many of the selectable rows are selected, for the "select all" box. */
  all: 'none' | 'some' | 'all';
  /** Selects every selectable row, or clears them when all are selected. */
  toggleAll: () => void;
  /** Whether any row can be selected at all. */
  hasSelectable: boolean;
}

/**
 * Selection held by the table (uncontrolled, from `defaultSelectedKeys`) or by the app (`selectedKeys`);
 * either way every change is reported as a set of ids.
 */
export function useSelection({
  selectionMode,
  selectedKeys,
  defaultSelectedKeys,
  onSelectionChange,
  disabledKeys,
  itemKeys,
}: SelectionOptions): SelectionState {
  const disabled = new Set(disabledKeys ?? []);
  const selectable = itemKeys.filter((key) => !disabled.has(key));
  const resolve = (keys: TableSelection | undefined) => new Set(keys === 'all' ? selectable : (keys ?? []));

  const [own, setOwn] = useState(() => resolve(defaultSelectedKeys));
  const selected = selectedKeys === undefined ? own : resolve(selectedKeys);

  const change = (next: Set<TableKey>) => {
    if (selectedKeys === undefined) setOwn(next);
    onSelectionChange?.(next);
  };

  const count = selectable.filter((key) => selected.has(key)).length;
  const all = count === 0 ? 'none' : count === selectable.length ? 'all' : 'some';

  return {
    isSelected: (key) => selected.has(key),
    isDisabled: (key) => disabled.has(key),
    hasSelectable: selectionMode !== 'none' && selectable.length > 0,
    all,
    toggle: (key) => {
      if (selectionMode === 'none' || disabled.has(key)) return;
      if (selectionMode === 'single') {
        change(new Set(selected.has(key) ? [] : [key]));
        return;
      }
      const next = new Set(selected);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      change(next);
    },
    toggleAll: () => {
      if (selectionMode !== 'multiple') return;
      const next = new Set(selected);
      for (const key of selectable) {
        if (all === 'all') next.delete(key);
        else next.add(key);
      }
      change(next);
    },
  };
}
