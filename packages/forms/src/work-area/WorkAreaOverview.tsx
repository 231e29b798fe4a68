import { Alert, Button, Card, Spinner } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { roleLabel } from '../roles/roleLabel.ts';
import { workAreaMessages } from './messages.ts';
import { Details } from './WorkAreaOverview.styles.ts';

/** The signed-in user as the overview shows it. */
export interface WorkAreaUser {
  fullName: string;
  email: string;
  phone?: string | null;
  /** The role the user works as (user_role). */
  role: string;
  /** The work area (the session portal): orion, fc, ppl, pmt or kci. */
  area: string | null;
  /** Partner status (pending or active); other roles may have none. */
  status?: string | null;
}

/** Props of {@link WorkAreaOverview}. */
export interface WorkAreaOverviewProps {
  /** The user, once loaded. */
  user?: WorkAreaUser;
  /** True while the user info loads. */
  isLoading?: boolean;
  /** True when loading failed (not a 401, which signs the user out). */
  hasError?: boolean;
  /** 'Try again' after a failure. */
  onRetry?: () => void;
}

const areaMessages: Record<string, (typeof workAreaMessages)[keyof typeof workAreaMessages]> = {
  orion: workAreaMessages.orion,
  fc: workAreaMessages.fc,
  ppl: workAreaMessages.ppl,
  pmt: workAreaMessages.pmt,
  kci: workAreaMessages.kci,
};

const statusMessages: Record<string, (typeof workAreaMessages)[keyof typeof workAreaMessages]> = {
  pending: workAreaMessages.pending,
  active: workAreaMessages.active,
};

/**
 * The signed-in summary shown at the top of every landing page: name, e-mail, phone, role, work
 * area and partner status from the logged-in user info, with loading and failure states
 * ('Something went wrong ! please try again.'). Spec: access §3 'Logged-in user info', §8.
 */
export function WorkAreaOverview({
  user,
  isLoading = false,
  hasError = false,
  onRetry,
}: WorkAreaOverviewProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  if (hasError) {
    return (
      <Alert variant="error">
        {t(workAreaMessages.loadFailed)}{' '}
        {onRetry ? (
          <Button size="sm" variant="secondary" onPress={onRetry}>
            {t(workAreaMessages.retry)}
          </Button>
        ) : null}
      </Alert>
    );
  }
  if (isLoading || !user) {
    return <Spinner label={t(workAreaMessages.loading)} />;
  }
  const area = user.area ? areaMessages[user.area] : undefined;
  const status = user.status ? statusMessages[user.status] : undefined;
  const rows: [string, string][] = [
    [t(workAreaMessages.name), user.fullName],
    [t(workAreaMessages.email), user.email],
    ...(user.phone ? [[t(workAreaMessages.phone), user.phone] as [string, string]] : []),
    [t(workAreaMessages.role), roleLabel(intl, user.role)],
    ...(area ? [[t(workAreaMessages.area), t(area)] as [string, string]] : []),
    ...(user.status
      ? [[t(workAreaMessages.status), status ? t(status) : user.status] as [string, string]]
      : []),
  ];
  return (
    <Card heading={t(workAreaMessages.signedInAs)}>
      <Details>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Details>
    </Card>
  );
}
