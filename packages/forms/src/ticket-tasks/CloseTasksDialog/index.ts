export { CloseTasksDialog } from './CloseTasksDialog.tsx';
export type { CloseTasksDialogProps } from './CloseTasksDialog.tsx';
