import {
  useCreateServiceCallReport,
  useServiceCallReportFeedback,
  useServiceCallReportLink,
} from '@partner-portal/api/hooks';
import {
  ServiceCallReportForm,
  type CustomerFeedback,
  type EngineerReport,
} from '@partner-portal/forms/service-call-report';
import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { failureText } from '../lib/failureText.ts';
import { linkCheckOutcome } from '../lib/failureText.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

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
 */
export function ServiceCallReportRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ticket_id: ticketId = '', url_id: urlId = '' } = useParams<'ticket_id' | 'url_id'>();
  const check = useServiceCallReportLink(ticketId && urlId ? { ticketId, linkId: urlId } : null);
  const create = useCreateServiceCallReport();
  const addFeedback = useServiceCallReportFeedback();
  const reportId = useRef<number | null>(null);
  const outcome = check.data ? undefined : linkCheckOutcome(intl, check.error);

  /** Rethrows a failed call as an Error carrying the text to show after 'Error Saving Form Data!'. */
  const saving = async (call: () => Promise<void>) => {
    try {
      await call();
    } catch (error) {
      throw new Error(failureText(intl, error) ?? '', { cause: error });
    }
  };

  const onSubmitReport = (report: EngineerReport) =>
    saving(async () => {
      const answer = await create.trigger({ ...report, ticketId, linkId: urlId });
      reportId.current = answer.id;
    });

  const onSubmitFeedback = (feedback: CustomerFeedback) =>
    saving(async () => {
      if (reportId.current === null) throw new Error('The engineer section is not saved yet.');
      await addFeedback.trigger({ link: { ticketId, linkId: urlId }, id: reportId.current, feedback });
      void navigate(hrefTo('success'));
    });

  return (
    <PublicFormLayout title={intl.formatMessage(routeTitles.serviceCallReport)}>
      <ServiceCallReportForm
        isChecking={!check.data && !check.error}
        linkError={outcome?.linkError}
        linkCheckFailed={outcome?.linkCheckFailed}
        prefill={check.data}
        onSubmitReport={onSubmitReport}
        onSubmitFeedback={onSubmitFeedback}
        uploadHref={hrefTo('serviceCallReportUpload', { ticket_id: ticketId, url_id: urlId })}
      />
    </PublicFormLayout>
  );
}
