export { KciChecklistDialog } from './KciChecklistDialog.tsx';
export type { KciChecklistDialogProps } from './KciChecklistDialog.tsx';
