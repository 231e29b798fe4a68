import { useIntl } from 'react-intl';
import { ReasonDialog } from '../../operations-shared/ReasonDialog/ReasonDialog.tsx';
import type { TicketReasonDialogProps } from '../HoldTicketDialog/HoldTicketDialog.tsx';
import { ticketMessages as m } from '../messages.ts';
import { TICKET_LIMITS } from '../schemas.ts';

/** Cancels a ticket with a reason of 10 to 500 characters (kept after a failure); it cannot be reopened. */
export function CancelTicketDialog({ ticketNumber, onSubmit, ...rest }: TicketReasonDialogProps) {
  const t = useIntl().formatMessage;
  return (
    <ReasonDialog
      {...rest}
      title={t(m.cancelTitle, { number: ticketNumber })}
      intro={t(m.cancelTicketIntro)}
      label={t(m.cancelTicketReason)}
      minLength={TICKET_LIMITS.reasonMin}
      maxLength={TICKET_LIMITS.reasonMax}
      submitLabel={t(m.cancelTicketSubmit)}
      onSubmit={(reason) => onSubmit({ reason })}
    />
  );
}
