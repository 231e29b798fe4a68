/**
 * `@partner-portal/ui/shell`: page frames (sign-in layout, authenticated shell), footer, user menu
 * and result pages.
 * @packageDocumentation
 */
export { AppShell } from '../shell/AppShell';
export type { AppShellProps } from '../shell/AppShell';
export { AuthLayout } from '../shell/AuthLayout';
export type { AuthLayoutProps } from '../shell/AuthLayout';
export { Footer } from '../shell/Footer';
export type { FooterProps } from '../shell/Footer';
export { LanguageSelect } from '../shell/LanguageSelect';
export type { LanguageSelectProps } from '../shell/LanguageSelect';
export { ResultPage } from '../shell/ResultPage';
export type { ResultPageProps, ResultStatus } from '../shell/ResultPage';
export { UserMenu, initialsOf } from '../shell/UserMenu';
export type { UserMenuProps } from '../shell/UserMenu';
