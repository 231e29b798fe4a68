import { EmptyState, Skeleton, Table, type TableColumn } from '@partner-portal/ui/data';
import { Alert, Button, Card, Heading, Text, type HeadingLevel } from '@partner-portal/ui/primitives';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { sowSubtypeLabel } from '../../operations-shared/labels.ts';
import { formatPaise } from '../format.ts';
import { rateCardMessages as m } from '../messages.ts';
import { PlanGrid, Section } from '../RateCardDetail/RateCardDetail.styles.ts';

/** A plan (the api's `PartnerPlan`). */
export interface PartnerPlanRow {
  code: string;
  name: string;
  monthlyFeePaise: number;
  /** Basis points the platform keeps (1250 = 12.5 %). */
  commissionBps: number;
  features: readonly string[];
}

/** The base visit rates of one SOW subtype (paise). */
export interface PlanRateRow {
  sowSubtype: string;
  minBasePaise: number;
  maxBasePaise: number;
}

/** Props of {@link PartnerPlans}. */
export interface PartnerPlansProps {
  /** The plans and rates; `undefined` while loading or after a failure. */
  data?: { plans: readonly PartnerPlanRow[]; rates: readonly PlanRateRow[] };
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Outline level of the section heading. Default 2. */
  headingLevel?: HeadingLevel;
}

/**
 * The partner plans page (/partner-plans, where a remembered partnerPlans flag leads after
 * sign-in, access §3/§4): one card per tier with its monthly fee, commission and what it includes,
 * then the base visit rates that apply per SOW subtype with what the partner keeps on each plan.
 */
export function PartnerPlans({
  data,
  isLoading = false,
  error,
  onRetry,
  headingLevel = 2,
}: PartnerPlansProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const headingId = useId();
  const ratesId = useId();
  const percent = (bps: number) =>
    intl.formatNumber(bps / 10000, { style: 'percent', maximumFractionDigits: 2 });
  const body = () => {
    if (error && !data)
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
    if (!data || isLoading) return <Skeleton lines={6} />;
    if (data.plans.length === 0) return <EmptyState title={t(m.plansEmpty)} headingLevel={null} />;
    const sub = (headingLevel + 1) as HeadingLevel;
    const columns: TableColumn<PlanRateRow>[] = [
      {
        id: 'sowSubtype',
        name: t(m.sowSubtype),
        isRowHeader: true,
        render: (row) => sowSubtypeLabel(intl, row.sowSubtype),
      },
      {
        id: 'base',
        name: t(m.baseVisit),
        align: 'end',
        render: (row) =>
          t(m.range, { from: formatPaise(intl, row.minBasePaise), to: formatPaise(intl, row.maxBasePaise) }),
      },
      ...data.plans.map<TableColumn<PlanRateRow>>((plan) => ({
        id: `keep-${plan.code}`,
        name: t(m.youKeep, { plan: plan.name }),
        align: 'end',
        render: (row) => {
          const keep = (paise: number) =>
            formatPaise(intl, Math.round((paise * (10000 - plan.commissionBps)) / 10000));
          return t(m.range, { from: keep(row.minBasePaise), to: keep(row.maxBasePaise) });
        },
      })),
    ];
    return (
      <>
        <PlanGrid>
          {data.plans.map((plan) => (
            <Card
              key={plan.code}
              heading={plan.name}
              headingLevel={sub}
              description={
                plan.monthlyFeePaise === 0
                  ? t(m.free)
                  : t(m.monthlyFee, { amount: formatPaise(intl, plan.monthlyFeePaise) })
              }
              footer={<Text tone="muted">{t(m.commission, { percent: percent(plan.commissionBps) })}</Text>}
            >
              <Text weight="semibold">{t(m.includes)}</Text>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </Card>
          ))}
        </PlanGrid>
        <Heading level={sub} size="md" id={ratesId}>
          {t(m.ratesTitle)}
        </Heading>
        <Table<PlanRateRow>
          aria-labelledby={ratesId}
          columns={columns}
          rows={data.rates}
          getRowId={(row) => row.sowSubtype}
        />
      </>
    );
  };
  return (
    <Section aria-labelledby={headingId}>
      <Heading level={headingLevel} size="lg" id={headingId}>
        {t(m.plansTitle)}
      </Heading>
      <Text tone="muted">{t(m.plansDescription)}</Text>
      {body()}
    </Section>
  );
}
