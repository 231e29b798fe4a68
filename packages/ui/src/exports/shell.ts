/**
 * `@partner-portal/ui/shell`: page frames (sign-in layout, authenticated shell), navigation
 * (sidebar, horizontal bar, mobile header), page headers and their parts, theme customizer,
 * footer, user menu and result pages.
 * @packageDocumentation
 */
export { AppShell, MOBILE_QUERY } from '../shell/AppShell';
export type { AppShellHeaderOptions, AppShellProps } from '../shell/AppShell';
export { AuthLayout } from '../shell/AuthLayout';
export type { AuthLayoutProps } from '../shell/AuthLayout';
export { Footer } from '../shell/Footer';
export type { FooterProps } from '../shell/Footer';
export { LanguageSelect } from '../shell/LanguageSelect';
export type { LanguageSelectProps } from '../shell/LanguageSelect';
export { ResultPage } from '../shell/ResultPage';
export type { ResultPageProps, ResultStatus } from '../shell/ResultPage';
export { UserMenu } from '../shell/UserMenu';
export type { UserMenuProps } from '../shell/UserMenu';
export { NAV_STYLES, isCurrentItem, isNavStyle } from '../shell/navigation';
export type { NavGroup, NavItem, NavStyle } from '../shell/navigation';
export { SideNav } from '../shell/SideNav';
export type { SideNavProps } from '../shell/SideNav';
export { HorizontalNav } from '../shell/HorizontalNav';
export type { HorizontalNavProps } from '../shell/HorizontalNav';
export { MobileHeader } from '../shell/MobileHeader';
export type { MobileHeaderProps } from '../shell/MobileHeader';
export { PageHeader } from '../shell/PageHeader';
export type { HeaderLayout, NavigationToggle, PageHeaderProps } from '../shell/PageHeader';
export { HeaderSearch, SEARCH_CATEGORIES } from '../shell/HeaderSearch';
export type { HeaderSearchProps, SearchCategory } from '../shell/HeaderSearch';
export { HeaderInbox } from '../shell/HeaderInbox';
export type { HeaderInboxProps, InboxItem, InboxKind } from '../shell/HeaderInbox';
export { LanguagePicker } from '../shell/LanguagePicker';
export type { LanguagePickerProps } from '../shell/LanguagePicker';
export { ThemeCustomizer } from '../shell/ThemeCustomizer';
export type { ThemeCustomizerProps, ThemeSettings } from '../shell/ThemeCustomizer';
export { shellMessages } from '../shell/shellMessages';
export type { ShellMessages } from '../shell/shellMessages';
