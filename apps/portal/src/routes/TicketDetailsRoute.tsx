import type { TicketAction, TicketDetail as TicketDetailApi } from '@partner-portal/api';
import { useApiClient, useMoveTicket, useTicket } from '@partner-portal/api/hooks';
import { serviceCallMessages } from '@partner-portal/forms/service-call-report';
import {
  AssignPartnerDialog,
  CancelTicketDialog,
  HoldTicketDialog,
  QcReviewDialog,
  ScheduleVisitDialog,
  TicketDetail,
  type TicketDetailData,
  type TicketFile,
} from '@partner-portal/forms/tickets';
import { useToast } from '@partner-portal/ui/feedback';
import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { useParams } from 'react-router';
import { routeTitles } from '../config/routeTitles.ts';
import { listFailureText } from '../lib/failureText.ts';
import { TicketNotesContainer } from './tickets/TicketNotesContainer.tsx';
import { useNow } from '../lib/useNow.ts';
import {
  useSatisfactionSurvey,
  useSubmitSatisfactionSurvey,
  useTicketPartners,
} from '@partner-portal/api/hooks';
import { CALL_ROLES } from '@partner-portal/api/roles';
import { storage } from '@partner-portal/api/storage';
import {
  SurveyAnswerForm,
  surveyMessages,
  type SurveyAnswerSubmission,
} from '@partner-portal/forms/satisfaction-survey';
import type { TicketStatus } from '@partner-portal/api';

/** Staff who record a customer's survey answers on the ticket (the dispatchers, issue 13's DISPATCHERS). */
const SURVEY_RECORDERS: readonly string[] = ['admin', 'project_manager', 'coordinator'];

/** A survey is taken once the visit is done. */
const SURVEY_STATUSES: readonly TicketStatus[] = ['completed', 'qc_passed'];

/**
 * The survey-answer form of a ticket (operations §2: "lists questions to be answered and submitted
 * for a ticket"): the ticket's survey (GET /management/csat-template/?ticket), every question on
 * one page, saved with POST /management/csat-response/; then a toast confirms and the ticket is
 * read again, so its Survey tab lists the answers. A refused save shows the server's message with the answers kept.
 */
function TicketSurveyForm({ ticketId, onSaved }: { ticketId: string; onSaved: () => Promise<unknown> }) {
  const intl = useIntl();
  const template = useSatisfactionSurvey(ticketId);
  const submit = useSubmitSatisfactionSurvey();
  const survey = template.data;
  const onSubmit = async (answers: SurveyAnswerSubmission[]) => {
    if (!survey) throw new Error('No survey to submit');
    try {
      await submit.trigger({ ticket: ticketId, surveyId: survey.id, answers });
    } catch (caught) {
      throw new Error(listFailureText(intl, caught) ?? '', { cause: caught });
    }
    await onSaved();
  };
  return (
    <SurveyAnswerForm
      survey={
        template.data === undefined
          ? undefined
          : (survey ?? { name: intl.formatMessage(routeTitles.csatSurvey), description: '', questions: [] })
      }
      isLoading={template.data === undefined && !template.error}
      hasLoadError={template.data === undefined && Boolean(template.error)}
      onSubmit={onSubmit}
    />
  );
}

/** The api's ticket with the report fields named by the service call report's own labels. */
function detailData(intl: IntlShape, ticket: TicketDetailApi): TicketDetailData {
  return {
    ...ticket,
    report: ticket.report && {
      ...ticket.report,
      fields: ticket.report.fields.map((field) => ({
        label: intl.formatMessage(serviceCallMessages[field.name]),
        value: field.value,
      })),
    },
  };
}

type Dialog = 'assign' | 'schedule' | 'hold' | 'cancel' | 'qc' | null;
const DIALOG_OF: Partial<Record<TicketAction, Dialog>> = {
  assign: 'assign',
  schedule: 'schedule',
  hold: 'hold',
  cancel: 'cancel',
  qc_pass: 'qc',
  qc_reject: 'qc',
};

/**
 * /ticket-details/:uuid: one ticket (GET /management/tickets/{ticket_id}/) with its SLA countdown,
 * customer, product, partner and visit, the history, the service call report with both signatures
 * and the rating, its files (opened through a 60 s signed link, asked for on each open), survey
 * answers, tasks and escalations, and the moves the signed-in role may make: moves that need
 * input open their dialog (assign, schedule, hold, cancel, QC review); the others run at once. A
 * refused move or a stale write (409) shows the server's message and keeps what was typed. A
 * dispatcher may record the customer's survey answers on a finished ticket without any (the
 * survey-answer form, operations §2).
 * Spec: access §1 'Project Management', operations §2, §7 'File upload' 3 (issue 13).
 */
