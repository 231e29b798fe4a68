export { PartnerPlans } from './PartnerPlans.tsx';
export type { PartnerPlanRow, PartnerPlansProps, PlanRateRow } from './PartnerPlans.tsx';
