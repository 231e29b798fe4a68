export { CreateTicketForm } from './CreateTicketForm.tsx';
export type { CreateTicketFormProps, PincodeLookup } from './CreateTicketForm.tsx';
