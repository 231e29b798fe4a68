import type { RateCardRow } from './columns.tsx';
import type { PartnerPlansProps } from './PartnerPlans/PartnerPlans.tsx';
import type { RateCardDetailProps } from './RateCardDetail/RateCardDetail.tsx';

/** Demo rate cards (as the reference server seeds them). */
export const demoRateCards: RateCardRow[] = [
  ['RC-001', 'Installation', 'South zone', 'zone', 65000],
  ['RC-002', 'Break-Fix', 'South zone', 'zone', 90000],
  ['RC-013', 'Installation', 'Karnataka', 'state', 66300],
].map(([rateId, sowSubtype, region, regionKind, basePaise]) => ({
  rateId: String(rateId),
  sowSubtype: String(sowSubtype),
  region: String(region),
  regionKind: String(regionKind),
  effectiveFrom: '2026-04-01',
  effectiveTo: '2027-03-31',
  status: 'active',
  basePaise: Number(basePaise),
}));

/** One rate card with its lines. */
export const demoRateCard: NonNullable<RateCardDetailProps['rateCard']> = {
  ...demoRateCards[1]!,
  lines: [
    { position: 1, label: 'Base visit', unit: 'per_visit', amountPaise: 90000 },
    { position: 2, label: 'Travel beyond 20 km', unit: 'per_km', amountPaise: 1200 },
    { position: 3, label: 'Parts handling', unit: 'per_unit', amountPaise: 15000 },
    { position: 4, label: 'Large site survey', unit: 'per_hour', amountPaise: 12345600 },
  ],
};

/** The demo partner plans. */
export const demoPartnerPlans: NonNullable<PartnerPlansProps['data']> = {
  plans: [
    {
      code: 'basic',
      name: 'Basic',
      monthlyFeePaise: 0,
      commissionBps: 1500,
      features: ['Tickets in your registered pincodes', 'Payment every month'],
    },
    {
      code: 'plus',
      name: 'Plus',
      monthlyFeePaise: 99900,
      commissionBps: 1200,
      features: ['Priority ticket allocation', 'Payment every 15 days'],
    },
    {
      code: 'pro',
      name: 'Pro',
      monthlyFeePaise: 249900,
      commissionBps: 900,
      features: ['Weekly payment', 'Dedicated account manager'],
    },
  ],
  rates: [
    { sowSubtype: 'Break-Fix', minBasePaise: 85500, maxBasePaise: 99000 },
    { sowSubtype: 'Installation', minBasePaise: 61800, maxBasePaise: 71500 },
  ],
};
