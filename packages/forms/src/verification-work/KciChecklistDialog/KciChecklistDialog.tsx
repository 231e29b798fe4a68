import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikRadioGroup } from '../../fields/FormikRadioGroup.tsx';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { verificationMessages as m } from '../messages.ts';
import {
  kciChecklistSchema,
  VERIFICATION_LIMITS,
  verificationSchemaMessages,
  type KciChecklistSubmission,
  type KciChecklistValues,
} from '../schemas.ts';

/** Props of {@link KciChecklistDialog}. */
export interface KciChecklistDialogProps {
  /** The checklist: its template, its ticket's number and product, and its items in order. */
  checklist: {
    templateName: string;
    ticket: { ticketNumber: string; productName: string; serialNumber: string };
    items: readonly { id: number; label: string }[];
  };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with one answer per item (trimmed remarks, '' when none). Reject or set `formError` to keep the answers. */
  onSubmit: (answers: KciChecklistSubmission) => Promise<void>;
  /** The failure of the last submit (server message, time-out or offline text). */
  formError?: string | null;
}

/**
 * Completes a KCI checklist: each item answered Pass, Fail or N/A (a radio group named by the item),
 * with a remark, required for a failed item. A failed submit keeps every answer and remark.
 */
export function KciChecklistDialog({
  checklist,
  isOpen,
  onOpenChange,
  onSubmit,
  formError,
}: KciChecklistDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => kciChecklistSchema(verificationSchemaMessages(intl)), [intl]);
  const initialValues = useMemo<KciChecklistValues>(
    () => ({ answers: checklist.items.map((item) => ({ itemId: item.id, answer: '', remark: '' })) }),
    [checklist],
  );
  const options = [
    { value: 'pass', label: t(m.kciPass) },
    { value: 'fail', label: t(m.kciFail) },
    { value: 'na', label: t(m.kciNa) },
  ];
  return (
    <FormDialog<KciChecklistValues>
      title={t(m.kciDialogTitle, { template: checklist.templateName, number: checklist.ticket.ticketNumber })}
      intro={`${checklist.ticket.productName} · ${checklist.ticket.serialNumber}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={(values) =>
        onSubmit(
          values.answers.map((answer) => ({
            itemId: answer.itemId,
            answer: answer.answer as 'pass' | 'fail' | 'na',
            remark: answer.remark,
          })),
        )
      }
      formError={formError}
      submitLabel={t(m.kciSubmit)}
    >
      {checklist.items.map((item, index) => (
        <div key={item.id}>
          <FormikRadioGroup
            name={`answers.${index}.answer`}
            label={item.label}
            orientation="horizontal"
            isRequired
            options={options}
          />
          <FormikTextArea
            name={`answers.${index}.remark`}
            label={t(m.kciRemarkFor, { item: item.label })}
            maxLength={VERIFICATION_LIMITS.remarkMax}
            minRows={1}
          />
        </div>
      ))}
    </FormDialog>
  );
}
