export {
  Card,
  cardHeadingLevels,
  cardVariants,
  type CardHeadingLevel,
  type CardProps,
  type CardVariant,
} from './Card.tsx';
