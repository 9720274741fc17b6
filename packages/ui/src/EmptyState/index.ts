export {
  EmptyState,
  emptyStateHeadingLevels,
  type EmptyStateHeadingLevel,
  type EmptyStateProps,
} from './EmptyState.tsx';
