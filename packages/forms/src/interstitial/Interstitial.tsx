import { Button, Heading, Link, Text } from '@partner-portal/ui/primitives';
import { uiMessages } from '@partner-portal/ui/i18n';
import { AuthLayout } from '@partner-portal/ui/shell';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { roleLabel } from '../roles/roleLabel.ts';
import { interstitialMessages } from './messages.ts';
import { PortalList, RoleList } from './Interstitial.styles.ts';

/** The three work areas offered on the interstitial. */
export type InterstitialPortal = 'orion' | 'fc' | 'pmt';

/** The roles a user holds in one work area. */
export interface InterstitialGroup {
  portal: InterstitialPortal;
  /** Role values from all_roles that belong to this area. */
  roles: readonly string[];
}

/** Props of {@link Interstitial}. */
export interface InterstitialProps {
  /** The user's roles grouped by work area (areas without roles are not offered). */
  groups: readonly InterstitialGroup[];
  /** Called when 'Log In as {role}' is chosen, before navigating to `signInHref`. */
  onChooseRole: (role: string, portal: InterstitialPortal) => void;
  /** Target of every 'Log In as {role}' entry (/signin). */
  signInHref: string;
  /** Product title and tagline of the left panel. */
  title: string;
  tagline?: string;
  /** Area opened at first. Default: none. */
  defaultOpen?: InterstitialPortal;
  /**
   * Shows 'Logout' below the areas (beyond the spec: a user who wants none of the roles can leave).
   * Omitted: no Logout.
   */
  onLogout?: () => void;
}

const portalMessage = {
  orion: interstitialMessages.orion,
  fc: interstitialMessages.fc,
  pmt: interstitialMessages.pmt,
} as const;

/**
 * The interstitial for users holding entries in all_roles: 'Go to Partner Management',
 * 'Go to Finance Central' and 'Go to Project Management', each opening its list of 'Log In as
 * {role}' entries that link to /signin, and 'Logout' when `onLogout` is given. Spec: access §2
 * 'Interstitial', §4.
 */
export function Interstitial({
  groups,
  onChooseRole,
  signInHref,
  title,
  tagline,
  defaultOpen,
  onLogout,
}: InterstitialProps) {
  const intl = useIntl();
  const [open, setOpen] = useState<InterstitialPortal | undefined>(defaultOpen);
  const baseId = useId();
  const offered = groups.filter((group) => group.roles.length > 0);
  return (
    <AuthLayout title={title} tagline={tagline}>
      <Heading level={2} size="lg">
        {intl.formatMessage(interstitialMessages.title)}
      </Heading>
      <Text tone="muted">{intl.formatMessage(interstitialMessages.intro)}</Text>
      <PortalList>
        {offered.map((group) => {
          const listId = `${baseId}-${group.portal}`;
          const isOpen = open === group.portal;
          return (
            <li key={group.portal}>
              <Button
                variant={isOpen ? 'primary' : 'secondary'}
                fullWidth
                aria-expanded={isOpen}
                aria-controls={isOpen ? listId : undefined}
                onPress={() => setOpen(isOpen ? undefined : group.portal)}
              >
                {intl.formatMessage(portalMessage[group.portal])}
              </Button>
              {isOpen ? (
                <RoleList id={listId} aria-label={intl.formatMessage(portalMessage[group.portal])}>
                  {group.roles.map((role) => (
                    <li key={role}>
                      <Link href={signInHref} onPress={() => onChooseRole(role, group.portal)}>
                        {intl.formatMessage(interstitialMessages.logInAs, { role: roleLabel(intl, role) })}
                      </Link>
                    </li>
                  ))}
                </RoleList>
              ) : null}
            </li>
          );
        })}
      </PortalList>
      {onLogout ? (
        <Button variant="secondary" onPress={onLogout}>
          {intl.formatMessage(uiMessages.logout)}
        </Button>
      ) : null}
    </AuthLayout>
  );
}
