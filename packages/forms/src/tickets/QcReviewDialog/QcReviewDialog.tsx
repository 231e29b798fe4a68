import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useFormikContext } from 'formik';
import { FormikRadioGroup } from '../../fields/FormikRadioGroup.tsx';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { ticketMessages as m } from '../messages.ts';
import {
  TICKET_LIMITS,
  qcReviewSchema,
  ticketSchemaMessages,
  type QcReviewSubmission,
  type QcReviewValues,
} from '../schemas.ts';

/** Props of {@link QcReviewDialog}. */
export interface QcReviewDialogProps {
  /** Names the dialog: 'Quality review of TKT-260017'. */
  ticketNumber: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with 'pass' or 'reject' and the trimmed remarks; reject or set `formError` to keep them. */
  onSubmit: (values: QcReviewSubmission) => Promise<void>;
  /** The failure of the last submit. */
  formError?: string | null;
}

function Remarks() {
  const t = useIntl().formatMessage;
  const { values } = useFormikContext<QcReviewValues>();
  return (
    <FormikTextArea
      name="reason"
      label={t(m.qcRemarks)}
      description={t(m.qcRemarksHelp)}
      isRequired={values.decision === 'reject'}
      maxLength={TICKET_LIMITS.qcReasonMax}
    />
  );
}

/** The quality review of a completed ticket: Pass, or Reject with the remarks required. */
export function QcReviewDialog({
  ticketNumber,
  isOpen,
  onOpenChange,
  onSubmit,
  formError,
}: QcReviewDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => qcReviewSchema(ticketSchemaMessages(intl)), [intl]);
  return (
    <FormDialog<QcReviewValues>
      title={t(m.qcTitle, { number: ticketNumber })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{ decision: '', reason: '' }}
      validationSchema={schema}
      onSubmit={(values) =>
        onSubmit({ decision: values.decision === 'reject' ? 'reject' : 'pass', reason: values.reason ?? '' })
      }
      formError={formError}
      submitLabel={t(m.qcSubmit)}
    >
      <FormikRadioGroup
        name="decision"
        label={t(m.qcDecision)}
        orientation="horizontal"
        isRequired
        options={[
          { value: 'pass', label: t(m.qcPass) },
          { value: 'reject', label: t(m.qcReject) },
        ]}
      />
      <Remarks />
    </FormDialog>
  );
}
