export { HoldTicketDialog } from './HoldTicketDialog.tsx';
export type { TicketReasonDialogProps } from './HoldTicketDialog.tsx';
