import type { SelectOption } from '@partner-portal/ui/inputs';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikSelect } from '../fields/FormikSelect.tsx';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { FormDialog } from './FormDialog.tsx';
import { managementMessages } from './messages.ts';
import { schemaMessages } from './schemaMessages.ts';
import { sowActionSchema, type SowActionValues } from './schemas.ts';
import { sowActionOptions } from './labels.ts';

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
  const schema = useMemo(() => sowActionSchema(schemaMessages(intl)), [intl]);
  return (
    <FormDialog<SowActionValues>
      title={t(managementMessages.addSowAction)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{ projectId: '', sowSubtype: '', action: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t(managementMessages.saveSowAction)}
    >
      <FormikSelect name="projectId" label={t(managementMessages.project)} options={projects} isRequired />
      <FormikTextField name="sowSubtype" label={t(managementMessages.sowsubtype)} isRequired />
      <FormikSelect
        name="action"
        label={t(managementMessages.action)}
        options={sowActionOptions(intl)}
        isRequired
      />
    </FormDialog>
  );
}
