import { UPLOAD_CONTENT_TYPES, UPLOAD_MAX_BYTES } from '@partner-portal/api';
import { useServiceCallReportLink } from '@partner-portal/api/hooks';
import { DocumentUploadScreen } from '@partner-portal/forms/document-upload';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { env } from '../config/env.ts';
import { routeTitles } from '../config/routeTitles.ts';
import { linkCheckOutcome } from '../lib/failureText.ts';
import { useUploadQueue } from '../lib/useUploadQueue.ts';
import { PublicFormLayout } from './PublicFormLayout.tsx';

/**
 * /cso_form/{ticket_id}/{url_id}/upload (public, reached from the service call report's link; the
 * spec names no path): the upload page. Checks the link like the report, then shows the embedded
 * external form (`VITE_UPLOAD_FORM_URL`; none when unset) and the drag-and-drop uploader (single or
 * bulk): each file is uploaded with `uploadFile` (POST /management/get-presigned-url-for-upload/
 * with the link's ids, then PUT to storage), with progress per file and Cancel. Accepted types and
 * size are the server's (`UPLOAD_CONTENT_TYPES`, 25 MB). Spec: operations §2 'Service Call Report
 * form', §7 'File upload', §8 'Forms', 'Files'.
 */
export function ServiceCallReportUploadRoute() {
  const intl = useIntl();
  const { ticket_id: ticketId = '', url_id: urlId = '' } = useParams<'ticket_id' | 'url_id'>();
  const link = ticketId && urlId ? { ticketId, linkId: urlId } : null;
  const check = useServiceCallReportLink(link);
  const queue = useUploadQueue({ link: link ?? undefined });
  const outcome = check.data ? undefined : linkCheckOutcome(intl, check.error);

  return (
    <PublicFormLayout title={intl.formatMessage(routeTitles.serviceCallReportUpload)}>
      <DocumentUploadScreen
        isChecking={!check.data && !check.error}
        linkError={outcome?.linkError}
        linkCheckFailed={outcome?.linkCheckFailed}
        files={queue.items}
        onAdd={queue.add}
        onCancel={queue.cancel}
        onRemove={queue.remove}
        acceptedFileTypes={UPLOAD_CONTENT_TYPES}
        maxFileSize={UPLOAD_MAX_BYTES}
        externalFormUrl={env.uploadFormUrl}
      />
    </PublicFormLayout>
  );
}
