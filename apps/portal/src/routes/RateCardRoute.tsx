import { useRateCard } from '@partner-portal/api/hooks';
import { rateCardMessages as m, RateCardDetail } from '@partner-portal/forms/rate-cards';
import { Link } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { hrefTo } from '../config/paths.ts';
import { listFailureText } from '../lib/failureText.ts';

/**
 * /rate/{rateId} (project_manager, coordinator, admin, internal_agent, partner; operations §6):
 * one rate card with its lines. A signed-out visitor's rateId is remembered and leads here after
 * sign-in (access §3, §4). GET /management/rate-cards/{rate_id}/ (issue 14); an unknown id shows
 * 'Rate card not found' with a link to the list.
 */
export function RateCardRoute() {
  const intl = useIntl();
  const { rateId = '' } = useParams();
  const read = useRateCard(rateId || null);
  return (
    <RateCardDetail
      rateCard={read.data}
      isLoading={read.isLoading}
      isNotFound={read.error?.status === 404 || read.error?.status === 400}
      error={read.error ? listFailureText(intl, read.error) : null}
      onRetry={() => void read.mutate()}
      backLink={<Link href={hrefTo('rateCards')}>{intl.formatMessage(m.allRateCards)}</Link>}
    />
  );
}
