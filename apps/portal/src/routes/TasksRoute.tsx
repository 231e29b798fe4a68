import type { ProjectTask, TaskQuery } from '@partner-portal/api';
import { useCloseTasks, useTasks } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import { CloseTasksDialog, taskColumns, type TaskRow } from '@partner-portal/forms/ticket-tasks';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useMemo, useState } from 'react';
import type { Key, Selection } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { userCan } from '../lib/access.ts';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';
import { ticketRouteMessages as r } from './tickets/messages.ts';

const asRow = (task: ProjectTask): TaskRow => ({ ...task, ticketId: task.ticketId ?? '' });

/**
 * /tasks (data_entry's and, below 992 px, the coordinator's landing page; project_manager, admin):
 * the tasks (GET /management/tasks/), open and assigned to the signed-in user by default, with
 * 'Assigned to' and 'Status' filters, search, sorting and paging in the URL. Selected open tasks
 * close with optional remarks (POST /management/close-tasks/, all or none); a row opens its
 * ticket. A failed close keeps the dialog and the remarks. Spec: operations §2 tasks, §6, §7.
 */
export function TasksRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const navigate = useNavigate();
  const list = useListParams({ filters: ['assigned', 'status'], defaultOrdering: 'due_date' });
  const mine = list.state.filters.assigned !== 'everyone';
  const status = list.state.filters.status === 'closed' ? 'closed' : 'open';
  const query = useMemo<TaskQuery>(
    () => ({ ...list.query, status, ...(mine ? { mine: true } : {}) }),
    [list.query, status, mine],
  );
  const read = useTasks(query, { keepPreviousData: true });
  const close = useCloseTasks();
  const [selected, setSelected] = useState<Selection>(new Set());
  const [isClosing, setClosing] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const rows = useMemo(() => read.data?.results.map(asRow), [read.data]);
  const chosen = selected === 'all' ? (rows ?? []) : (rows ?? []).filter((row) => selected.has(row.id));
  const canClose = userCan('closeTasks') && status === 'open';

  return (
    <>
      <ListScreen<TaskRow>
        title={t(r.tasksTitle)}
        columns={taskColumns(intl)}
        {...listView(intl, read)}
        rows={rows}
        state={{
          ...list.state,
          filters: { ...list.state.filters, assigned: mine ? 'me' : 'everyone', status },
        }}
        onStateChange={list.setState}
        filters={[
          {
            id: 'assigned',
            label: t(r.myTasks),
            options: [
              { id: 'me', label: t(r.mineOnly) },
              { id: 'everyone', label: t(r.everyone) },
            ],
          },
          {
            id: 'status',
            label: t(r.taskStatus),
            options: [
              { id: 'open', label: t(r.taskOpen) },
              { id: 'closed', label: t(r.taskClosed) },
            ],
          },
        ]}
        emptyTitle={t(r.noTasks)}
        onRowAction={(key: Key) => {
          const task = rows?.find((row) => row.id === key);
          if (task?.ticketId) void navigate(hrefTo('ticketDetails', { uuid: task.ticketId }));
        }}
        {...(canClose
          ? {
              selectionMode: 'multiple' as const,
              selectedKeys: selected,
              onSelectionChange: setSelected,
              toolbar: (
                <Button
                  variant="primary"
                  size="sm"
                  isDisabled={chosen.length === 0}
                  onPress={() => {
                    setFormError(null);
                    setClosing(true);
                  }}
                >
                  {t(r.closeSelected)}
                </Button>
              ),
            }
          : {})}
      />
      {isClosing ? (
        <CloseTasksDialog
          tasks={chosen}
          isOpen
          onOpenChange={(isOpen) => !isOpen && setClosing(false)}
          formError={formError}
          onSubmit={async ({ remarks }) => {
            setFormError(null);
            try {
              const answer = await close.trigger({
                taskIds: chosen.map((task) => task.id),
                ...(remarks.trim() ? { remarks: remarks.trim() } : {}),
              });
              setClosing(false);
              setSelected(new Set());
              toast.show({ type: 'success', message: answer.message });
            } catch (caught) {
              setFormError(listFailureText(intl, caught));
            }
          }}
        />
      ) : null}
    </>
  );
}
