export { SowActionDialog } from './SowActionDialog.tsx';
export type { SowActionDialogProps } from './SowActionDialog.tsx';
