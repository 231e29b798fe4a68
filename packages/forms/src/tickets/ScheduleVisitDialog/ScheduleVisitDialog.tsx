import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikDateTimePicker } from '../../fields/FormikDateTimePicker.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { ticketMessages as m } from '../messages.ts';
import {
  scheduleVisitSchema,
  ticketSchemaMessages,
  toInstant,
  type ScheduleVisitSubmission,
  type ScheduleVisitValues,
} from '../schemas.ts';

/** Props of {@link ScheduleVisitDialog}. */
export interface ScheduleVisitDialogProps {
  /** Names the dialog: 'Schedule the visit of TKT-260017'. */
  ticketNumber: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The current window to change (ISO), if any. Default: empty. */
  initialValues?: ScheduleVisitValues;
  /**
   * Called with the window as ISO 8601 instants (`visitStart`, `visitEnd`; 15-minute steps in the
   * browser's time zone). Reject or set `formError` to keep the values.
   */
  onSubmit: (values: ScheduleVisitSubmission) => Promise<void>;
  /** The failure of the last submit. */
  formError?: string | null;
}

/**
 * Schedules (or moves) the visit of a ticket: 'Visit starts' and 'Visit ends' date-time pickers,
 * both required, the end after the start. A failed submit keeps both values.
 */
export function ScheduleVisitDialog({
  ticketNumber,
  isOpen,
  onOpenChange,
  initialValues = { start: '', end: '' },
  onSubmit,
  formError,
}: ScheduleVisitDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => scheduleVisitSchema(ticketSchemaMessages(intl)), [intl]);
  return (
    <FormDialog<ScheduleVisitValues>
      title={t(m.scheduleTitle, { number: ticketNumber })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) =>
        onSubmit({ visitStart: toInstant(values.start), visitEnd: toInstant(values.end) })
      }
      formError={formError}
      submitLabel={t(m.scheduleSubmit)}
    >
      <FormikDateTimePicker name="start" label={t(m.visitStart)} isRequired />
      <FormikDateTimePicker name="end" label={t(m.visitEnd)} isRequired />
    </FormDialog>
  );
}
