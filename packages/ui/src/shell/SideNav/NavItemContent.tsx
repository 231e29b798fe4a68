import { VisuallyHidden } from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { NavItem } from '../navigation';
import { shellMessages } from '../shellMessages';
import { Badge, ItemIcon, ItemLabel } from './SideNav.styles';

/**
 * The inside of a menu link: decorative icon, label and the pending-count badge. The badge's
 * digits are hidden from assistive technology and replaced by '{count} pending', so the link
 * reads e.g. 'Actions 3 pending'.
 */
export function NavItemContent({ item }: { item: NavItem }) {
  const intl = useIntl();
  const count = item.badge ?? 0;
  return (
    <>
      {item.icon && <ItemIcon aria-hidden="true">{item.icon}</ItemIcon>}
      <ItemLabel>{item.label}</ItemLabel>
      {count > 0 && (
        <>
          <Badge aria-hidden="true">{intl.formatNumber(count)}</Badge>
          <VisuallyHidden>{intl.formatMessage(shellMessages.pendingCount, { count })}</VisuallyHidden>
        </>
      )}
    </>
  );
}
