export { WorkAreaOverview } from '../work-area/WorkAreaOverview.tsx';
export type { WorkAreaOverviewProps, WorkAreaUser } from '../work-area/WorkAreaOverview.tsx';
export { workAreaMessages } from '../work-area/messages.ts';
export { roleMessages } from '../roles/messages.ts';
export { roleLabel } from '../roles/roleLabel.ts';
export type { RoleName } from '../roles/roleLabel.ts';
