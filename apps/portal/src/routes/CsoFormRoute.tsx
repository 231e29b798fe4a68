import { useCreateCsoReport, useCsoUrlCheck, useUpdateCsoReport } from '@partner-portal/api/hooks';
import {
  ServiceCallReportForm,
  type CustomerFeedback,
  type EngineerReport,
  type ServiceCallPrefill,
} from '@partner-portal/forms/service-call-report';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { failureText } from '../lib/failureText.ts';
import { linkCheckOutcome } from '../lib/linkCheck.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /cso_form/{ticket_id}/{url_id} (public, reached by link): the service call report. Checks the
 * link first (GET /management/cso-url-check/; the server's message in red for an invalid link,
 * 'Error Checking Link!' when it cannot be checked), pre-fills case number, service type, arrival
 * and fixed dates, address and customer from it; step 1 creates the record (POST
 * /management/cso-data/, multipart with the engineer's signature), step 2 updates it (PUT
 * /management/cso-data/{id}/ with the customer's) and goes to /success. A failed save shows 'Error
 * Saving Form Data!' plus the error with every value kept. Spec: operations §2 'Service Call Report
 * form', §3, §4, §7 'Forms and surveys', §8 'Forms'.
 */
export function CsoFormRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { ticket_id: ticketId = '', url_id: urlId = '' } = useParams<'ticket_id' | 'url_id'>();
  const check = useCsoUrlCheck(ticketId && urlId ? { ticket_id: ticketId, urlunique_id: urlId } : null);
  const create = useCreateCsoReport();
  const update = useUpdateCsoReport();
  const reportId = useRef<number | null>(null);

  const status = check.data?.data.status;
  const prefill = useMemo<ServiceCallPrefill | undefined>(
    () =>
      status && {
        caseid: status.case_id,
        serviestype: status.sowsubtype,
        arrivaldate: status.start_time,
        systemfixdate: status.end_time,
        customeraddress: status.raw_address,
        customername: status.customer_name,
        customerphone: status.customer_phone,
      },
    [status],
  );
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
      const answer = await create.trigger({ ...report, tickets: ticketId });
      reportId.current = answer.id;
    });

  const onSubmitFeedback = (feedback: CustomerFeedback) =>
    saving(async () => {
      if (reportId.current === null) throw new Error('The engineer section is not saved yet.');
      await update.trigger({ id: reportId.current, input: feedback });
      void navigate(hrefTo('success'));
    });

  return (
    <PublicFormLayout title={intl.formatMessage(routeTitles.csoForm)}>
      <ServiceCallReportForm
        isChecking={!check.data && !check.error}
        linkError={outcome?.linkError}
        linkCheckFailed={outcome?.linkCheckFailed}
        prefill={prefill}
        onSubmitReport={onSubmitReport}
        onSubmitFeedback={onSubmitFeedback}
        uploadHref={hrefTo('csoUpload', { ticket_id: ticketId, url_id: urlId })}
      />
    </PublicFormLayout>
  );
}
