export {
  Radio,
  RadioGroup,
  radioGroupVariants,
  type RadioGroupProps,
  type RadioGroupVariant,
  type RadioProps,
} from './RadioGroup.tsx';
