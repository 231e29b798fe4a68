export { VerificationScheduleDialog } from './VerificationScheduleDialog.tsx';
export type { VerificationScheduleDialogProps } from './VerificationScheduleDialog.tsx';
