export { ScheduleVisitDialog } from './ScheduleVisitDialog.tsx';
export type { ScheduleVisitDialogProps } from './ScheduleVisitDialog.tsx';
