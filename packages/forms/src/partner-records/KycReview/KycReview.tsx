import { EmptyState, type EmptyStateHeadingLevel, Skeleton, SkeletonGroup } from '@partner-portal/ui/data';
import { Alert, Button, Heading, Text, type HeadingLevel } from '@partner-portal/ui/primitives';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dateTime } from '../../operations-shared/cells.tsx';
import { ReasonDialog } from '../../operations-shared/ReasonDialog/ReasonDialog.tsx';
import { KycStatusBadge, RecordStatusBadge } from '../labels.tsx';
import { partnerRecordMessages as m } from '../messages.ts';
import type { KycDocument, KycReviewData, KycSummaryData } from '../types.ts';
import { Header, Root, Row, Sections } from '../PartnerProfile/PartnerProfile.styles.ts';
import { FactList, InfoSection, nextLevel } from '../PartnerProfile/shared.tsx';

/** Reason length of a KYC rejection (the server's rule). */
export const REJECT_REASON = { min: 10, max: 500 } as const;

/** A KYC number with every character but the last 4 replaced by 'X' ('XXXXXXXX0123'). */
export function maskKycNumber(value: string | null): string | null {
  if (!value) return null;
  return `${'X'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}`;
}

/** Props of {@link KycReview}. */
export interface KycReviewProps {
  review?: KycReviewData;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** The server answered 404. */
  isNotFound?: boolean;
  /** Opens a scan (the parent fetches a fresh signed link, valid 60 s). */
  onOpenDocument: (document: KycDocument) => void;
  /** The scan whose link is being fetched. */
  openingDocument?: KycDocument | null;
  /** Approves; reject (or set `decisionError`) on failure. */
  onApprove: () => Promise<void>;
  /** Rejects with the trimmed reason; reject (or set `decisionError`) to keep the dialog and the reason. */
  onReject: (reason: string) => Promise<void>;
  /** The failure of the last decision (shown above the actions and in the reject dialog). */
  decisionError?: string | null;
  /** True while the approval runs. */
  isApproving?: boolean;
  /** Outline level of the heading. Default 2. */
  headingLevel?: HeadingLevel;
}

/**
 * One KYC for the verifier (/kyc-verify/{id}): the partner, PAN and Aadhaar masked except the last
 * 4 digits until 'Show full numbers' is pressed, the scans through short-lived signed links, the
 * decision history, and Approve or Reject (a reason of 10-500 characters, kept after a failure).
 * A decided KYC offers no action. Spec: access §1 'Finance Central: KYC verification',
 * operations §2 'Verify KYC' (issue 14).
 */
export function KycReview({
  review,
  isLoading,
  error,
  onRetry,
  isNotFound,
  onOpenDocument,
  openingDocument,
  onApprove,
  onReject,
  decisionError,
  isApproving,
  headingLevel = 2,
}: KycReviewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const decided = (entry: KycSummaryData['history'][number]) => ({
    decision: t(entry.decision === 'verified' ? m.kycVerified : m.kycRejected),
    who: entry.decidedByName,
    at: dateTime(intl, entry.decidedAt),
  });
  const [showNumbers, setShowNumbers] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const level = nextLevel(headingLevel);

  if (isNotFound)
    return (
      <EmptyState
        headingLevel={Math.max(headingLevel, 2) as EmptyStateHeadingLevel}
        title={t(m.kycReviewNotFound)}
      />
    );
  if (error && !review) {
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
  if (isLoading || !review) {
    return (
      <SkeletonGroup>
        <Skeleton variant="text" />
        <Skeleton variant="block" />
      </SkeletonGroup>
    );
  }
  const { kyc } = review;
  const shown = (value: string | null) => (showNumbers ? value : maskKycNumber(value)) ?? t(m.notGiven);
  const pending = kyc.status === 'pending';
  return (
    <Root>
      <Header>
        <Heading level={headingLevel}>{t(m.reviewOf, { name: review.name })}</Heading>
        <RecordStatusBadge intl={intl} status={review.status} />
        <KycStatusBadge intl={intl} status={kyc.status} />
      </Header>
      <Sections>
        <InfoSection title={t(m.companySection)} level={level}>
          <FactList
            rows={[
              [t(m.contact), review.contactName],
              [t(m.phone), <span dir="ltr">{review.phone}</span>],
              [t(m.email), <span dir="ltr">{review.email}</span>],
              [
                t(m.address),
                [review.address, review.city, review.state, review.pincode].filter(Boolean).join(', '),
              ],
              [t(m.submitted), dateTime(intl, kyc.submittedAt)],
            ]}
          />
        </InfoSection>
        <InfoSection title={t(m.kycSection)} level={level}>
          <FactList
            rows={[
              [t(m.pan), <span dir="ltr">{shown(kyc.pan)}</span>],
              [t(m.aadhaar), <span dir="ltr">{shown(kyc.aadhaar)}</span>],
            ]}
          />
          <Row>
            <Button
              size="sm"
              variant="quiet"
              aria-pressed={showNumbers}
              onPress={() => setShowNumbers((on) => !on)}
            >
              {t(showNumbers ? m.hideNumbers : m.showNumbers)}
            </Button>
            {kyc.hasPanScan ? (
              <Button
                size="sm"
                variant="secondary"
                isPending={openingDocument === 'pan_scan'}
                onPress={() => onOpenDocument('pan_scan')}
              >
                {t(m.viewPanScan)}
              </Button>
            ) : null}
            {kyc.hasAadhaarFile ? (
              <Button
                size="sm"
                variant="secondary"
                isPending={openingDocument === 'aadhaar_file'}
                onPress={() => onOpenDocument('aadhaar_file')}
              >
                {t(m.viewAadhaarFile)}
              </Button>
            ) : null}
          </Row>
        </InfoSection>
        <InfoSection title={t(m.kycHistory)} level={level}>
          {kyc.history.length === 0 ? (
            <Text tone="muted">{t(m.kycPending)}</Text>
          ) : (
            <FactList
              rows={kyc.history.map((entry) => [
                dateTime(intl, entry.decidedAt),
                entry.reason
                  ? t(m.decidedByWithReason, { ...decided(entry), reason: entry.reason })
                  : t(m.decidedBy, decided(entry)),
              ])}
            />
          )}
        </InfoSection>
      </Sections>
      {decisionError && !rejecting ? <Alert variant="error">{decisionError}</Alert> : null}
      {pending ? (
        <Row>
          <Button
            variant="primary"
            isPending={isApproving}
            onPress={() => void onApprove().catch(() => undefined)}
          >
            {t(m.approve)}
          </Button>
          <Button variant="danger" isDisabled={isApproving} onPress={() => setRejecting(true)}>
            {t(m.reject)}
          </Button>
        </Row>
      ) : (
        <Text tone="muted">{t(m.decidedAlready)}</Text>
      )}
      {rejecting ? (
        <ReasonDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setRejecting(false)}
          title={t(m.rejectTitle, { name: review.name })}
          intro={t(m.rejectIntro)}
          label={t(m.rejectReason)}
          minLength={REJECT_REASON.min}
          maxLength={REJECT_REASON.max}
          submitLabel={t(m.reject)}
          formError={decisionError}
          onSubmit={async (reason) => {
            await onReject(reason);
            setRejecting(false);
          }}
        />
      ) : null}
    </Root>
  );
}
