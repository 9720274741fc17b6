export {
  Checkbox,
  CheckboxGroup,
  checkboxGroupOrientations,
  type CheckboxGroupOrientation,
  type CheckboxGroupProps,
  type CheckboxProps,
} from './Checkbox.tsx';
