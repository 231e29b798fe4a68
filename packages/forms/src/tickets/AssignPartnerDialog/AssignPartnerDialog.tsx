import { EmptyState } from '@partner-portal/ui/data';
import { Alert, Button, Spinner } from '@partner-portal/ui/primitives';
import { useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FormikRadioGroup } from '../../fields/FormikRadioGroup.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { ticketMessages as m } from '../messages.ts';
import { assignPartnerSchema, ticketSchemaMessages, type AssignPartnerValues } from '../schemas.ts';
import type { PartnerOption } from '../types.ts';

/** Props of {@link AssignPartnerDialog}. */
export interface AssignPartnerDialogProps {
  /** The tickets to assign: one number ('Assign a partner to TKT-260017') or several ('… to 3 tickets'). */
  ticketNumbers: readonly string[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Partners covering the ticket's pincode; `undefined` while they load. */
  partners?: readonly PartnerOption[];
  /** True while the partners load (a spinner 'Loading partners'). */
  isLoadingPartners?: boolean;
  /** Why the partners could not be loaded (shown with Retry, `onRetryPartners`). */
  partnersError?: ReactNode;
  onRetryPartners?: () => void;
  /** Called with the chosen partner's id; reject or set `formError` to keep the choice. */
  onSubmit: (values: { partnerId: number }) => Promise<void>;
  /** The failure of the last submit (e.g. a refused transition or a stale write). */
  formError?: string | null;
}

/**
 * Assigns a partner to one ticket or to a bulk selection: a radio list of the partners covering
 * the pincode, each with its district, active tickets and rating. Loading (spinner), empty ('No
 * partner covers this pincode') and failure (with Retry) states. A failed submit keeps the choice.
 */
export function AssignPartnerDialog({
  ticketNumbers,
  isOpen,
  onOpenChange,
  partners,
  isLoadingPartners = false,
  partnersError,
  onRetryPartners,
  onSubmit,
  formError,
}: AssignPartnerDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => assignPartnerSchema(ticketSchemaMessages(intl)), [intl]);
  const title =
    ticketNumbers.length === 1
      ? t(m.assignTitleOne, { number: ticketNumbers[0]! })
      : t(m.assignTitleMany, { count: ticketNumbers.length });

  let body: ReactNode;
  if (partnersError) {
    body = (
      <Alert variant="error" title={t(m.assignLoadFailed)}>
        {partnersError}{' '}
        {onRetryPartners ? (
          <Button size="sm" variant="secondary" onPress={onRetryPartners}>
            {t(m.retry)}
          </Button>
        ) : null}
      </Alert>
    );
  } else if (isLoadingPartners || partners === undefined) {
    body = <Spinner label={t(m.assignLoading)} />;
  } else if (partners.length === 0) {
    body = <EmptyState headingLevel={null} title={t(m.assignEmpty)} description={t(m.assignEmptyHelp)} />;
  } else {
    body = (
      <FormikRadioGroup
        name="partnerId"
        label={t(m.assignPartner)}
        isRequired
        options={partners.map((partner) => ({
          value: String(partner.id),
          label: partner.name,
          description: t(m.partnerDetail, {
            district: partner.district,
            active: partner.activeTickets,
            rating:
              partner.rating === null
                ? t(m.notRated)
                : t(m.ratingValue, { rating: Math.round(partner.rating * 10) / 10 }),
          }),
        }))}
      />
    );
  }

  return (
    <FormDialog<AssignPartnerValues>
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{ partnerId: '' }}
      validationSchema={schema}
      onSubmit={(values) => onSubmit({ partnerId: Number(values.partnerId) })}
      formError={formError}
      submitLabel={t(m.assignSubmit)}
    >
      {body}
    </FormDialog>
  );
}
