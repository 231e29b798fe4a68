export { TicketRowActions } from './TicketRowActions.tsx';
export type { TicketRowAction, TicketRowActionsProps } from './TicketRowActions.tsx';
