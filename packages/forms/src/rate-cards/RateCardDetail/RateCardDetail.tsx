import {
  EmptyState,
  Skeleton,
  Table,
  type EmptyStateHeadingLevel,
  type TableColumn,
} from '@partner-portal/ui/data';
import { Alert, Button, Heading, type HeadingLevel } from '@partner-portal/ui/primitives';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sowSubtypeLabel } from '../../operations-shared/labels.ts';
import type { RateCardRow } from '../columns.tsx';
import { effectiveRange, formatPaise, rateLabel } from '../format.ts';
import { rateCardMessages as m } from '../messages.ts';
import { Facts, Section } from './RateCardDetail.styles.ts';

/** One line of a rate card (the api's `RateCardLine`). */
export interface RateCardLineRow {
  position: number;
  label: string;
  unit: string;
  amountPaise: number;
}

/** Props of {@link RateCardDetail}. */
export interface RateCardDetailProps {
  /** The card with its lines; `undefined` while loading or after a failure. */
  rateCard?: RateCardRow & { lines: readonly RateCardLineRow[] };
  isLoading?: boolean;
  /** The server answered 404: the card does not exist. */
  isNotFound?: boolean;
  /** The failure text (server message, time-out, offline) with `onRetry`. */
  error?: string | null;
  onRetry?: () => void;
  /** A link back to the list (the app's router link), shown when the card is not found. */
  backLink?: ReactNode;
  /** Outline level of the card's heading. Default 2. */
  headingLevel?: HeadingLevel;
}

/**
 * One rate card (/rate/{rateId}, where a remembered rateId leads after sign-in, access §3/§4): its
 * SOW subtype, region, effective dates and status, and its lines with the amounts in rupees
 * (Indian digit grouping). Loading, not found and failure states.
 */
export function RateCardDetail({
  rateCard,
  isLoading = false,
  isNotFound = false,
  error,
  onRetry,
  backLink,
  headingLevel = 2,
}: RateCardDetailProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  if (isNotFound)
    return (
      <EmptyState
        title={t(m.notFound)}
        description={t(m.notFoundHelp)}
        action={backLink}
        headingLevel={Math.max(2, headingLevel) as EmptyStateHeadingLevel}
      />
    );
  if (error && !rateCard)
    return (
      <Alert variant="error" title={t(m.loadFailed)}>
        {error}{' '}
        {onRetry ? (
          <Button variant="secondary" size="sm" onPress={onRetry}>
            {t(m.retry)}
          </Button>
        ) : null}
      </Alert>
    );
  if (!rateCard || isLoading) return <Skeleton lines={6} />;
  const columns: TableColumn<RateCardLineRow>[] = [
    { id: 'label', name: t(m.item), isRowHeader: true },
    { id: 'unit', name: t(m.unit), render: (row) => rateLabel(intl, row.unit) },
    { id: 'amount', name: t(m.amount), align: 'end', render: (row) => formatPaise(intl, row.amountPaise) },
  ];
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={headingLevel} size="lg" id={headingId}>
        {t(m.detailTitle, { rateId: rateCard.rateId })}
      </Heading>
      <Facts>
        <dt>{t(m.sowSubtype)}</dt>
        <dd>{sowSubtypeLabel(intl, rateCard.sowSubtype)}</dd>
        <dt>{t(m.region)}</dt>
        <dd>{`${rateCard.region} (${rateLabel(intl, rateCard.regionKind)})`}</dd>
        <dt>{t(m.effective)}</dt>
        <dd>{effectiveRange(intl, rateCard.effectiveFrom, rateCard.effectiveTo)}</dd>
        <dt>{t(m.status)}</dt>
        <dd>{rateLabel(intl, rateCard.status)}</dd>
      </Facts>
      <Table<RateCardLineRow>
        aria-label={t(m.lines)}
        columns={columns}
        rows={rateCard.lines}
        getRowId={(row) => row.position}
      />
    </Section>
  );
}
