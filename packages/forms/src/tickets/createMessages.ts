import { defineMessages, type NoMessageValues, type TypedMessageDescriptor } from 'react-intl';

const plain = defineMessages({
  title: { id: 'tickets.create.title', defaultMessage: 'Create a ticket' },
  intro: {
    id: 'tickets.create.intro',
    defaultMessage: 'The ticket starts as New; assign a partner from the ticket list.',
  },
  ticketGroup: { id: 'tickets.create.ticketGroup', defaultMessage: 'Work order' },
  customerGroup: { id: 'tickets.create.customerGroup', defaultMessage: 'Customer' },
  productGroup: { id: 'tickets.create.productGroup', defaultMessage: 'Product' },
  phoneHelp: { id: 'tickets.create.phoneHelp', defaultMessage: '10 digits, without +91' },
  phoneInvalid: { id: 'tickets.create.phoneInvalid', defaultMessage: 'Enter a 10-digit phone number.' },
  pincodeHelp: {
    id: 'tickets.create.pincodeHelp',
    defaultMessage: 'District and state are filled from the pincode.',
  },
  pincodeInvalid: { id: 'tickets.create.pincodeInvalid', defaultMessage: 'Enter a 6-digit pincode.' },
  pincodeLooking: { id: 'tickets.create.pincodeLooking', defaultMessage: 'Looking up the pincode…' },
  pincodeNotFound: {
    id: 'tickets.create.pincodeNotFound',
    defaultMessage: 'This pincode is not known. Check it, or ask an admin to add it.',
  },
  pincodeLookupFailed: {
    id: 'tickets.create.pincodeLookupFailed',
    defaultMessage: 'The pincode could not be looked up. District and state are filled by the server.',
  },
  fromPincode: { id: 'tickets.create.fromPincode', defaultMessage: 'From the pincode' },
  slaInPast: { id: 'tickets.create.slaInPast', defaultMessage: 'Choose a time after now.' },
  submit: { id: 'tickets.create.submit', defaultMessage: 'Create ticket' },
  failed: { id: 'tickets.create.failed', defaultMessage: 'The ticket was not created' },
});

/** Type of {@link createTicketMessages}. */
export type CreateTicketMessages = {
  readonly [K in keyof typeof plain]: TypedMessageDescriptor<NoMessageValues>;
};

/** Texts of the create-ticket form (/create-ticket). */
export const createTicketMessages: CreateTicketMessages = plain;
