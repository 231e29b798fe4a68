import {
  draftKeys,
  isOfflineFailure,
  newIdempotencyKey,
  useFormDraft,
  useSubmitQueue,
  type QueuedSubmit,
} from '@partner-portal/api/field-drafts';
import {
  useCreateServiceCallReport,
  useServiceCallReportFeedback,
  useServiceCallReportLink,
} from '@partner-portal/api/hooks';
import type { ServiceCallFeedback, ServiceCallReport, ServiceCallReportPrefill } from '@partner-portal/api';
import { FieldFormNotice, type QueuedSubmitStatus } from '@partner-portal/forms/field-drafts';
import {
  ServiceCallReportForm,
  type CustomerFeedback,
  type EngineerReport,
  type ServiceCallPrefill,
  type ServiceCallValues,
} from '@partner-portal/forms/service-call-report';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { failureText } from '../lib/failureText.ts';
import { linkCheckOutcome } from '../lib/failureText.ts';
import { useServerRendered } from '../lib/serverData.tsx';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/** Queue kind of the report's offline submits. */
const QUEUE_KIND = 'service-call-report';

/** The report's draft on the device: values, step, the saved record and the submits' keys. */
interface ReportDraft {
  values: ServiceCallValues;
  step: 0 | 1;
  reportId: number | null;
  reportKey: string;
  feedbackKey: string;
  /** The link's prefill, so a reload without connection still shows the form. */
  prefill?: ServiceCallPrefill;
  /** Step 1 as queued offline and not yet sent. */
  pendingReport?: ServiceCallReport;
}

/** A queued submit of the report: step 1 (when not yet saved) and/or step 2. */
interface QueuedReport {
  ticketId: string;
  linkId: string;
  report?: ServiceCallReport;
  reportId?: number | null;
  feedback?: ServiceCallFeedback;
}

/**
 * /cso_form/{ticket_id}/{url_id} (public, reached by link): the service call report. Checks the
 * link first (GET /management/cso-url-check/; the server's message in red for an invalid link,
 * 'Error Checking Link!' when it cannot be checked), pre-fills case number, service type, arrival
 * and fixed dates, address and customer from it; step 1 creates the record (POST
 * /management/cso-data/, multipart with the engineer's signature), step 2 updates it (PUT
 * /management/cso-data/{id}/ with the customer's) and goes to /success; both saves carry the
 * link's ids, its credential (issue 15). A failed save shows 'Error
 * Saving Form Data!' plus the error with every value kept. Spec: operations §2 'Service Call Report
 * form', §3, §4, §7 'Forms and surveys', §8 'Forms'.
 *
 * Issue 23: what is typed (signatures included) is kept on the device per link and restored with
 * 'Draft restored' / 'Discard draft'; a submit made offline is queued on the device and sent when
 * the connection returns, each step under its own Idempotency-Key so it is stored once.
 *
 * Issue 21: the server sends this page rendered with the link's prefill, its first step (usable
 * before any script: text typed early is adopted, a press replayed).
 */
