export { LazyToaster } from './lazy-toaster';
export {
  clearToasts,
  dismissToast,
  toast,
  useToasts,
  TOAST_DURATION_MS,
  TOAST_REMOVE_DELAY_MS,
  type ToastInput,
  type ToastVariant,
} from './toast-store';
