export { VerificationOutcomeDialog } from './VerificationOutcomeDialog.tsx';
export type { VerificationOutcomeDialogProps } from './VerificationOutcomeDialog.tsx';
