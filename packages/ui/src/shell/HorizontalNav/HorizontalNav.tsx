import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { MenuTrigger, useLocale } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { isCurrentItem, type NavGroup, type NavItem } from '../navigation';
import { NavItemContent } from '../SideNav/NavItemContent';
import { shellMessages } from '../shellMessages';
import { Menu, MenuItem, MenuSection } from '../../overlays/Menu';
import { fitEntries } from './fitEntries';
import {
  BarList,
  BarRoot,
  MeasureItem,
  MeasureRow,
  TopButton,
  TopEntry,
  TopLink,
} from './HorizontalNav.styles';

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

/** One entry of the bar: a top-level link or a labelled group's dropdown. */
type BarEntry =
  | { kind: 'link'; key: string; item: NavItem }
  | { kind: 'group'; key: string; label: string; items: readonly NavItem[] };

function barEntries(groups: readonly NavGroup[]): BarEntry[] {
  return groups.flatMap<BarEntry>((group) =>
    group.label
      ? [{ kind: 'group', key: group.id, label: group.label, items: group.items }]
      : group.items.map((item) => ({ kind: 'link', key: item.id, item })),
  );
}

const entryIsCurrent = (entry: BarEntry, currentHref: string | undefined) =>
  entry.kind === 'link'
    ? isCurrentItem(entry.item, currentHref)
    : entry.items.some((item) => isCurrentItem(item, currentHref));

function Chevron() {
  return (
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
  );
}

/** Marks the bar's own entries (links and menu buttons) for the arrow keys. */
const TOP_ITEM = 'data-nav-top';

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * How many entries fit on the bar's one row, from an off-screen copy of the entries (`measure`,
 * its last child the 'More' button) and the list's inner width; updated on resize and when the
 * entries or fonts change their size.
 */
function useFittingCount(
  entries: readonly BarEntry[],
  list: RefObject<HTMLUListElement | null>,
  measure: RefObject<HTMLDivElement | null>,
): number {
  const [count, setCount] = useState(entries.length);
  useLayoutEffect(() => {
    const listElement = list.current;
    const measureElement = measure.current;
    if (!listElement || !measureElement) return;
    const cells = Array.from(measureElement.children);
    const update = () => {
      // No layout (a hidden bar, or jsdom): nothing to fit, show every entry.
      if (listElement.clientWidth === 0) return setCount(entries.length);
      const widths = cells.map((cell) => cell.getBoundingClientRect().width);
      const more = widths.pop() ?? 0;
      const style = getComputedStyle(listElement);
      const available = listElement.clientWidth - px(style.paddingInlineStart) - px(style.paddingInlineEnd);
      setCount(fitEntries(widths, more, available, px(style.columnGap)));
    };
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(listElement);
    for (const cell of cells) observer.observe(cell);
    return () => observer.disconnect();
  }, [entries, list, measure]);
  return count;
}

/**
 * The horizontal navigation variant (operations §2 "Sidebar menus": used for finance, accounts,
 * project managers, coordinators and other listed roles): one row of top-level links and, for each
 * labelled group, a dropdown (the design system's `Menu` in a react-aria `MenuTrigger`: Enter, Space
 * or ArrowDown opens it, arrows move, Escape closes and focus returns to its button). Entries that
 * do not fit the row move, in order, into a final 'More' dropdown (links as items, groups as titled
 * sections), so the bar never wraps. ArrowLeft/ArrowRight (mirrored in Arabic), Home and End move
 * between the bar's entries; Tab also reaches each one. The current page's link or menu item has
 * `aria-current="page"`; the button of the dropdown holding it is marked (`data-current`).
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
  const entries = useMemo(() => barEntries(groups), [groups]);
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const fitting = useFittingCount(entries, listRef, measureRef);
  const shown = entries.slice(0, fitting);
  const overflow = entries.slice(fitting);
  const moreLabel = intl.formatMessage(shellMessages.moreNavigation);

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const tops = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(`[${TOP_ITEM}]`));
    const index = tops.findIndex((entry) => entry === document.activeElement);
    if (index < 0) return;
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null = null;
    if (event.key === forward) next = (index + 1) % tops.length;
    else if (event.key === backward) next = (index - 1 + tops.length) % tops.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tops.length - 1;
    if (next === null) return;
    event.preventDefault();
    tops[next]?.focus();
  };

  const menuItem = (item: NavItem) => (
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
  );

  return (
    <BarRoot
      className={className}
      aria-label={ariaLabel ?? intl.formatMessage(shellMessages.mainNavigation)}
      data-non-production={environment !== 'production' || undefined}
    >
      <BarList ref={listRef} onKeyDown={onKeyDown}>
        {shown.map((entry) => (
          <TopEntry key={entry.key}>
            {entry.kind === 'group' ? (
              <MenuTrigger>
                <TopButton data-nav-top="" data-current={entryIsCurrent(entry, currentHref) || undefined}>
                  {entry.label}
                  <Chevron />
                </TopButton>
                <Menu placement="bottom start" offset={4} aria-label={entry.label}>
                  {entry.items.map(menuItem)}
                </Menu>
              </MenuTrigger>
            ) : (
              <TopLink
                data-nav-top=""
                href={entry.item.href}
                aria-current={isCurrentItem(entry.item, currentHref) ? 'page' : undefined}
                onPress={() => onNavigate?.(entry.item)}
              >
                <NavItemContent item={entry.item} />
              </TopLink>
            )}
          </TopEntry>
        ))}
        {overflow.length > 0 && (
          <TopEntry>
            <MenuTrigger>
              <TopButton
                data-nav-top=""
                data-current={overflow.some((entry) => entryIsCurrent(entry, currentHref)) || undefined}
              >
                {moreLabel}
                <Chevron />
              </TopButton>
              <Menu placement="bottom end" offset={4} aria-label={moreLabel}>
                {overflow.map((entry) =>
                  entry.kind === 'link' ? (
                    menuItem(entry.item)
                  ) : (
                    <MenuSection
                      key={entry.key}
                      id={`group:${entry.key}`}
                      title={entry.label}
                      aria-label={entry.label}
                    >
                      {entry.items.map(menuItem)}
                    </MenuSection>
                  ),
                )}
              </Menu>
            </MenuTrigger>
          </TopEntry>
        )}
      </BarList>
      <MeasureRow ref={measureRef} aria-hidden="true">
        {entries.map((entry) => (
          <MeasureItem key={entry.key}>
            {entry.kind === 'link' ? (
              <NavItemContent item={entry.item} />
            ) : (
              <>
                {entry.label}
                <Chevron />
              </>
            )}
          </MeasureItem>
        ))}
        <MeasureItem>
          {moreLabel}
          <Chevron />
        </MeasureItem>
      </MeasureRow>
    </BarRoot>
  );
}