export function ServiceCallReportRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ticket_id: ticketId = '', url_id: urlId = '' } = useParams<'ticket_id' | 'url_id'>();
  const link = ticketId && urlId ? { ticketId, linkId: urlId } : null;
  // Issue 21: the server renders this form with the link's prefill (prerender.tsx); the app
  // hydrates it as it is, without a draft (boot.ts renders anew when the device holds one).
  const server = useServerRendered<ServiceCallReportPrefill>(useLocation().pathname);
  const check = useServiceCallReportLink(link, server ? { fallbackData: server.data } : undefined);
  const create = useCreateServiceCallReport();
  const addFeedback = useServiceCallReportFeedback();
  const draft = useFormDraft<ReportDraft>(link ? draftKeys.serviceCallReport(ticketId, urlId) : null, {
    assumeNone: server?.hydrating ?? false,
  });
  const [queueStatus, setQueueStatus] = useState<QueuedSubmitStatus | null>(null);
  const state = useRef<Omit<ReportDraft, 'values' | 'prefill'> | null>(null);
  const lastValues = useRef<ServiceCallValues | undefined>(undefined);
  /** The draft generation {@link state} was taken from (a draft found after hydrating remounts the form). */
  const stateGeneration = useRef(draft.generation);
  if (draft.status === 'ready' && draft.draft && stateGeneration.current !== draft.generation) {
    state.current = null;
  }
  if (state.current === null && draft.status === 'ready') {
    stateGeneration.current = draft.generation;
    state.current = {
      step: draft.draft?.step ?? 0,
      reportId: draft.draft?.reportId ?? null,
      reportKey: draft.draft?.reportKey ?? newIdempotencyKey(),
      feedbackKey: draft.draft?.feedbackKey ?? newIdempotencyKey(),
      pendingReport: draft.draft?.pendingReport,
    };
    lastValues.current = draft.draft?.values;
  }
  const prefill = check.data ?? draft.draft?.prefill;
  const outcome = prefill ? undefined : linkCheckOutcome(intl, check.error);
  const page = (step: 'engineer' | 'feedback') =>
    `${hrefTo('serviceCallReport', { ticket_id: ticketId, url_id: urlId })}#${step}`;

  const remember = (values = lastValues.current) => {
    if (!values || !state.current) return;
    lastValues.current = values;
    draft.save({ ...state.current, values, prefill });
  };

  const queue = useSubmitQueue({
    kind: QUEUE_KIND,
    send: async (entry: QueuedSubmit) => {
      const payload = entry.payload as QueuedReport;
      const linkOf = { ticketId: payload.ticketId, linkId: payload.linkId };
      let id = payload.reportId ?? null;
      if (payload.report) id = (await create.trigger(payload.report)).id;
      if (payload.feedback && id !== null)
        await addFeedback.trigger({ link: linkOf, id, feedback: payload.feedback });
      if (payload.ticketId === ticketId && payload.linkId === urlId && state.current) {
        state.current.reportId = id;
        state.current.pendingReport = undefined;
      }
    },
    onFlushed: (result) => {
      const mine = result.sent.filter((entry) => (entry.payload as QueuedReport).ticketId === ticketId);
      if (mine.length === 0) return;
      setQueueStatus('sent');
      if (mine.some((entry) => (entry.payload as QueuedReport).feedback)) {
        void draft.clear().then(() => navigate(hrefTo('success')));
      } else {
        remember();
      }
    },
  });

  /** Rethrows a failed call as an Error carrying the text to show after 'Error Saving Form Data!'. */
  const saving = async (call: () => Promise<void>) => {
    try {
      await call();
    } catch (error) {
      throw new Error(failureText(intl, error) ?? '', { cause: error });
    }
  };

  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

  const onSubmitReport = (report: EngineerReport) =>
    saving(async () => {
      const keys = state.current!;
      const args: ServiceCallReport = {
        ...report,
        ticketId,
        linkId: urlId,
        idempotencyKey: keys.reportKey,
        signaturePage: page('engineer'),
      };
      try {
        if (offline()) throw new TypeError('offline');
        keys.reportId = (await create.trigger(args)).id;
      } catch (error) {
        if (!isOfflineFailure(error)) throw error;
        await queue.enqueue({ ticketId, linkId: urlId, report: args } satisfies QueuedReport, keys.reportKey);
        keys.pendingReport = args;
        setQueueStatus('queued');
      }
      keys.step = 1;
      remember();
    });

  const onSubmitFeedback = (feedback: CustomerFeedback) =>
    saving(async () => {
      const keys = state.current!;
      const args: ServiceCallFeedback = {
        ...feedback,
        idempotencyKey: keys.feedbackKey,
        signaturePage: page('feedback'),
      };
      const stillQueued = keys.reportId === null;
      try {
        if (offline() || stillQueued) throw new TypeError('offline');
        await addFeedback.trigger({ link: { ticketId, linkId: urlId }, id: keys.reportId!, feedback: args });
      } catch (error) {
        if (!isOfflineFailure(error)) throw error;
        // One queue entry per report (keyed by step 1's key): step 1 if still unsent, then step 2.
        const entry: QueuedReport = {
          ticketId,
          linkId: urlId,
          reportId: keys.reportId,
          feedback: args,
          ...(stillQueued && keys.pendingReport ? { report: keys.pendingReport } : {}),
        };
        await queue.enqueue(entry, keys.reportKey);
        setQueueStatus('queued');
        remember();
        return;
      }
      await draft.clear();
      void navigate(hrefTo('success'));
    });

  const discard = () => {
    void draft.discard().then(() => {
      state.current = {
        step: 0,
        reportId: null,
        reportKey: newIdempotencyKey(),
        feedbackKey: newIdempotencyKey(),
      };
      lastValues.current = undefined;
    });
  };

  const restored = draft.draft;
  const notice = (
    <FieldFormNotice
      queued={queue.isSending && queueStatus === 'queued' ? 'sending' : queueStatus}
      onRetry={() => void queue.flush(true)}
      restored={restored !== undefined}
      savedAt={draft.savedAt}
      onDiscard={discard}
    />
  );

  return (
    <PublicFormLayout title={intl.formatMessage(routeTitles.serviceCallReport)}>
      <ServiceCallReportForm
        key={draft.generation}
        isChecking={draft.status === 'loading' || (!prefill && !check.error)}
        linkError={outcome?.linkError}
        linkCheckFailed={outcome?.linkCheckFailed}
        prefill={prefill}
        initialValues={restored?.values}
        initialStep={restored?.step ?? 0}
        onValuesChange={(values, step) => {
          if (state.current) state.current.step = step;
          remember(values);
        }}
        notice={notice}
        onSubmitReport={onSubmitReport}
        onSubmitFeedback={onSubmitFeedback}
        uploadHref={hrefTo('serviceCallReportUpload', { ticket_id: ticketId, url_id: urlId })}
      />
    </PublicFormLayout>
  );
}
