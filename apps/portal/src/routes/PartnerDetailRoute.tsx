import {
  useIfscLookup,
  usePartnerDocumentDownload,
  usePartnerDocumentLink,
  usePartnerRecord,
  usePartnerTicketReportLink,
  useRespondToTicket,
  useSaveBankDetails,
} from '@partner-portal/api/hooks';
import {
  PartnerProfile,
  type BankDetailsValues,
  type IfscLookupState,
  type KycDocument,
  type PartnerTicketRow,
} from '@partner-portal/forms/partner-records';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { userCan } from '../lib/access.ts';
import { listFailureText } from '../lib/failureText.ts';
import { partnerRecordRouteMessages as r } from './partner-records/messages.ts';
import { useReportLinkCopier } from './partner-records/useReportLinkCopier.ts';
import { partnerRecordMessages as m } from '@partner-portal/forms/partner-records';

/**
 * /detail/{uuid}: a partner record (GET /partner/records/{uuid}/). A partner lands here after
 * sign-in with their own uuid (access §6) and sees their profile, documents (signed links, 60 s),
 * coverage, bank details, tickets (accept, decline with a reason, the service call report link)
 * and payments; a pending partner sees what is missing and can enter the bank details (the IFSC's
 * branch looked up as it is typed). Staff see the same page with their actions (update the bank
 * details, back to the records, register a new partner). Another partner's uuid is 'not found' (the server answers 404). Spec: access §1, §6;
 * operations §2, §7 'File upload' 3 (issue 14).
 */
export function PartnerDetailRoute() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const navigate = useNavigate();
  const { uuid = '' } = useParams();
  const read = usePartnerRecord(uuid);
  const respond = useRespondToTicket();
  const documentLink = usePartnerDocumentLink();
  const documentDownload = usePartnerDocumentDownload();
  const [downloading, setDownloading] = useState<KycDocument | null>(null);
  const reportLink = usePartnerTicketReportLink();
  const reportLinks = useReportLinkCopier((ticket) =>
    reportLink.trigger({ uuid, ticketId: ticket.ticketId }),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [opening, setOpening] = useState<KycDocument | null>(null);
  const [ticketError, setTicketError] = useState<string | null>(null);
  const [declineError, setDeclineError] = useState<string | null>(null);
  const profile = read.data;
  const saveBank = useSaveBankDetails();
  const [bankError, setBankError] = useState<string | null>(null);
  const [ifscCode, setIfscCode] = useState<string | null>(null);
  const ifscRead = useIfscLookup(ifscCode, { shouldRetryOnError: false });
  const ifscLookup: IfscLookupState = !ifscCode
    ? { state: 'idle' }
    : ifscRead.data
      ? { state: 'found', bank: ifscRead.data.bank, branch: ifscRead.data.branch, city: ifscRead.data.city }
      : ifscRead.error
        ? { state: 'unknown' }
        : { state: 'loading' };

  // The partner on their own record, staff on any (PUT /partner/records/{uuid}/bank/; issue 14).
  const saveBankDetails = async (values: BankDetailsValues) => {
    setBankError(null);
    try {
      const answer = await saveBank.trigger({ uuid, ...values });
      await read.mutate();
      toast.show({ type: 'success', message: answer.message });
    } catch (caught) {
      setBankError(listFailureText(intl, caught));
      throw caught;
    }
  };

  const openDocument = async (document: KycDocument) => {
    setOpening(document);
    try {
      const { url } = await documentLink.trigger({ uuid, document });
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (caught) {
      toast.show({ type: 'error', message: listFailureText(intl, caught) ?? t(r.documentFailed) });
    } finally {
      setOpening(null);
    }
  };
  // A 300 s download link saved as declaration_file.docx (operations §7 'File upload' 3; issue 20).
  const downloadDocument = async (document: KycDocument) => {
    setDownloading(document);
    try {
      const { url, filename } = await documentDownload.trigger({ uuid, document });
      const anchor = window.document.createElement('a');
      anchor.href = url;
      anchor.download = filename;
      anchor.rel = 'noopener';
      window.document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch (caught) {
      toast.show({ type: 'error', message: listFailureText(intl, caught) ?? t(r.documentFailed) });
    } finally {
      setDownloading(null);
    }
  };
  const accept = async (ticket: PartnerTicketRow) => {
    setBusy(ticket.ticketId);
    setTicketError(null);
    try {
      const answer = await respond.trigger({
        uuid,
        ticketId: ticket.ticketId,
        action: 'accept',
        version: ticket.version,
      });
      await read.mutate();
      toast.show({ type: 'success', message: answer.message });
    } catch (caught) {
      setTicketError(listFailureText(intl, caught));
    } finally {
      setBusy(null);
    }
  };
  const decline = async (ticket: PartnerTicketRow, reason: string) => {
    setDeclineError(null);
    setTicketError(null);
    try {
      const answer = await respond.trigger({
        uuid,
        ticketId: ticket.ticketId,
        action: 'decline',
        version: ticket.version,
        reason,
      });
      await read.mutate();
      toast.show({ type: 'success', message: answer.message });
    } catch (caught) {
      setDeclineError(listFailureText(intl, caught));
      throw caught;
    }
  };
  return (
    <PartnerProfile
      profile={profile}
      isLoading={read.isLoading}
      isNotFound={read.error?.status === 404}
      error={read.error && read.error.status !== 404 ? listFailureText(intl, read.error) : undefined}
      onRetry={() => void read.mutate()}
      onOpenDocument={(document) => void openDocument(document)}
      openingDocument={opening}
      onDownloadDocument={(document) => void downloadDocument(document)}
      downloadingDocument={downloading}
      onAccept={(ticket) => void accept(ticket)}
      onDecline={decline}
      declineError={declineError}
      onReportLink={(ticket) => void reportLinks.copy(ticket)}
      busyTicketId={busy ?? reportLinks.busyTicketId}
      ticketError={ticketError}
      onSaveBank={userCan('partnerBankDetails') ? saveBankDetails : undefined}
      bankError={bankError}
      onIfscChange={setIfscCode}
      ifscLookup={ifscLookup}
      staffActions={
        userCan('partnerRecords') ? (
          <>
            <Button variant="secondary" size="sm" onPress={() => void navigate(hrefTo('records'))}>
              {t(r.backToRecords)}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => void navigate(hrefTo('partnerRegistration'))}
            >
              {t(m.createRecord)}
            </Button>
          </>
        ) : null
      }
    />
  );
}
