// The ticket as the work queues of the verification and audit roles name it (issue 14).

/** A ticket embedded in a work item: number, customer, place, product and status. */
export interface WorkTicket {
  /** 32 hex characters: the id of /ticket-details/{uuid}. */
  ticketId: string;
  /** TKT-300001. */
  ticketNumber: string;
  customerName: string;
  /** Empty while the address is not resolved (raw-address). */
  district: string;
  state: string;
  pincode: string;
  productName: string;
  serialNumber: string;
  sowSubtype: string;
  /** The ticket's lifecycle status (new, completed, closed...). */
  status: string;
}

/** The server's words for {@link WorkTicket}. */
export interface WireWorkTicket {
  ticket_id: string;
  ticket_number: string;
  customer_name: string;
  district: string;
  state: string;
  pincode: string;
  product_name: string;
  serial_number: string;
  sowsubtype: string;
  status: string;
}

/** Maps a work item's ticket from the server's words. Internal helper of the resources. */
export function workTicketFromWire(wire: WireWorkTicket): WorkTicket {
  return {
    ticketId: wire.ticket_id,
    ticketNumber: wire.ticket_number,
    customerName: wire.customer_name,
    district: wire.district,
    state: wire.state,
    pincode: wire.pincode,
    productName: wire.product_name,
    serialNumber: wire.serial_number,
    sowSubtype: wire.sowsubtype,
    status: wire.status,
  };
}
