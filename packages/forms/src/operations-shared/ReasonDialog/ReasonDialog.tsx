import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormikTextField } from '../../fields/FormikTextField.tsx';
import { FormDialog } from '../FormDialog.tsx';
import { schemaMessages } from '../schemaMessages.ts';
import { reasonSchema, type ReasonValues } from '../schemas.ts';

/** Props of {@link ReasonDialog}. */
export interface ReasonDialogProps {
  /** Title, e.g. 'Return Compressor 1.5T'. */
  title: ReactNode;
  /** What happens, in a sentence. */
  intro?: ReactNode;
  /** Label of the reason field. */
  label: string;
  /** Fewest characters (after trimming). */
  minLength: number;
  /** Most characters. */
  maxLength: number;
  /** Text of the submit button. */
  submitLabel: ReactNode;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the trimmed reason. */
  onSubmit: (reason: string) => Promise<void>;
  /** The failure to show; the reason typed stays. */
  formError?: string | null;
}

/**
 * A dialog asking for a reason before a write: returning a spare (5-500 characters), asking for a
 * partner's removal (10-1000), rejecting partner data (remarks, 1-500). A failure keeps the text.
 * Spec: operations §7 'Management and warehouse' (return-spare, partner-remove-request, vendor-data-approve).
 */
export function ReasonDialog({
  title,
  intro,
  label,
  minLength,
  maxLength,
  submitLabel,
  isOpen,
  onOpenChange,
  onSubmit,
  formError,
}: ReasonDialogProps) {
  const intl = useIntl();
  const schema = useMemo(
    () => reasonSchema(schemaMessages(intl), minLength, maxLength),
    [intl, minLength, maxLength],
  );
  return (
    <FormDialog<ReasonValues>
      title={title}
      intro={intro}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{ reason: '' }}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(values.reason)}
      formError={formError}
      submitLabel={submitLabel}
    >
      <FormikTextField name="reason" label={label} isRequired maxLength={maxLength} />
    </FormDialog>
  );
}
