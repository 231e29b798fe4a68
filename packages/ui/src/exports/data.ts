/**
 * `@partner-portal/ui/data`: tables (sorting, selection, row actions, loading and empty states),
 * pagination, tabs, avatars, badges, empty states and skeletons.
 * @packageDocumentation
 */
export { Table, sortRows } from '../data/Table';
export type { SortValueGetter, TableColumn, TableProps } from '../data/Table';
/** Sort state of a `Table` (react-aria): `{ column, direction: 'ascending' | 'descending' }`. */
export type { Key, Selection, SortDescriptor } from 'react-aria-components';
export { Pagination, pageCount } from '../data/Pagination';
export type { PaginationProps } from '../data/Pagination';
export { Tab, TabList, TabPanel, Tabs } from '../data/Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from '../data/Tabs';
export { Avatar, initialsOf } from '../data/Avatar';
export type { AvatarProps, AvatarSize } from '../data/Avatar';
export { Badge } from '../data/Badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from '../data/Badge';
export { EmptyState } from '../data/EmptyState';
export type { EmptyStateHeadingLevel, EmptyStateProps } from '../data/EmptyState';
export { Skeleton, SkeletonGroup } from '../data/Skeleton';
export type { SkeletonGroupProps, SkeletonProps, SkeletonVariant } from '../data/Skeleton';
export { dataMessages } from '../data/messages';
export type { DataMessages } from '../data/messages';
