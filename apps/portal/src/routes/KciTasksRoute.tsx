import type { KciTask, KciTaskQuery } from '@partner-portal/api';
import { useCompleteKciTask, useKciTasks } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import {
  KciChecklistDialog,
  kciStatusLabels,
  kciTaskColumns,
  optionsFor,
  verificationMessages as m,
} from '@partner-portal/forms/verification-work';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/**
 * /kci-tasks (kci's landing page, access §6; "kci, coordinator, admin: kci-tasks", operations §6):
 * the KCI checklists of finished visits (a kci user's own; all for coordinators and admins),
 * pending by default, and 'Complete checklist': every item pass, fail or N/A, a remark for each
 * failed one (POST /management/kci-tasks/{id}/complete/). Issue 14.
 */
export function KciTasksRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const list = useListParams({ filters: ['status'], defaultOrdering: 'due_at' });
  const status = list.state.filters.status as KciTaskQuery['status'] | undefined;
  const read = useKciTasks({ ...list.query, ...(status ? { status } : {}) }, { keepPreviousData: true });
  const complete = useCompleteKciTask();
  const [open, setOpen] = useState<KciTask | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <>
      <ListScreen
        title={t(m.kciTitle)}
        description={t(m.kciDescription)}
        columns={kciTaskColumns(intl)}
        {...listView(intl, read)}
        state={list.state}
        onStateChange={list.setState}
        filters={[
          {
            id: 'status',
            label: t(m.status),
            options: optionsFor(intl, kciStatusLabels, ['pending', 'completed']),
          },
        ]}
        emptyTitle={t(m.kciEmpty)}
        rowActionsLabel={t(m.actions)}
        rowActions={(row: KciTask) =>
          row.status === 'pending' ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t(m.kciCompleteLabel, { number: row.ticket.ticketNumber })}
              onPress={() => {
                setFormError(null);
                setOpen(row);
              }}
            >
              {t(m.kciComplete)}
            </Button>
          ) : null
        }
      />
      {open ? (
        <KciChecklistDialog
          isOpen
          checklist={open}
          onOpenChange={(isOpen) => !isOpen && setOpen(null)}
          formError={formError}
          onSubmit={async (answers) => {
            setFormError(null);
            try {
              const answer = await complete.trigger({ id: open.id, answers });
              setOpen(null);
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
