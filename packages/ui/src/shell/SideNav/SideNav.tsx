import { Disclosure } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { isCurrentItem, type NavGroup, type NavItem } from '../navigation';
import { shellMessages } from '../shellMessages';
import { NavItemContent } from './NavItemContent';
import { EnvironmentBand, GroupPanel, GroupTrigger, ItemLink, NavList, NavRoot } from './SideNav.styles';

/** Props of {@link SideNav}. */
export interface SideNavProps {
  /** The menu: groups with a label are collapsible, groups without one list their items at the top. */
  groups: readonly NavGroup[];
  /** Path of the current page; the item with this `href` gets `aria-current="page"`. */
  currentHref?: string;
  /**
   * Deployment environment. Anything but `'production'` shows the non-production sidebar style
   * (a striped edge and a 'Non-production' band naming the environment). Default `'production'`.
   */
  environment?: string;
  /** Called when a link is activated (e.g. to close the mobile drawer). Navigation itself goes through the router (react-aria `RouterProvider`). */
  onNavigate?: (item: NavItem) => void;
  /** Accessible name of the `nav` landmark. Default 'Main menu'. */
  'aria-label'?: string;
  /** Id of the `nav` element. */
  id?: string;
  /** For layout only. */
  className?: string;
}

function ItemRow({
  item,
  currentHref,
  onNavigate,
}: {
  item: NavItem;
  currentHref?: string;
  onNavigate?: (item: NavItem) => void;
}) {
  const current = isCurrentItem(item, currentHref);
  return (
    <li>
      <ItemLink
        href={item.href}
        aria-current={current ? 'page' : undefined}
        onPress={() => onNavigate?.(item)}
      >
        <NavItemContent item={item} />
      </ItemLink>
    </li>
  );
}

/**
 * The vertical sidebar menu (a `nav` landmark): top-level links and collapsible groups (react-aria
 * `Disclosure`, open by default; Enter or Space toggles), icons, pending-count badges read as
 * '{count} pending', and the current page marked with `aria-current="page"`. Outside production it
 * shows the non-production style. The menu data comes from the app (menus per role are the app's
 * table). Spec: operations §2 "Sidebar menus" and "Shell"; access §2 "User menu and sidebar shell".
 */
export function SideNav({
  groups,
  currentHref,
  environment = 'production',
  onNavigate,
  'aria-label': ariaLabel,
  id,
  className,
}: SideNavProps) {
  const intl = useIntl();
  const nonProduction = environment !== 'production';
  return (
    <NavRoot
      id={id}
      className={className}
      aria-label={ariaLabel ?? intl.formatMessage(shellMessages.mainNavigation)}
      data-non-production={nonProduction || undefined}
    >
      {nonProduction && (
        <EnvironmentBand>
          {intl.formatMessage(shellMessages.nonProduction)}
          {environment ? ` · ${environment}` : ''}
        </EnvironmentBand>
      )}
      <NavList>
        {groups.flatMap((group) =>
          group.label ? (
            <li key={group.id}>
              <Disclosure defaultExpanded>
                <GroupTrigger slot="trigger">
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
                </GroupTrigger>
                <GroupPanel>
                  <ul>
                    {group.items.map((item) => (
                      <ItemRow key={item.id} item={item} currentHref={currentHref} onNavigate={onNavigate} />
                    ))}
                  </ul>
                </GroupPanel>
              </Disclosure>
            </li>
          ) : (
            group.items.map((item) => (
              <ItemRow key={item.id} item={item} currentHref={currentHref} onNavigate={onNavigate} />
            ))
          ),
        )}
      </NavList>
    </NavRoot>
  );
}
