export { MarkPaidDialog } from './MarkPaidDialog.tsx';
export type { MarkPaidDialogProps } from './MarkPaidDialog.tsx';
