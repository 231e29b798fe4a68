export { ToastProvider, useToast } from './Toast';
export type { ToastApi, ToastProviderProps } from './Toast';
export { createToastQueue } from './toastQueue';
export type { CreateToastQueueOptions, ToastItem, ToastOptions, ToastQueue, ToastType } from './toastQueue';
