/**
 * `@partner-portal/ui/feedback`: toast messages for React and non-React code, and the app-level
 * clean-up of react-aria's live announcer.
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
export { LiveAnnouncerSweeper } from '../feedback/LiveAnnouncerSweeper';
