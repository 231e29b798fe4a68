import type { KeyboardEvent } from 'react';
import { MenuTrigger, useLocale } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { isCurrentItem, type NavGroup, type NavItem } from '../navigation';
import { NavItemContent } from '../SideNav/NavItemContent';
import { shellMessages } from '../shellMessages';
import { Menu, MenuItem } from '../../overlays/Menu';
import { BarList, BarRoot, TopButton, TopLink } from './HorizontalNav.styles';

/** Props of {@link HorizontalNav}. */
export interface HorizontalNavProps {
  /** The menu (same data as `SideNav`): labelled groups become dropdowns, the rest top-level links. */
  groups: readonly NavGroup[];
  /** Path of the current page: its link gets `aria-current="page"`, its group's button is highlighted. */
  currentHref?: string;
  /** Anything but `'production'` adds the non-production marker (a warning-coloured top edge). Default `'production'`. */
  environment?: string;
  /** Called when a link or dropdown item is activated. */
  onNavigate?: (item: NavItem) => void;
  /** Accessible name of the `nav` landmark. Default 'Main menu'. */
  'aria-label'?: string;
  /** For layout only. */
  className?: string;
}

/** Marks the bar's own entries (links and group buttons) for the arrow keys. */
const TOP_ITEM = 'data-nav-top';

/**
 * The horizontal navigation variant (operations §2 "Sidebar menus": used for finance, accounts,
 * project managers, coordinators and other listed roles): a top bar of links, with each labelled
 * group as a dropdown (the design system's `Menu` in a react-aria `MenuTrigger`: Enter, Space or
 * ArrowDown opens it, arrows move, Escape closes). ArrowLeft/ArrowRight (mirrored in Arabic), Home
 * and End move between the bar's entries; Tab also reaches each one.
 */
export function HorizontalNav({
  groups,
  currentHref,
  environment = 'production',
  onNavigate,
  'aria-label': ariaLabel,
  className,
}: HorizontalNavProps) {
  const intl = useIntl();
  const { direction } = useLocale();

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(`[${TOP_ITEM}]`));
    const index = entries.findIndex((entry) => entry === document.activeElement);
    if (index < 0) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (index + 1) % entries.length;
    else if (event.key === backward) next = (index - 1 + entries.length) % entries.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = entries.length - 1;
    if (next === null) return;
    event.preventDefault();
    entries[next]?.focus();
  };

  return (
    <BarRoot
      className={className}
      aria-label={ariaLabel ?? intl.formatMessage(shellMessages.mainNavigation)}
      data-non-production={environment !== 'production' || undefined}
    >
      <BarList onKeyDown={onKeyDown}>
        {groups.flatMap((group) =>
          group.label ? (
            <li key={group.id}>
              <MenuTrigger>
                <TopButton
                  data-nav-top=""
                  data-current={group.items.some((item) => isCurrentItem(item, currentHref)) || undefined}
                >
                  {group.label}
                  <svg
                    viewBox="0 0 16 16"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.75"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M4 6l4 4 4-4" />
                  </svg>
                </TopButton>
                <Menu placement="bottom start" offset={4} aria-label={group.label}>
                  {group.items.map((item) => (
                    <MenuItem
                      key={item.id}
                      id={item.id}
                      href={item.href}
                      textValue={item.label}
                      isCurrent={isCurrentItem(item, currentHref)}
                      onAction={() => onNavigate?.(item)}
                    >
                      <NavItemContent item={item} />
                    </MenuItem>
                  ))}
                </Menu>
              </MenuTrigger>
            </li>
          ) : (
            group.items.map((item) => (
              <li key={item.id}>
                <TopLink
                  data-nav-top=""
                  href={item.href}
                  aria-current={isCurrentItem(item, currentHref) ? 'page' : undefined}
                  onPress={() => onNavigate?.(item)}
                >
                  <NavItemContent item={item} />
                </TopLink>
              </li>
            ))
          ),
        )}
      </BarList>
    </BarRoot>
  );
}
