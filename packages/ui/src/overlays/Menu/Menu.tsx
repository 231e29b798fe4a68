import { useCallback, type ReactNode } from 'react';
import {
  Collection,
  type MenuItemProps as AriaMenuItemProps,
  type MenuProps as AriaMenuProps,
  type MenuSectionProps as AriaMenuSectionProps,
  type PopoverProps,
} from 'react-aria-components';
import {
  MenuPopover,
  SectionHeader,
  StyledMenu,
  StyledMenuItem,
  StyledMenuSection,
  StyledSeparator,
} from './Menu.styles';

/** Props of {@link Menu}: react-aria's menu props plus where its popover opens. */
export interface MenuProps<T extends object> extends Omit<AriaMenuProps<T>, 'className' | 'style'> {
  /** Popover placement relative to the trigger. Default `'bottom start'` (mirrors in RTL). */
  placement?: PopoverProps['placement'];
  /** Gap between trigger and popover in px. Default 4. */
  offset?: number;
  /** For layout only (applied to the popover). */
  className?: string;
}

/**
 * A menu of actions and links in a popover (react-aria `Menu` in a `Popover`). Put it in a
 * `MenuTrigger` after its button: Enter, Space or ArrowDown open it with focus on the first item
 * (ArrowUp on the last); arrows move, typing jumps to an item, Enter or Space activates, Escape closes
 * and focus returns to the button. The trigger button's text names the menu.
 */
export function Menu<T extends object>({
  placement = 'bottom start',
  offset = 4,
  className,
  ...rest
}: MenuProps<T>) {
  return (
    <MenuPopover placement={placement} offset={offset} className={className}>
      {/* styled() drops the item type parameter; the props are react-aria's own. */}
      <StyledMenu {...(rest as AriaMenuProps<unknown>)} />
    </MenuPopover>
  );
}

/** Look of a menu item: `'danger'` for destructive actions such as 'Delete'. */
export type MenuItemVariant = 'default' | 'danger';

/** Props of {@link MenuItem}. */
export interface MenuItemProps extends Omit<AriaMenuItemProps, 'className' | 'style' | 'children'> {
  /** Visible label. */
  children: ReactNode;
  /** Decorative 16px icon before the label (hidden from assistive technology). */
  icon?: ReactNode;
  /** Second line under the label (part of the item's accessible name, as it is visible text). */
  description?: ReactNode;
  /** Default `'default'`. */
  variant?: MenuItemVariant;
  /**
   * Marks the item of the current page in a navigation menu: accent and semibold (`data-current`),
   * and `aria-current="page"` on the `menuitem` (react-aria does not pass `aria-current` through, so
   * it is set on the element).
   */
  isCurrent?: boolean;
  /** For layout only. */
  className?: string;
}

/** The check mark of a selected item in a menu with `selectionMode` (decorative; the role says it). */
function SelectedCheck() {
  return (
    <span data-menu-check="" aria-hidden="true">
      <svg
        viewBox="0 0 16 16"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
      >
        <path d="M3 8.5l3 3 7-7" />
      </svg>
    </span>
  );
}

/**
 * One menu item: an action (`onAction`, or the menu's `onAction` with the item's `id`) or a link
 * (`href`, handled by react-aria's `RouterProvider` so the app's router navigates). In a menu with
 * `selectionMode` the item is a `menuitemradio`/`menuitemcheckbox` and shows a check when selected.
 */
export function MenuItem({
  children,
  icon,
  description,
  variant = 'default',
  isCurrent = false,
  textValue,
  ...rest
}: MenuItemProps) {
  const markCurrent = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node) return;
      if (isCurrent) node.setAttribute('aria-current', 'page');
      else node.removeAttribute('aria-current');
    },
    [isCurrent],
  );
  return (
    <StyledMenuItem
      {...rest}
      ref={markCurrent}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      data-variant={variant}
      data-current={isCurrent || undefined}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {icon && (
            <span data-menu-icon="" aria-hidden="true">
              {icon}
            </span>
          )}
          <span data-menu-label="">{children}</span>
          {description && (
            <>
              {' '}
              <span data-menu-description="">{description}</span>
            </>
          )}
          {selectionMode !== 'none' && isSelected && <SelectedCheck />}
        </>
      )}
    </StyledMenuItem>
  );
}

/** Props of {@link MenuSection}. */
export interface MenuSectionProps<T extends object> extends Omit<
  AriaMenuSectionProps<T>,
  'className' | 'style'
> {
  /** Visible heading of the group (it also names the group for screen readers). */
  title?: ReactNode;
}

/** A titled group of menu items (react-aria `MenuSection` with a `Header`). */
export function MenuSection<T extends object>({ title, children, items, ...rest }: MenuSectionProps<T>) {
  return (
    <StyledMenuSection {...rest}>
      {title && <SectionHeader>{title}</SectionHeader>}
      {typeof children === 'function' ? <Collection items={items}>{children}</Collection> : children}
    </StyledMenuSection>
  );
}

/** A divider between menu items or sections (react-aria `Separator`, role `separator`). */
export function MenuSeparator() {
  return <StyledSeparator />;
}
