import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dataMessages } from '../messages';
import { Bone, BusyLabel, GroupRoot, SkeletonRoot } from './Skeleton.styles';

/** Shape of a placeholder: text lines, a rectangular block (card, image, chart) or a circle (avatar). */
export type SkeletonVariant = 'text' | 'block' | 'circle';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** Default `'text'`. */
  variant?: SkeletonVariant;
  /** Number of text lines (`'text'` only; the last of several is shorter). Default 1. */
  lines?: number;
  /** CSS inline size, e.g. `'12rem'` or `'50%'`. Default: full width (`'2.5rem'` for a circle). */
  inlineSize?: string;
  /** CSS block size of a line or block, e.g. `'1rem'`. Default 0.875rem per line, 6rem per block. */
  blockSize?: string;
  /** For layout only. */
  className?: string;
}

/**
 * A loading placeholder with the shape of the content to come. It is decorative (`aria-hidden`):
 * put skeletons inside a {@link SkeletonGroup}, which tells assistive technology that the area is
 * loading. It pulses gently, and holds still when the user prefers reduced motion.
 */
export function Skeleton({ variant = 'text', lines = 1, inlineSize, blockSize, className }: SkeletonProps) {
  const count = variant === 'text' ? Math.max(1, Math.floor(lines)) : 1;
  return (
    <SkeletonRoot aria-hidden="true" data-variant={variant} $inlineSize={inlineSize} className={className}>
      {Array.from({ length: count }, (_, i) => (
        <Bone key={i} $blockSize={blockSize} data-last-line={count > 1 && i === count - 1 ? '' : undefined} />
      ))}
    </SkeletonRoot>
  );
}

/** Props of {@link SkeletonGroup}. */
export interface SkeletonGroupProps {
  /** What is loading, read by screen readers, e.g. 'Loading partners'. Default 'Loading'. */
  label?: string;
  /** Skeletons (hidden from assistive technology). */
  children?: ReactNode;
  /** For layout only. */
  className?: string;
}

/**
 * A busy region (`aria-busy="true"`) holding skeletons: screen readers hear its label once through a
 * polite status message, not the placeholders. Replace the whole group with the content when it arrives.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  const intl = useIntl();
  return (
    <GroupRoot aria-busy="true" className={className}>
      <BusyLabel role="status">{label ?? intl.formatMessage(dataMessages.loading)}</BusyLabel>
      <GroupRoot aria-hidden="true">{children}</GroupRoot>
    </GroupRoot>
  );
}
