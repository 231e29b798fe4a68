import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikSelect } from '../../fields/FormikSelect.tsx';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { ticketPriorityOptions } from '../labels.ts';
import { ticketMessages as m } from '../messages.ts';
import {
  TICKET_LIMITS,
  escalateTicketSchema,
  ticketSchemaMessages,
  type EscalateTicketValues,
} from '../schemas.ts';

/** Props of {@link EscalateTicketDialog}. */
export interface EscalateTicketDialogProps {
  /** Names the dialog: 'Escalate TKT-260017'. */
  ticketNumber: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Default: no reason, priority 'high'. */
  initialValues?: EscalateTicketValues;
  /** Called with the trimmed reason and the priority; reject or set `formError` to keep them. */
  onSubmit: (values: EscalateTicketValues) => Promise<void>;
  /** The failure of the last submit. */
  formError?: string | null;
}

/** Escalates a ticket: a reason (10 to 500 characters) and a priority (default High). */
export function EscalateTicketDialog({
  ticketNumber,
  isOpen,
  onOpenChange,
  initialValues = { reason: '', priority: 'high' },
  onSubmit,
  formError,
}: EscalateTicketDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => escalateTicketSchema(ticketSchemaMessages(intl)), [intl]);
  return (
    <FormDialog<EscalateTicketValues>
      title={t(m.escalateTitle, { number: ticketNumber })}
      intro={t(m.escalateIntro)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t(m.escalateSubmit)}
    >
      <FormikTextArea
        name="reason"
        label={t(m.escalateReason)}
        isRequired
        maxLength={TICKET_LIMITS.reasonMax}
      />
      <FormikSelect name="priority" label={t(m.priority)} isRequired options={ticketPriorityOptions(intl)} />
    </FormDialog>
  );
}
