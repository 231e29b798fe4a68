export { EscalateTicketDialog } from './EscalateTicketDialog.tsx';
export type { EscalateTicketDialogProps } from './EscalateTicketDialog.tsx';
