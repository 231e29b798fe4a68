import type { PartnerTicketRow } from '@partner-portal/forms/partner-records';
import { useToast } from '@partner-portal/ui/feedback';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from '../../lib/failureText.ts';
import { ticketRouteMessages } from '../tickets/messages.ts';

/**
 * Copies a ticket's service call report link (fetched by `fetchLink`, a path on this origin) to
 * the clipboard and says so in a toast; a failure (409 closed ticket, 404, 5xx, offline) shows the
 * server's or the network's text in an error toast. `busyTicketId` is the ticket being fetched.
 * Used on /detail/{uuid} (the partner) and /account-options (partner, partner employee; issue 14).
 */
export function useReportLinkCopier(
  fetchLink: (ticket: PartnerTicketRow) => Promise<{ serviceCallReport: string }>,
) {
  const intl = useIntl();
  const toast = useToast();
  const [busyTicketId, setBusyTicketId] = useState<string | null>(null);
  const copy = async (ticket: PartnerTicketRow) => {
    setBusyTicketId(ticket.ticketId);
    try {
      const answer = await fetchLink(ticket);
      const url = new URL(answer.serviceCallReport, window.location.origin).toString();
      await navigator.clipboard.writeText(url).catch(() => undefined);
      toast.show({ type: 'success', message: intl.formatMessage(ticketRouteMessages.linkCopied, { url }) });
    } catch (caught) {
      toast.show({
        type: 'error',
        message: listFailureText(intl, caught) ?? intl.formatMessage(ticketRouteMessages.linkCopyFailed),
      });
    } finally {
      setBusyTicketId(null);
    }
  };
  return { copy, busyTicketId };
}
