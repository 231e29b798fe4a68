import {
  EmptyState,
  type EmptyStateHeadingLevel,
  Skeleton,
  SkeletonGroup,
  Table,
} from '@partner-portal/ui/data';
import { Alert, Button, Heading, Text, type HeadingLevel } from '@partner-portal/ui/primitives';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dateTime } from '../../operations-shared/cells.tsx';
import { ReasonDialog } from '../../operations-shared/ReasonDialog/ReasonDialog.tsx';
import { KycStatusBadge, missingItemLabels, ratingText, RecordStatusBadge, rupees } from '../labels.tsx';
import { partnerRecordMessages as m } from '../messages.ts';
import type { KycDocument, KycSummaryData, PartnerProfileData, PartnerTicketRow } from '../types.ts';
import { Bullets, Header, List, Root, Row, Sections } from './PartnerProfile.styles.ts';
import { BankDetailsDialog, type BankDetailsValues, type IfscLookupState } from './BankDetailsDialog.tsx';
import { PartnerTickets } from './PartnerTickets.tsx';
import { FactList, InfoSection, nextLevel } from './shared.tsx';

/** Reason length of a decline (the server's rule). */
export const DECLINE_REASON = { min: 10, max: 500 } as const;

/** Props of {@link PartnerProfile}. */
export interface PartnerProfileProps {
  /** The record; `undefined` while it loads or when it failed. */
  profile?: PartnerProfileData;
  isLoading?: boolean;
  /** The load failure to show, with Retry (`onRetry`). */
  error?: ReactNode;
  onRetry?: () => void;
  /** The server answered 404: 'Partner record not found'. */
  isNotFound?: boolean;
  /** Opens a scan (the parent fetches a fresh signed link, valid 60 s). Without it, no buttons. */
  onOpenDocument?: (document: KycDocument) => void;
  /** The scan whose link is being fetched. */
  openingDocument?: KycDocument | null;
  /**
   * Downloads a scan as declaration_file.docx (the parent fetches a 300 s download link,
   * operations §7 'File upload' 3; issue 20). Without it, no download buttons.
   */
  onDownloadDocument?: (document: KycDocument) => void;
  /** The scan whose download link is being fetched. */
  downloadingDocument?: KycDocument | null;
  /** The assigned partner accepts a ticket (only offered on the partner's own record). */
  onAccept?: (ticket: PartnerTicketRow) => void;
  /** The assigned partner declines with a reason; reject (or set `declineError`) to keep the dialog and the text. */
  onDecline?: (ticket: PartnerTicketRow, reason: string) => Promise<void>;
  /** The failure of the last decline, in its dialog. */
  declineError?: string | null;
  /** The service call report link of a ticket (the parent copies or opens it). */
  onReportLink?: (ticket: PartnerTicketRow) => void;
  /** The ticket whose answer or link is running. */
  busyTicketId?: string | null;
  /** A refused answer (409, 404) shown above the tickets. */
  ticketError?: ReactNode;
  /**
   * Saves the bank details ('Update bank details' in the bank section opens the dialog; without
   * it, no button). Reject (or set `bankError`) to keep the dialog and the values; resolve to
   * close it. The parent offers it to the partner on their own record and to staff.
   */
  onSaveBank?: (values: BankDetailsValues) => Promise<void>;
  /** The failure of the last bank save, in its dialog. */
  bankError?: string | null;
  /** Called with a well-formed IFSC typed in the bank dialog (or `null`), for the branch lookup. */
  onIfscChange?: (ifsc: string | null) => void;
  /** The branch lookup of that IFSC. */
  ifscLookup?: IfscLookupState;
  /** Staff actions (e.g. open the KYC, register a new partner), shown to staff only. */
  staffActions?: ReactNode;
  /** Outline level of the record's heading. Default 2. */
  headingLevel?: HeadingLevel;
}

