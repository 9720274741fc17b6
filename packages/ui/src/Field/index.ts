export {
  bareInputStyles,
  Description,
  FieldError,
  fieldStyles,
  inputFrameStyles,
  Label,
  type DescriptionProps,
  type FieldErrorProps,
  type LabelProps,
} from './Field.tsx';
