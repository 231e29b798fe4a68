export { EscalationList } from './EscalationList.tsx';
export type { EscalationListProps } from './EscalationList.tsx';
