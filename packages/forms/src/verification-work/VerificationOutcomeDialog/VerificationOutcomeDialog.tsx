import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikRadioGroup } from '../../fields/FormikRadioGroup.tsx';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { verificationMessages as m } from '../messages.ts';
import {
  VERIFICATION_LIMITS,
  verificationOutcomeSchema,
  verificationSchemaMessages,
  type VerificationOutcomeValues,
} from '../schemas.ts';

/** Props of {@link VerificationOutcomeDialog}. */
export interface VerificationOutcomeDialogProps {
  /** Names the dialog: 'Outcome of the verification of TKT-300301'. */
  ticketNumber: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the outcome and the trimmed note. Reject or set `formError` to keep them. */
  onSubmit: (values: { outcome: 'verified' | 'discrepancy'; note: string }) => Promise<void>;
  /** The failure of the last submit. */
  formError?: string | null;
}

function Note() {
  const t = useIntl().formatMessage;
  const { values } = useFormikContext<VerificationOutcomeValues>();
  return (
    <FormikTextArea
      name="note"
      label={t(m.verifyNote)}
      description={t(m.verifyNoteHelp)}
      isRequired={values.outcome === 'discrepancy'}
      maxLength={VERIFICATION_LIMITS.reasonMax}
    />
  );
}

/** Records what the customer said: Verified, or Discrepancy with a note of 10 to 500 characters. */
export function VerificationOutcomeDialog({
  ticketNumber,
  isOpen,
  onOpenChange,
  onSubmit,
  formError,
}: VerificationOutcomeDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => verificationOutcomeSchema(verificationSchemaMessages(intl)), [intl]);
  return (
    <FormDialog<VerificationOutcomeValues>
      title={t(m.verifyOutcomeTitle, { number: ticketNumber })}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{ outcome: '', note: '' }}
      validationSchema={schema}
      onSubmit={(values) =>
        onSubmit({
          outcome: values.outcome === 'discrepancy' ? 'discrepancy' : 'verified',
          note: values.note,
        })
      }
      formError={formError}
      submitLabel={t(m.verifySubmitOutcome)}
    >
      <FormikRadioGroup
        name="outcome"
        label={t(m.verifyOutcome)}
        orientation="horizontal"
        isRequired
        options={[
          { value: 'verified', label: t(m.verifyVerified) },
          { value: 'discrepancy', label: t(m.verifyDiscrepancy) },
        ]}
      />
      <Note />
    </FormDialog>
  );
}
