/**
 * `@partner-portal/forms/rate-cards`: rate cards per SOW subtype and region (list columns, one
 * card's detail) and the partner plans page (issue 14; access §3/§4 'rateId and partnerPlans').
 * Amounts are whole paise shown as rupees with Indian digit grouping.
 * @packageDocumentation
 */
export { rateCardColumns } from '../rate-cards/columns.tsx';
export type { RateCardRow } from '../rate-cards/columns.tsx';
export { effectiveRange, formatPaise, rateLabel } from '../rate-cards/format.ts';
export { rateCardMessages } from '../rate-cards/messages.ts';
export type { RateCardMessages } from '../rate-cards/messages.ts';
export { RateCardDetail } from '../rate-cards/RateCardDetail/index.ts';
export type { RateCardDetailProps, RateCardLineRow } from '../rate-cards/RateCardDetail/index.ts';
export { PartnerPlans } from '../rate-cards/PartnerPlans/index.ts';
export type { PartnerPlanRow, PartnerPlansProps, PlanRateRow } from '../rate-cards/PartnerPlans/index.ts';
