import { Alert, Button } from '@partner-portal/ui/primitives';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikRadioGroup } from '../../fields/FormikRadioGroup.tsx';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { auditKindLabels, labelFor } from '../labels.ts';
import { verificationMessages as m } from '../messages.ts';
import {
  auditReviewSchema,
  VERIFICATION_LIMITS,
  verificationSchemaMessages,
  type AuditReviewValues,
} from '../schemas.ts';

/** Props of {@link AuditReviewDialog}. */
export interface AuditReviewDialogProps {
  /** The document: its file name, kind and ticket number. */
  document: { fileName: string; kind: string; ticket: { ticketNumber: string; customerName: string } };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Opens the document through a short-lived signed link (the parent asks for it and opens it). */
  onOpenDocument: () => void;
  /** True while the link is asked for. */
  isOpeningDocument?: boolean;
  /** Why the link could not be made (server message, time-out, offline). */
  documentError?: string | null;
  /** Called with the decision and the trimmed reason ('' for an accept). Reject or set `formError` to keep them. */
  onSubmit: (values: { decision: 'accepted' | 'rejected'; reason: string }) => Promise<void>;
  /** The failure of the last submit. */
  formError?: string | null;
}

function Reason() {
  const t = useIntl().formatMessage;
  const { values } = useFormikContext<AuditReviewValues>();
  return (
    <FormikTextArea
      name="reason"
      label={t(m.reason)}
      description={t(m.auditReasonHelp)}
      isRequired={values.decision === 'rejected'}
      maxLength={VERIFICATION_LIMITS.reasonMax}
    />
  );
}

/**
 * Reviews an audit document: 'Open document' (a signed link valid 60 s, opened by the parent),
 * then Accept, or Reject with a reason of 10 to 500 characters. A failed submit keeps both.
 */
export function AuditReviewDialog({
  document,
  isOpen,
  onOpenChange,
  onOpenDocument,
  isOpeningDocument = false,
  documentError,
  onSubmit,
  formError,
}: AuditReviewDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => auditReviewSchema(verificationSchemaMessages(intl)), [intl]);
  return (
    <FormDialog<AuditReviewValues>
      title={t(m.auditDialogTitle, { file: document.fileName, number: document.ticket.ticketNumber })}
      intro={`${labelFor(intl, auditKindLabels, document.kind)} · ${document.ticket.customerName}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{ decision: '', reason: '' }}
      validationSchema={schema}
      onSubmit={(values) =>
        onSubmit({
          decision: values.decision === 'rejected' ? 'rejected' : 'accepted',
          reason: values.reason,
        })
      }
      formError={formError}
      submitLabel={t(m.auditSubmit)}
    >
      <div>
        <Button variant="secondary" onPress={onOpenDocument} isPending={isOpeningDocument}>
          {t(m.auditOpen)}
        </Button>
      </div>
      {documentError ? <Alert variant="error">{documentError}</Alert> : null}
      <FormikRadioGroup
        name="decision"
        label={t(m.auditDecision)}
        orientation="horizontal"
        isRequired
        options={[
          { value: 'accepted', label: t(m.auditAccept) },
          { value: 'rejected', label: t(m.auditReject) },
        ]}
      />
      <Reason />
    </FormDialog>
  );
}
