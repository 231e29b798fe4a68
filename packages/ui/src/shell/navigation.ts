import type { ReactNode } from 'react';

/** One menu entry: a link to a route. */
export interface NavItem {
  /** Stable key (unique within the menu). */
  id: string;
  /** Visible text and the link's accessible name (already translated). */
  label: string;
  /** Target path, e.g. '/finance-dashboard'. The item whose `href` equals `currentHref` is active. */
  href: string;
  /**
   * Pending count shown as a badge (e.g. Actions' pending task count, escalated tickets); announced
   * as '{count} pending'. Hidden when absent or 0.
   */
  badge?: number;
  /** Decorative icon before the label (an inline SVG of 1em; hidden from assistive technology). */
  icon?: ReactNode;
}

/**
 * A group of menu entries. With a `label` it is a collapsible group (e.g. the finance menu's
 * 'Partner Invoice', 'Transactions', 'Client Data'; in the horizontal variant a dropdown); without
 * a label its items are shown at the top level in order.
 */
export interface NavGroup {
  /** Stable key (unique within the menu). */
  id: string;
  /** Group title (already translated); leave out for top-level items. */
  label?: string;
  /** The group's links, in order. */
  items: readonly NavItem[];
}

/** Navigation variant: the sidebar (`'vertical'`) or the top bar (`'horizontal'`). Spec: operations §2 "Sidebar menus". */
export type NavStyle = 'vertical' | 'horizontal';

/** Every navigation style, in the customizer's order. */
export const NAV_STYLES: readonly NavStyle[] = ['vertical', 'horizontal'];

/** Returns true when `value` is a {@link NavStyle} (for reading `?nav-style=`). */
export function isNavStyle(value: unknown): value is NavStyle {
  return typeof value === 'string' && (NAV_STYLES as readonly string[]).includes(value);
}

/** Whether `item` is the current page: its `href` equals `currentHref` (path only, no query). */
export function isCurrentItem(item: NavItem, currentHref: string | undefined): boolean {
  return currentHref !== undefined && item.href === currentHref;
}
