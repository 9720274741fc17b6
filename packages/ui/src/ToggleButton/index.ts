export {
  ToggleButton,
  toggleButtonSizes,
  type ToggleButtonProps,
  type ToggleButtonSize,
} from './ToggleButton.tsx';
