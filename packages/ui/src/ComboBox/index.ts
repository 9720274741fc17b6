export {
  ComboBox,
  ComboBoxItem,
  ComboBoxSection,
  type ComboBoxItemProps,
  type ComboBoxProps,
  type ComboBoxSectionProps,
} from './ComboBox.tsx';
