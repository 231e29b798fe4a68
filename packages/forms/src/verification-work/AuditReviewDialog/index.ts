export { AuditReviewDialog } from './AuditReviewDialog.tsx';
export type { AuditReviewDialogProps } from './AuditReviewDialog.tsx';
