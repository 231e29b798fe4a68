import type { ProjectProgressRow } from './types.ts';

/** Story data: an active project with breaches, one on hold, one finished. */
export const demoProjects: ProjectProgressRow[] = [
  {
    id: 3,
    code: 'PRJ-003',
    name: 'Voltas AC rollout',
    clientName: 'Voltas Ltd',
    status: 'active',
    openTickets: 28,
    slaBreaches: 4,
    completedTickets: 12,
    totalTickets: 40,
  },
  {
    id: 4,
    code: 'PRJ-004',
    name: 'Blue Star service',
    clientName: 'Blue Star',
    status: 'on_hold',
    openTickets: 6,
    slaBreaches: 0,
    completedTickets: 54,
    totalTickets: 60,
  },
  {
    id: 5,
    code: 'PRJ-005',
    name: 'Daikin audit',
    clientName: 'Daikin India',
    status: 'closed',
    openTickets: 0,
    slaBreaches: 0,
    completedTickets: 25,
    totalTickets: 25,
  },
];
