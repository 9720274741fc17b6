export { Spinner, spinnerSizes, type SpinnerProps, type SpinnerSize } from './Spinner.tsx';
