import { useDecideKyc, useKycDocumentLink, useKycReview } from '@partner-portal/api/hooks';
import { KycReview, type KycDocument } from '@partner-portal/forms/partner-records';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { listFailureText } from '../lib/failureText.ts';
import { partnerRecordRouteMessages as r } from './partner-records/messages.ts';

/**
 * /kyc-verify/{id} (finance_user, accounts_user): one KYC (GET /finance/kyc-verification/{id}/)
 * with the scans through 60 s signed links; approve, or reject with a reason. The decision is
 * recorded with who and when; a KYC decided meanwhile is a 409 with the server's message; any
 * failure keeps the typed reason. After a decision the queue opens again. Spec: access §1
 * 'Finance Central', operations §2, §6 (issue 14).
 */
export function KycReviewRoute() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const read = useKycReview(id);
  const decide = useDecideKyc();
  const documentLink = useKycDocumentLink();
  const [opening, setOpening] = useState<KycDocument | null>(null);
  const [decisionError, setDecisionError] = useState<string | null>(null);

  const openDocument = async (document: KycDocument) => {
    setOpening(document);
    try {
      const { url } = await documentLink.trigger({ uuid: id, document });
      window.open(url, '_blank', 'noopener,noreferrer');
    } catch (caught) {
      toast.show({
        type: 'error',
        message: listFailureText(intl, caught) ?? intl.formatMessage(r.documentFailed),
      });
    } finally {
      setOpening(null);
    }
  };
  const submit = async (decision: 'verified' | 'rejected', reason?: string) => {
    setDecisionError(null);
    try {
      const answer = await decide.trigger({ uuid: id, decision, ...(reason !== undefined && { reason }) });
      toast.show({ type: 'success', message: answer.message });
      void navigate(hrefTo('finance'));
    } catch (caught) {
      setDecisionError(listFailureText(intl, caught));
      throw caught;
    }
  };

  return (
    <>
      <Button variant="quiet" size="sm" onPress={() => void navigate(hrefTo('finance'))}>
        {intl.formatMessage(r.backToQueue)}
      </Button>
      <KycReview
        review={read.data}
        isLoading={read.isLoading}
        isNotFound={read.error?.status === 404}
        error={read.error && read.error.status !== 404 ? listFailureText(intl, read.error) : undefined}
        onRetry={() => void read.mutate()}
        onOpenDocument={(document) => void openDocument(document)}
        openingDocument={opening}
        onApprove={() => submit('verified')}
        onReject={(reason) => submit('rejected', reason)}
        decisionError={decisionError}
        isApproving={decide.isMutating && !decisionError}
      />
    </>
  );
}
