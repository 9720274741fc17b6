export {
  StatCard,
  statCardIncreaseMeanings,
  type StatCardIncreaseMeaning,
  type StatCardProps,
} from './StatCard.tsx';
