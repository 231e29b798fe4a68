export { ReasonDialog } from './ReasonDialog.tsx';
export type { ReasonDialogProps } from './ReasonDialog.tsx';
