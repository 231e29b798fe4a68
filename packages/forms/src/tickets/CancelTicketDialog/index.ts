export { CancelTicketDialog } from './CancelTicketDialog.tsx';
