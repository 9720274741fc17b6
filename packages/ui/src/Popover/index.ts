export { Popover, PopoverDialog, type PopoverDialogProps, type PopoverProps } from './Popover.tsx';