function KycBlock({
  kyc,
  onOpenDocument,
  openingDocument,
  onDownloadDocument,
  downloadingDocument,
}: {
  kyc: KycSummaryData;
  onOpenDocument?: (document: KycDocument) => void;
  openingDocument?: KycDocument | null;
  onDownloadDocument?: (document: KycDocument) => void;
  downloadingDocument?: KycDocument | null;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const documents: [KycDocument, boolean, string][] = [
    ['pan_scan', kyc.hasPanScan, t(m.viewPanScan)],
    ['aadhaar_file', kyc.hasAadhaarFile, t(m.viewAadhaarFile)],
  ];
  const present = documents.filter(([, has]) => has);
  const last = kyc.history[0];
  return (
    <>
      <Row>
        <KycStatusBadge intl={intl} status={kyc.status} />
        {last ? (
          <Text tone="muted" size="sm">
            {t(m.decidedBy, {
              decision: t(last.decision === 'verified' ? m.kycVerified : m.kycRejected),
              who: last.decidedByName,
              at: dateTime(intl, last.decidedAt),
            })}
          </Text>
        ) : null}
      </Row>
      {kyc.status === 'rejected' && kyc.reason ? <Alert variant="error">{kyc.reason}</Alert> : null}
      <FactList
        rows={[
          [t(m.pan), <span dir="ltr">{kyc.pan ?? t(m.notGiven)}</span>],
          [t(m.aadhaar), <span dir="ltr">{kyc.aadhaar ?? t(m.notGiven)}</span>],
        ]}
      />
      {present.length === 0 ? (
        <Text tone="muted">{t(m.noDocuments)}</Text>
      ) : onOpenDocument ? (
        <Row>
          {present.map(([document, , label]) => (
            <Button
              key={document}
              size="sm"
              variant="secondary"
              isPending={openingDocument === document}
              isDisabled={openingDocument != null && openingDocument !== document}
              onPress={() => onOpenDocument(document)}
            >
              {label}
            </Button>
          ))}
          {onDownloadDocument
            ? present.map(([document]) => (
                <Button
                  key={`download-${document}`}
                  size="sm"
                  variant="secondary"
                  isPending={downloadingDocument === document}
                  isDisabled={downloadingDocument != null && downloadingDocument !== document}
                  onPress={() => onDownloadDocument(document)}
                >
                  {t(m.downloadDocument, {
                    document: t(document === 'pan_scan' ? m.missingPanScan : m.missingAadhaarFile),
                  })}
                </Button>
              ))
            : null}
        </Row>
      ) : null}
    </>
  );
}

/**
 * A partner record (/detail/{uuid}): the partner's own profile, or the same page for staff with
 * their actions. Header with status and KYC; for a record not yet approved, what is still needed;
 * company and contact; KYC (numbers masked except the last 4) with the scans through signed
 * links; coverage pincodes; bank details with the branch of the IFSC; tickets (the partner
 * accepts or declines an assigned one, sees the visit window and gets the service call report
 * link); payments (work done, invoices in review or approved). A failed decline keeps its dialog
 * and reason. Spec: access §1 'Partner Management', §6; operations §2 detail, §7 'File upload' 3
 * (issue 14).
 */
export function PartnerProfile({
  profile,
  isLoading,
  error,
  onRetry,
  isNotFound,
  onOpenDocument,
  openingDocument,
  onDownloadDocument,
  downloadingDocument,
  onAccept,
  onDecline,
  declineError,
  onReportLink,
  busyTicketId,
  ticketError,
  staffActions,
  onSaveBank,
  bankError,
  onIfscChange,
  ifscLookup,
  headingLevel = 2,
}: PartnerProfileProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [declining, setDeclining] = useState<PartnerTicketRow | null>(null);
  const [editingBank, setEditingBank] = useState(false);
  const level = nextLevel(headingLevel);

  if (isNotFound) {
    return (
      <EmptyState
        headingLevel={Math.max(headingLevel, 2) as EmptyStateHeadingLevel}
        title={t(m.profileNotFound)}
        description={t(m.profileNotFoundHelp)}
      />
    );
  }
  if (error && !profile) {
    return (
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
    );
  }
  if (isLoading || !profile) {
    return (
      <SkeletonGroup>
        <Skeleton variant="text" />
        <Skeleton variant="block" />
        <Skeleton variant="block" />
      </SkeletonGroup>
    );
  }

  const own = profile.isOwn;
  const { payments } = profile;
  return (
    <Root>
      <Header>
        <Heading level={headingLevel}>{profile.name}</Heading>
        <RecordStatusBadge intl={intl} status={profile.status} />
        <KycStatusBadge intl={intl} status={profile.kyc.status} />
      </Header>
      {profile.missing.length > 0 ? (
        <Alert variant={profile.kyc.status === 'rejected' ? 'error' : 'warning'} title={t(m.missingTitle)}>
          <Bullets>
            {profile.missing.map((item) => (
              <li key={item}>{t(missingItemLabels[item])}</li>
            ))}
          </Bullets>
        </Alert>
      ) : null}
      {!own && staffActions ? (
        <InfoSection title={t(m.staffActions)} level={level}>
          <Row>{staffActions}</Row>
        </InfoSection>
      ) : null}
      <Sections>
        <InfoSection title={t(m.companySection)} level={level}>
          <FactList
            rows={[
              [t(m.contact), profile.contactName || '—'],
              [t(m.phone), <span dir="ltr">{profile.phone}</span>],
              [t(m.email), <span dir="ltr">{profile.email}</span>],
              [
                t(m.address),
                [profile.address, profile.city, profile.state, profile.pincode].filter(Boolean).join(', '),
              ],
              [t(m.district), profile.district || '—'],
              [t(m.rating), ratingText(intl, profile.rating)],
              [t(m.registered), dateTime(intl, profile.createdAt)],
            ]}
          />
        </InfoSection>
        <InfoSection title={t(m.kycSection)} level={level}>
          <KycBlock
            kyc={profile.kyc}
            onOpenDocument={onOpenDocument}
            openingDocument={openingDocument}
            onDownloadDocument={onDownloadDocument}
            downloadingDocument={downloadingDocument}
          />
        </InfoSection>
        <InfoSection title={t(m.coverageSection)} level={level}>
          {profile.pincodes.length === 0 ? (
            <Text tone="muted">{t(m.noPincodes)}</Text>
          ) : (
            <List>
              {profile.pincodes.map((pincode) => (
                <li key={pincode} dir="ltr">
                  {pincode}
                </li>
              ))}
            </List>
          )}
        </InfoSection>
        <InfoSection title={t(m.bankSection)} level={level}>
          {profile.bank ? (
            <FactList
              rows={[
                [t(m.accountName), profile.bank.accountName ?? '—'],
                [t(m.accountNumber), <span dir="ltr">{profile.bank.accountNumber ?? '—'}</span>],
                [t(m.ifsc), <span dir="ltr">{profile.bank.ifsc ?? '—'}</span>],
                [
                  t(m.branch),
                  profile.bank.branch
                    ? `${profile.bank.branch.bank}, ${profile.bank.branch.branch}, ${profile.bank.branch.city}`
                    : t(m.branchUnknown),
                ],
              ]}
            />
          ) : (
            <Text tone="muted">{t(m.noBank)}</Text>
          )}
          {onSaveBank && profile.kind === 'partner' ? (
            <Row>
              <Button variant="secondary" size="sm" onPress={() => setEditingBank(true)}>
                {t(m.bankEdit)}
              </Button>
            </Row>
          ) : null}
        </InfoSection>
      </Sections>
      {profile.kind === 'partner' ? (
        <>
          <InfoSection title={t(m.ticketsSection)} level={level}>
            {ticketError ? <Alert variant="error">{ticketError}</Alert> : null}
            <PartnerTickets
              tickets={profile.tickets}
              label={t(m.ticketsSection)}
              onAccept={own ? onAccept : undefined}
              onDecline={own && onDecline ? setDeclining : undefined}
              onReportLink={own ? onReportLink : undefined}
              busyTicketId={busyTicketId}
            />
          </InfoSection>
          <InfoSection title={t(m.paymentsSection)} level={level}>
            <FactList
              rows={[
                [t(m.earned), rupees(intl, payments.totals.earned)],
                [t(m.notInvoiced), rupees(intl, payments.totals.notInvoiced)],
                [t(m.inReview), rupees(intl, payments.totals.inReview)],
                [t(m.approvedTotal), rupees(intl, payments.totals.approved)],
              ]}
            />
            {payments.invoices.length === 0 ? (
              <Text tone="muted">{t(m.noInvoices)}</Text>
            ) : (
              <Table
                aria-label={t(m.paymentsSection)}
                getRowId={(row) => row.requestNumber}
                rows={payments.invoices}
                columns={[
                  {
                    id: 'request',
                    name: t(m.invoice),
                    isRowHeader: true,
                    render: (row) => row.requestNumber,
                  },
                  { id: 'invoice', name: t(m.invoiceNumber), render: (row) => row.invoiceNumber ?? '—' },
                  {
                    id: 'amount',
                    name: t(m.amount),
                    align: 'end',
                    render: (row) => rupees(intl, row.amount),
                  },
                  {
                    id: 'status',
                    name: t(m.paymentStatus),
                    render: (row) =>
                      t(
                        row.status === 'pending'
                          ? m.invoicePending
                          : row.status === 'approved'
                            ? m.invoiceApproved
                            : m.invoiceRejected,
                      ),
                  },
                  { id: 'raised', name: t(m.raised), render: (row) => dateTime(intl, row.createdAt) },
                ]}
              />
            )}
          </InfoSection>
        </>
      ) : null}
      {editingBank && onSaveBank ? (
        <BankDetailsDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setEditingBank(false)}
          partnerName={profile.name}
          initial={{ accountName: profile.bank?.accountName, ifsc: profile.bank?.ifsc }}
          formError={bankError}
          onIfscChange={onIfscChange}
          ifscLookup={ifscLookup}
          onSubmit={async (values) => {
            await onSaveBank(values);
            setEditingBank(false);
          }}
        />
      ) : null}
      {declining && onDecline ? (
        <ReasonDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setDeclining(null)}
          title={t(m.declineTitle, { number: declining.ticketNumber })}
          intro={t(m.declineIntro)}
          label={t(m.declineReason)}
          minLength={DECLINE_REASON.min}
          maxLength={DECLINE_REASON.max}
          submitLabel={t(m.declineSubmit)}
          formError={declineError}
          onSubmit={async (reason) => {
            await onDecline(declining, reason);
            setDeclining(null);
          }}
        />
      ) : null}
    </Root>
  );
}
