import { storage } from '@partner-portal/api/storage';
import { useEscalations, useInvoiceRequestTaskCount } from '@partner-portal/api/hooks';
import type { NavGroup, NavItem } from '@partner-portal/ui/shell';
import { useCallback, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MenuBadge, MenuGroup } from '../config/menus/types.ts';
import type { PortalSession } from './access.ts';
import { menuFor, runMenuAction } from './menu.ts';

/** What {@link useShellMenu} returns: the AppShell's `navGroups` and `onNavigate`. */
export interface ShellMenu {
  navGroups: NavGroup[];
  /** Runs the chosen entry's action (e.g. 'clear-edit-ids') before the router navigates. */
  onNavigate: (item: NavItem) => void;
}

const hasBadge = (menu: readonly MenuGroup[], badge: MenuBadge) =>
  menu.some((group) => group.items.some((item) => item.badge === badge));

const countOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * The sidebar menu of a session for the ui shell: `menuFor(session)` with its react-intl labels
 * formatted, and the pending counts of its badges: `finance-task-count` from GET
 * /finance/task-count/ and `escalations` from GET /management/escalation-tasks/
 * (the page's `count`), each fetched only when the menu shows such an entry.
 * Spec: operations §2 'Sidebar menus'.
 */
export function useShellMenu(session: PortalSession): ShellMenu {
  const intl = useIntl();
  const menu = useMemo(() => menuFor(session), [session]);
  const wantsTaskCount = hasBadge(menu, 'finance-task-count');
  // The menu table puts each badge only where its call is allowed (escalations: project_manager and
  // admin; the task count: the finance menu). Importing the call table here (canCall) would pull it
  // into the first load's shared roles chunk.
  const wantsEscalations = hasBadge(menu, 'escalations');
  // Counts are shown only when the answer has them (a malformed answer shows no badge).
  const taskCount = countOf(useInvoiceRequestTaskCount(wantsTaskCount).data);
  const escalations = countOf(useEscalations(wantsEscalations ? {} : null).data?.count);
  // Access §3: task_count is stored once known (the finance Actions badge).
  useEffect(() => {
    if (taskCount !== undefined) storage.set('task_count', taskCount);
  }, [taskCount]);

  const navGroups = useMemo<NavGroup[]>(() => {
    const counts: Record<MenuBadge, number | undefined> = {
      'finance-task-count': taskCount,
      escalations,
    };
    return menu.map((group) => ({
      id: group.id,
      ...(group.label ? { label: intl.formatMessage(group.label) } : {}),
      items: group.items.map((item) => ({
        id: item.id,
        label: intl.formatMessage(item.label),
        href: item.href,
        ...(item.badge && counts[item.badge] !== undefined ? { badge: counts[item.badge] } : {}),
      })),
    }));
  }, [menu, intl, taskCount, escalations]);

  const onNavigate = useCallback(
    (chosen: NavItem) => {
      for (const group of menu) {
        const item = group.items.find((entry) => entry.id === chosen.id);
        if (item?.action) runMenuAction(item.action);
      }
    },
    [menu],
  );

  return { navGroups, onNavigate };
}
