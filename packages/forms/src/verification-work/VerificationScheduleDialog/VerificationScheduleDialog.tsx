import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikDateTimePicker } from '../../fields/FormikDateTimePicker.tsx';
import { FormikRadioGroup } from '../../fields/FormikRadioGroup.tsx';
import { FormikTextField } from '../../fields/FormikTextField.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { verificationMessages as m } from '../messages.ts';
import {
  VERIFICATION_LIMITS,
  verificationScheduleSchema,
  verificationSchemaMessages,
  type VerificationScheduleSubmission,
  type VerificationScheduleValues,
} from '../schemas.ts';

/** Props of {@link VerificationScheduleDialog}. */
export interface VerificationScheduleDialogProps {
  /** Names the dialog: 'Schedule the verification of TKT-300301'. */
  ticketNumber: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Starting values (a reschedule passes the current plan; the route proposes tomorrow 10:00). */
  initialValues?: VerificationScheduleValues;
  /** The time must be after this. Default: the time of validation. */
  now?: () => Date;
  /** Called with the instant (ISO 8601), channel and trimmed name. Reject or set `formError` to keep them. */
  onSubmit: (values: VerificationScheduleSubmission) => Promise<void>;
  /** The failure of the last submit. */
  formError?: string | null;
}

/**
 * Schedules (or moves) the verification of a completed visit: date and time (in the future),
 * channel (phone call or visit) and who calls or visits. A failed submit keeps every value.
 */
export function VerificationScheduleDialog({
  ticketNumber,
  isOpen,
  onOpenChange,
  initialValues = { at: '', channel: '', assigneeName: '' },
  now = () => new Date(),
  onSubmit,
  formError,
}: VerificationScheduleDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(
    () => verificationScheduleSchema(verificationSchemaMessages(intl), now),
    [intl, now],
  );
  return (
    <FormDialog<VerificationScheduleValues>
      title={t(m.verifyScheduleTitle, { number: ticketNumber })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) =>
        onSubmit({
          scheduledAt: new Date(values.at).toISOString(),
          channel: values.channel === 'visit' ? 'visit' : 'call',
          assigneeName: values.assigneeName,
        })
      }
      formError={formError}
      submitLabel={t(m.verifySubmitSchedule)}
    >
      <FormikDateTimePicker name="at" label={t(m.verifyAt)} isRequired />
      <FormikRadioGroup
        name="channel"
        label={t(m.verifyChannel)}
        orientation="horizontal"
        isRequired
        options={[
          { value: 'call', label: t(m.verifyCall) },
          { value: 'visit', label: t(m.verifyVisit) },
        ]}
      />
      <FormikTextField
        name="assigneeName"
        label={t(m.verifyAssignee)}
        isRequired
        maxLength={VERIFICATION_LIMITS.assigneeMax}
      />
    </FormDialog>
  );
}
