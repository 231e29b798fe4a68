import { Text } from '@partner-portal/ui/primitives';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikTextArea } from '../../fields/FormikTextArea.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { ticketTaskMessages as m } from '../messages.ts';
import { CLOSE_TASKS_REMARKS_MAX, closeTasksSchema, type CloseTasksValues } from '../schema.ts';
import type { TaskRow } from '../types.ts';

/** Props of {@link CloseTasksDialog}. */
export interface CloseTasksDialogProps {
  /** The tasks to close (one names the dialog by its title, several by their count). */
  tasks: readonly Pick<TaskRow, 'id' | 'title' | 'ticketNumber'>[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the trimmed remarks ('' when none); reject or set `formError` to keep them. */
  onSubmit: (values: CloseTasksValues) => Promise<void>;
  /** The failure of the last submit. */
  formError?: string | null;
}

/**
 * Closes the selected task(s) with optional remarks (at most 500 characters): 'Close the task
 * “Confirm the visit”' or 'Close 3 tasks', listing the tasks. POST /management/close-tasks/.
 */
export function CloseTasksDialog({
  tasks,
  isOpen,
  onOpenChange,
  onSubmit,
  formError,
}: CloseTasksDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(
    () => closeTasksSchema({ remarksTooLong: t(m.remarksTooLong, { max: CLOSE_TASKS_REMARKS_MAX }) }),
    [t],
  );
  const title =
    tasks.length === 1 ? t(m.titleOne, { title: tasks[0]!.title }) : t(m.titleMany, { count: tasks.length });
  return (
    <FormDialog<CloseTasksValues>
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{ remarks: '' }}
      validationSchema={schema}
      onSubmit={(values) => onSubmit({ remarks: values.remarks ?? '' })}
      formError={formError}
      submitLabel={t(m.submit, { count: tasks.length })}
    >
      {tasks.length > 1 ? (
        <ul>
          {tasks.map((task) => (
            <li key={task.id}>
              <Text elementType="span">
                {task.ticketNumber} · {task.title}
              </Text>
            </li>
          ))}
        </ul>
      ) : null}
      <FormikTextArea
        name="remarks"
        label={t(m.remarks)}
        description={t(m.remarksHelp)}
        maxLength={CLOSE_TASKS_REMARKS_MAX}
      />
    </FormDialog>
  );
}