export function TicketDetailsRoute() {
  const intl = useIntl();
  const toast = useToast();
  const client = useApiClient();
  const { uuid = '' } = useParams();
  const read = useTicket(uuid);
  const move = useMoveTicket();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [pending, setPending] = useState<TicketAction | null>(null);
  const partners = useTicketPartners(dialog === 'assign' ? uuid : null);
  const ticket = read.data;
  const data = useMemo(() => (ticket ? detailData(intl, ticket) : undefined), [intl, ticket]);
  const now = useNow();

  const close = () => {
    setDialog(null);
    setFormError(null);
  };
  const submit = async (action: TicketAction, extra: Record<string, unknown> = {}) => {
    if (!ticket) return;
    setFormError(null);
    setActionError(null);
    try {
      const answer = await move.trigger({
        ticketId: ticket.ticketId,
        move: { action, version: ticket.version, ...extra },
      });
      close();
      await read.mutate();
      toast.show({ type: 'success', message: answer.message });
    } catch (caught) {
      const text = listFailureText(intl, caught);
      if (dialog) setFormError(text);
      else setActionError(text);
    }
  };
  const onAction = async (action: TicketAction) => {
    const kind = DIALOG_OF[action];
    if (kind) {
      setFormError(null);
      setDialog(kind);
      return;
    }
    setPending(action);
    await submit(action);
    setPending(null);
  };
  const openFile = async (file: TicketFile) => {
    try {
      const { url } = await client.tickets.fileLink(uuid, file.key);
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (caught) {
      toast.show({ type: 'error', message: listFailureText(intl, caught) ?? '' });
    }
  };
  const [downloadingReport, setDownloadingReport] = useState(false);
  /** Issue 23: the completed report's PDF through a server-signed link (valid 60 s). */
  const downloadReport = async () => {
    setDownloadingReport(true);
    try {
      const { url } = await client.tickets.reportPdf(uuid);
      window.location.assign(url);
    } catch (caught) {
      toast.show({ type: 'error', message: listFailureText(intl, caught) ?? '' });
    } finally {
      setDownloadingReport(false);
    }
  };
  const number = ticket?.ticketNumber ?? '';

  return (
    <>
      <TicketDetail
        ticket={data}
        now={now}
        isLoading={read.isLoading}
        isNotFound={read.error?.status === 404}
        error={read.error && read.error.status !== 404 ? listFailureText(intl, read.error) : undefined}
        onRetry={() => void read.mutate()}
        onAction={(action) => void onAction(action)}
        pendingAction={pending}
        actionError={actionError}
        onOpenFile={(file) => void openFile(file)}
        onDownloadReport={() => void downloadReport()}
        isDownloadingReport={downloadingReport}
        notes={
          ticket && (CALL_ROLES.ticketNotes as readonly string[]).includes(storage.get('user_role') ?? '') ? (
            <TicketNotesContainer ticketId={ticket.ticketId} />
          ) : null
        }
        surveyForm={
          ticket &&
          SURVEY_STATUSES.includes(ticket.status) &&
          SURVEY_RECORDERS.includes(storage.get('user_role') ?? '') ? (
            <TicketSurveyForm
              ticketId={ticket.ticketId}
              onSaved={async () => {
                toast.show({ type: 'success', message: intl.formatMessage(surveyMessages.answersSaved) });
                await read.mutate();
              }}
            />
          ) : null
        }
      />
      {dialog === 'assign' ? (
        <AssignPartnerDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          ticketNumbers={[number]}
          partners={partners.data}
          isLoadingPartners={partners.isLoading}
          partnersError={partners.error ? listFailureText(intl, partners.error) : undefined}
          onRetryPartners={() => void partners.mutate()}
          formError={formError}
          onSubmit={({ partnerId }) => submit('assign', { partnerId })}
        />
      ) : null}
      {dialog === 'schedule' ? (
        <ScheduleVisitDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          ticketNumber={number}
          formError={formError}
          onSubmit={({ visitStart, visitEnd }) =>
            submit('schedule', {
              visitStart,
              visitEnd,
            })
          }
        />
      ) : null}
      {dialog === 'hold' ? (
        <HoldTicketDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          ticketNumber={number}
          formError={formError}
          onSubmit={({ reason }) => submit('hold', { reason })}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <CancelTicketDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          ticketNumber={number}
          formError={formError}
          onSubmit={({ reason }) => submit('cancel', { reason })}
        />
      ) : null}
      {dialog === 'qc' ? (
        <QcReviewDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && close()}
          ticketNumber={number}
          formError={formError}
          onSubmit={({ decision, reason }) =>
            submit(decision === 'pass' ? 'qc_pass' : 'qc_reject', reason ? { reason } : {})
          }
        />
      ) : null}
    </>
  );
}
