import type { Verification, VerificationQuery } from '@partner-portal/api';
import { useRecordVerification, useScheduleVerification, useVerifications } from '@partner-portal/api/hooks';
import { ListScreen } from '@partner-portal/forms/list-screen';
import {
  optionsFor,
  VerificationOutcomeDialog,
  VerificationScheduleDialog,
  verificationColumns,
  verificationStatusLabels,
  verificationMessages as m,
  type VerificationScheduleValues,
} from '@partner-portal/forms/verification-work';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../lib/failureText.ts';
import { useListParams } from '../lib/listParams.ts';
import { listView } from '../lib/listView.ts';

/** A local ISO date-time ('YYYY-MM-DDTHH:mm:00') of tomorrow at 10:00, the proposed verification time. */
function tomorrowAtTen(now = new Date()): string {
  const next = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 10, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${next.getFullYear()}-${pad(next.getMonth() + 1)}-${pad(next.getDate())}T10:00:00`;
}

/** The local ISO date-time of an instant, for the picker. */
function localDateTime(instant: string): string {
  const at = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:00`;
}

/**
 * /verify-schedule (verify_scheduler's landing page, access §6; "verify_scheduler only",
 * operations §6): the scheduler's completed visits to verify, open ones first. 'Schedule' plans a
 * call or a visit in the future (POST .../{id}/schedule/); 'Record outcome' marks a scheduled one
 * verified or a discrepancy with a note (POST .../{id}/outcome/). Issue 14.
 */
export function VerifyScheduleRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const list = useListParams({ filters: ['status'], defaultOrdering: 'status,created_at' });
  const status = list.state.filters.status as VerificationQuery['status'] | undefined;
  const read = useVerifications({ ...list.query, ...(status ? { status } : {}) }, { keepPreviousData: true });
  const schedule = useScheduleVerification();
  const record = useRecordVerification();
  const [dialog, setDialog] = useState<{ kind: 'schedule' | 'outcome'; row: Verification } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const openDialog = (kind: 'schedule' | 'outcome', row: Verification) => {
    setFormError(null);
    setDialog({ kind, row });
  };
  const run = async (write: () => Promise<{ message: string }>) => {
    setFormError(null);
    try {
      const answer = await write();
      setDialog(null);
      toast.show({ type: 'success', message: answer.message });
    } catch (caught) {
      setFormError(listFailureText(intl, caught));
    }
  };
  const planOf = (row: Verification): VerificationScheduleValues =>
    row.scheduledAt
      ? {
          at: localDateTime(row.scheduledAt),
          channel: row.channel ?? '',
          assigneeName: row.assigneeName ?? '',
        }
      : { at: tomorrowAtTen(), channel: 'call', assigneeName: '' };
  return (
    <>
      <ListScreen
        title={t(m.verifyTitle)}
        description={t(m.verifyDescription)}
        columns={verificationColumns(intl)}
        {...listView(intl, read)}
        state={list.state}
        onStateChange={list.setState}
        filters={[{ id: 'status', label: t(m.status), options: optionsFor(intl, verificationStatusLabels) }]}
        emptyTitle={t(m.verifyEmpty)}
        rowActionsLabel={t(m.actions)}
        rowActions={(row: Verification) =>
          row.status === 'to_schedule' || row.status === 'scheduled' ? (
            <>
              <Button
                size="sm"
                variant={row.status === 'to_schedule' ? 'primary' : 'secondary'}
                aria-label={t(
                  row.status === 'to_schedule' ? m.verifyScheduleLabel : m.verifyRescheduleLabel,
                  {
                    number: row.ticket.ticketNumber,
                  },
                )}
                onPress={() => openDialog('schedule', row)}
              >
                {t(row.status === 'to_schedule' ? m.verifySchedule : m.verifyReschedule)}
              </Button>
              {row.status === 'scheduled' ? (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={t(m.verifyRecordLabel, { number: row.ticket.ticketNumber })}
                  onPress={() => openDialog('outcome', row)}
                >
                  {t(m.verifyRecord)}
                </Button>
              ) : null}
            </>
          ) : null
        }
      />
      {dialog?.kind === 'schedule' ? (
        <VerificationScheduleDialog
          isOpen
          ticketNumber={dialog.row.ticket.ticketNumber}
          initialValues={planOf(dialog.row)}
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          formError={formError}
          onSubmit={(plan) => run(() => schedule.trigger({ id: dialog.row.id, ...plan }))}
        />
      ) : null}
      {dialog?.kind === 'outcome' ? (
        <VerificationOutcomeDialog
          isOpen
          ticketNumber={dialog.row.ticket.ticketNumber}
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          formError={formError}
          onSubmit={(outcome) => run(() => record.trigger({ id: dialog.row.id, ...outcome }))}
        />
      ) : null}
    </>
  );
}
