/**
 * `@partner-portal/ui/feedback`: toast messages for React and non-React code.
 * @packageDocumentation
 */
export { ToastProvider, createToastQueue, useToast } from '../feedback/Toast';
export type {
  CreateToastQueueOptions,
  ToastApi,
  ToastItem,
  ToastOptions,
  ToastProviderProps,
  ToastQueue,
  ToastType,
} from '../feedback/Toast';
