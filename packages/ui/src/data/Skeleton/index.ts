export { Skeleton, SkeletonGroup } from './Skeleton';
export type { SkeletonGroupProps, SkeletonProps, SkeletonVariant } from './Skeleton';
