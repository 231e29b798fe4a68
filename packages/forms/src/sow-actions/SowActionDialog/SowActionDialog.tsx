import type { SelectOption } from '@partner-portal/ui/inputs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikSelect } from '../../fields/FormikSelect.tsx';
import { FormikTextField } from '../../fields/FormikTextField.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { sowActionMessages } from '../messages.ts';
import { sowActionSchema, sowActionSchemaMessages, type SowActionValues } from '../schema.ts';
import { sowActionOptions } from '../../operations-shared/labels.ts';

/** Props of {@link SowActionDialog}. */
export interface SowActionDialogProps {
  /** The projects to choose from (`id` is the project id). */
  projects: readonly SelectOption[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the project id (as a string), the trimmed subtype and the action. */
  onSubmit: (values: SowActionValues) => Promise<void>;
  /** The failure to show (e.g. 'This action is already set for this SOW subtype.'); values stay. */
  formError?: string | null;
}

/**
 * 'Add action': a project, a SOW subtype (2-80 characters) and the action it triggers.
 * Spec: operations §7 'Management and warehouse' (POST /management/add-sowsubtype-action/).
 */
export function SowActionDialog({
  projects,
  isOpen,
  onOpenChange,
  onSubmit,
  formError,
}: SowActionDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => sowActionSchema(sowActionSchemaMessages(intl)), [intl]);
  return (
    <FormDialog<SowActionValues>
      title={t(sowActionMessages.addSowAction)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{ projectId: '', sowSubtype: '', action: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t(sowActionMessages.saveSowAction)}
    >
      <FormikSelect name="projectId" label={t(sowActionMessages.project)} options={projects} isRequired />
      <FormikTextField name="sowSubtype" label={t(sowActionMessages.sowsubtype)} isRequired />
      <FormikSelect
        name="action"
        label={t(sowActionMessages.action)}
        options={sowActionOptions(intl)}
        isRequired
      />
    </FormDialog>
  );
}
