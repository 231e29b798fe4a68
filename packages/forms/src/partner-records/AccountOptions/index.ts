export { AccountOptions } from './AccountOptions.tsx';
export type { AccountOptionsProps } from './AccountOptions.tsx';
