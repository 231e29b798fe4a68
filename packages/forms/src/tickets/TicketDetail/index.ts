export { TicketDetail, ticketEventSentence } from './TicketDetail.tsx';
export type { TicketDetailProps } from './TicketDetail.tsx';
