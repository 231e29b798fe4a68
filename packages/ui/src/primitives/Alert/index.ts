export { Alert } from './Alert';
export type { AlertProps, AlertVariant } from './Alert';
