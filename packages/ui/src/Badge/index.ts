export {
  Badge,
  badgeSizes,
  badgeTones,
  StatusBadge,
  statusBadgeTones,
  type BadgeProps,
  type BadgeSize,
  type BadgeTone,
  type StatusBadgeProps,
  type StatusBadgeTone,
} from './Badge.tsx';
