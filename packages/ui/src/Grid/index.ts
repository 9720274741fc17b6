export {
  Grid,
  gridBreakpoints,
  gridColumnCounts,
  type GridBreakpoint,
  type GridColumnCount,
  type GridProps,
  type ResponsiveColumns,
} from './Grid.tsx';
