export { AppShell, MOBILE_QUERY } from './AppShell';
export type { AppShellHeaderOptions, AppShellProps } from './AppShell';
