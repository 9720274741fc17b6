export {
  Dialog,
  DialogTrigger,
  dialogSizes,
  type DialogProps,
  type DialogRenderContext,
  type DialogSize,
  type DialogTriggerProps,
} from './Dialog.tsx';
