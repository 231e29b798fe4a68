import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dataMessages } from '../messages';
import { BadgeRoot, HiddenLabel, StatusDot } from './Badge.styles';

/** Colour of a badge. Status tones use the theme's status colours (AA contrast in every theme). */
export type BadgeTone = 'accent' | 'neutral' | 'success' | 'info' | 'warning' | 'error';

/**
 * Kind of badge: `'count'` (a number, e.g. pending tasks), `'dot'` (a small marker with a hidden
 * label) or `'status'` (a short text with a dot, e.g. 'Approved').
 */
export type BadgeVariant = 'count' | 'dot' | 'status';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Default: `'count'` when `count` is given, else `'status'`. */
  variant?: BadgeVariant;
  /** The number shown by a count badge. */
  count?: number;
  /** Largest number shown; above it the badge reads e.g. '99+'. Default 99. */
  max?: number;
  /** Show a count badge when `count` is 0. Default `false` (nothing is rendered). */
  showZero?: boolean;
  /**
   * Text for screen readers. Count: default '{count} pending' ('3 pending', '99+ pending'); pass
   * another text for other counts (e.g. '3 unread messages'). Dot: required (e.g. 'New messages').
   */
  label?: string;
  /** Status text of a status badge (e.g. 'Approved'). */
  children?: ReactNode;
  /** Default `'accent'` for count and dot, `'neutral'` for status. */
  tone?: BadgeTone;
  /** For layout only. */
  className?: string;
}

/**
 * A small count, marker or status label. Counts show the number and read a full phrase ('3 pending')
 * to screen readers; dots are only a marker and read their `label`; status badges show their text
 * with a dot, so the status never relies on colour alone.
 */
export function Badge({
  variant: variantProp,
  count,
  max = 99,
  showZero = false,
  label,
  children,
  tone: toneProp,
  className,
}: BadgeProps) {
  const intl = useIntl();
  const variant = variantProp ?? (count !== undefined ? 'count' : 'status');
  const tone = toneProp ?? (variant === 'status' ? 'neutral' : 'accent');

  if (variant === 'count') {
    const value = count ?? 0;
    if (value <= 0 && !showZero) return null;
    const shown = value > max ? `${intl.formatNumber(max)}+` : intl.formatNumber(value);
    return (
      <BadgeRoot data-variant="count" data-tone={tone} className={className}>
        <span aria-hidden="true">{shown}</span>
        <HiddenLabel>{label ?? intl.formatMessage(dataMessages.pending, { count: shown })}</HiddenLabel>
      </BadgeRoot>
    );
  }
  if (variant === 'dot') {
    return (
      <BadgeRoot data-variant="dot" data-tone={tone} className={className}>
        {label && <HiddenLabel>{label}</HiddenLabel>}
      </BadgeRoot>
    );
  }
  return (
    <BadgeRoot data-variant="status" data-tone={tone} className={className}>
      <StatusDot aria-hidden="true" />
      {children ?? label}
    </BadgeRoot>
  );
}
