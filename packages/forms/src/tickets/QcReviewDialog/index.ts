export { QcReviewDialog } from './QcReviewDialog.tsx';
export type { QcReviewDialogProps } from './QcReviewDialog.tsx';
