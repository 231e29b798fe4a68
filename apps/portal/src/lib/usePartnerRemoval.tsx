import { useRequestPartnerRemoval } from '@partner-portal/api/hooks';
import { partnerRemovalMessages as m, ReasonDialog } from '@partner-portal/forms/partner-removal';
import { useToast } from '@partner-portal/ui/feedback';
import { Button } from '@partner-portal/ui/primitives';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { listFailureText } from './failureText.ts';
import { userCan } from './access.ts';

/**
 * 'Request removal' of a partner (POST /partner/partner-remove-request/ through `partnerRemoval`,
 * reason 10-1000 characters) for the partner lists: a row button (only for roles that may call
 * it) and its reason dialog, which keeps the text after a failure. Spec: operations §7.
 */
export function usePartnerRemoval(): {
  button: (partner: { id: number; name: string }) => ReactNode;
  dialog: ReactNode;
} {
  const intl = useIntl();
  const toast = useToast();
  const request = useRequestPartnerRemoval();
  const [partner, setPartner] = useState<{ id: number; name: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const allowed = userCan('partnerRemoveRequest');
  return {
    button: (row) =>
      allowed ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={intl.formatMessage(m.requestRemovalLabel, { name: row.name })}
          onPress={() => {
            setFormError(null);
            setPartner(row);
          }}
        >
          {intl.formatMessage(m.requestRemoval)}
        </Button>
      ) : null,
    dialog: (
      <ReasonDialog
        title={intl.formatMessage(m.requestRemovalTitle, { name: partner?.name ?? '' })}
        intro={intl.formatMessage(m.requestRemovalIntro)}
        label={intl.formatMessage(m.removalReason)}
        minLength={10}
        maxLength={1000}
        submitLabel={intl.formatMessage(m.sendRequest)}
        isOpen={partner !== null}
        onOpenChange={(open) => (open ? undefined : setPartner(null))}
        formError={formError}
        onSubmit={async (reason) => {
          if (!partner) return;
          setFormError(null);
          try {
            const answer = await request.trigger({ partnerId: partner.id, reason });
            setPartner(null);
            toast.show({ type: 'success', message: answer.message });
          } catch (error) {
            setFormError(listFailureText(intl, error));
            throw error;
          }
        }}
      />
    ),
  };
}
