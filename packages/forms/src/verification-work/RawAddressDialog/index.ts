export { RawAddressDialog } from './RawAddressDialog.tsx';
export type { RawAddressDialogProps } from './RawAddressDialog.tsx';
export type { RawAddressLookup } from './RawAddressDialog.tsx';
