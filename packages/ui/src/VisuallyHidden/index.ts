export {
  VisuallyHidden,
  visuallyHiddenElements,
  type VisuallyHiddenElement,
  type VisuallyHiddenProps,
} from './VisuallyHidden.tsx';
