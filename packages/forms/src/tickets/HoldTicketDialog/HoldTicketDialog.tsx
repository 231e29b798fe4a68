import { useIntl } from 'react-intl';
import { ReasonDialog } from '../../operations-shared/ReasonDialog/ReasonDialog.tsx';
import { ticketMessages as m } from '../messages.ts';
import { TICKET_LIMITS, type TicketReasonValues } from '../schemas.ts';

/** Props of {@link HoldTicketDialog} and {@link CancelTicketDialog}. */
export interface TicketReasonDialogProps {
  /** Names the dialog, e.g. 'Put TKT-260017 on hold'. */
  ticketNumber: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the trimmed reason; reject or set `formError` to keep it. */
  onSubmit: (values: TicketReasonValues) => Promise<void>;
  /** The failure of the last submit. */
  formError?: string | null;
}

/** Puts a ticket on hold with a reason of 10 to 500 characters (kept after a failure). */
export function HoldTicketDialog({ ticketNumber, onSubmit, ...rest }: TicketReasonDialogProps) {
  const t = useIntl().formatMessage;
  return (
    <ReasonDialog
      {...rest}
      title={t(m.holdTitle, { number: ticketNumber })}
      intro={t(m.holdIntro)}
      label={t(m.holdReason)}
      minLength={TICKET_LIMITS.reasonMin}
      maxLength={TICKET_LIMITS.reasonMax}
      submitLabel={t(m.holdSubmit)}
      onSubmit={(reason) => onSubmit({ reason })}
    />
  );
}
