export {
  ProgressBar,
  progressBarSizes,
  type ProgressBarProps,
  type ProgressBarSize,
} from './ProgressBar.tsx';
