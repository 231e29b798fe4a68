export { Badge } from './Badge';
export type { BadgeProps, BadgeTone, BadgeVariant } from './Badge';
