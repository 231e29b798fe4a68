export { ToastProvider, useToast } from './ToastProvider';
export type { ToastApi, ToastProviderProps } from './ToastProvider';
export { createToastQueue } from './toastQueue';
export type { CreateToastQueueOptions, ToastItem, ToastOptions, ToastQueue, ToastType } from './toastQueue';
