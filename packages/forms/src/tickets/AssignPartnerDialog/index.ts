export { AssignPartnerDialog } from './AssignPartnerDialog.tsx';
export type { AssignPartnerDialogProps } from './AssignPartnerDialog.tsx';
