export { PageHeader } from './PageHeader';
export type { HeaderLayout, NavigationToggle, PageHeaderProps } from './PageHeader';
