import { Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { Alert, Button, Heading, Text, type HeadingLevel } from '@partner-portal/ui/primitives';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { KycStatusBadge } from '../labels.tsx';
import { partnerRecordMessages as m } from '../messages.ts';
import type { AccountOptionsData, PartnerTicketRow } from '../types.ts';
import { Root, Row, Sections } from '../PartnerProfile/PartnerProfile.styles.ts';
import { PartnerTickets } from '../PartnerProfile/PartnerTickets.tsx';
import { FactList, InfoSection, nextLevel } from '../PartnerProfile/shared.tsx';

/** Props of {@link AccountOptions}. */
export interface AccountOptionsProps {
  data?: AccountOptionsData;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** A link to the partner's record (e.g. 'My Profile'), shown beside the partner's name. */
  partnerLink?: ReactNode;
  /**
   * Gets the service call report link of an assigned ticket (the parent copies it and says so);
   * without it, no link buttons.
   */
  onReportLink?: (ticket: PartnerTicketRow) => void;
  /** The ticket whose link is being fetched. */
  busyTicketId?: string | null;
  /** A refused link (e.g. the ticket was closed meanwhile), shown above the tickets. */
  ticketError?: ReactNode;
  /** Outline level of the title. Default 2. */
  headingLevel?: HeadingLevel;
}

/**
 * /account-options for a partner or partner employee: their account (name, e-mail, phone, role,
 * status), the partner they belong to with its KYC status, and the tickets assigned to them (a
 * partner: the partner's tickets; an employee: the ones naming them as engineer), with the visit
 * window and the service call report link of each open one. Spec: access §6 'partner_employee | orion | /account-options', operations §2, §6 (issue 14).
 */
export function AccountOptions({
  data,
  isLoading,
  error,
  onRetry,
  partnerLink,
  onReportLink,
  busyTicketId,
  ticketError,
  headingLevel = 2,
}: AccountOptionsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const level = nextLevel(headingLevel);
  const title = <Heading level={headingLevel}>{t(m.accountTitle)}</Heading>;
  if (error && !data) {
    return (
      <Root>
        {title}
        <Alert variant="error">
          <Row>
            <span>{error}</span>
            {onRetry ? (
              <Button size="sm" variant="secondary" onPress={onRetry}>
                {t(m.retry)}
              </Button>
            ) : null}
          </Row>
        </Alert>
      </Root>
    );
  }
  if (isLoading || !data) {
    return (
      <Root>
        {title}
        <SkeletonGroup>
          <Skeleton variant="block" />
        </SkeletonGroup>
      </Root>
    );
  }
  return (
    <Root>
      {title}
      <Sections>
        <InfoSection title={t(m.yourAccount)} level={level}>
          <FactList
            rows={[
              [t(m.name), data.account.fullName],
              [t(m.email), <span dir="ltr">{data.account.email}</span>],
              [t(m.phone), <span dir="ltr">{data.account.phone}</span>],
              [t(m.role), data.account.role.replace(/_/g, ' ')],
              [t(m.accountStatus), data.account.status],
            ]}
          />
        </InfoSection>
        <InfoSection title={t(m.yourPartner)} level={level}>
          {data.partner ? (
            <Row>
              <Text weight="semibold">{data.partner.name}</Text>
              <KycStatusBadge intl={intl} status={data.partner.kycStatus} />
              {partnerLink}
            </Row>
          ) : (
            <Text tone="muted">{t(m.noPartner)}</Text>
          )}
        </InfoSection>
      </Sections>
      <InfoSection title={t(m.assignedToYou)} level={level}>
        {ticketError ? <Alert variant="error">{ticketError}</Alert> : null}
        <PartnerTickets
          tickets={data.tickets}
          label={t(m.assignedToYou)}
          onReportLink={onReportLink}
          busyTicketId={busyTicketId}
        />
      </InfoSection>
    </Root>
  );
}
