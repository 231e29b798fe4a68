import { useAccountOptions, useAccountTicketReportLink } from '@partner-portal/api/hooks';
import { AccountOptions } from '@partner-portal/forms/partner-records';
import { Link } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { hrefTo } from '../config/paths.ts';
import { listFailureText } from '../lib/failureText.ts';
import { partnerRecordRouteMessages as r } from './partner-records/messages.ts';
import { useReportLinkCopier } from './partner-records/useReportLinkCopier.ts';

/**
 * /account-options (partner, partner_employee; a partner employee lands here, access §6): the
 * signed-in user's account, their partner and the tickets assigned to them
 * (GET /partner/account-options/). A partner gets a link to their own record. Spec: operations
 * §2 'Account Options', §6 (issue 14).
 */
export function AccountOptionsRoute() {
  const intl = useIntl();
  const read = useAccountOptions();
  const data = read.data;
  const reportLink = useAccountTicketReportLink();
  const reportLinks = useReportLinkCopier((ticket) => reportLink.trigger({ ticketId: ticket.ticketId }));
  return (
    <AccountOptions
      data={data}
      isLoading={read.isLoading}
      error={read.error ? listFailureText(intl, read.error) : undefined}
      onRetry={() => void read.mutate()}
      onReportLink={(ticket) => void reportLinks.copy(ticket)}
      busyTicketId={reportLinks.busyTicketId}
      partnerLink={
        data?.partner && data.account.role === 'partner' ? (
          <Link href={hrefTo('detail', { uuid: data.partner.uuid })}>{intl.formatMessage(r.myProfile)}</Link>
        ) : null
      }
    />
  );
}
