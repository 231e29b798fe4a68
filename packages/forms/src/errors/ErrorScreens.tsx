import { Button, Link } from '@partner-portal/ui/primitives';
import { ResultPage } from '@partner-portal/ui/shell';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { ResultActions } from './ErrorScreens.styles.ts';
import { errorMessages } from './messages.ts';

/** Props of {@link NotAuthorizedScreen}. */
export interface NotAuthorizedScreenProps {
  /** Target of 'Log Out' (/portals). */
  portalsHref: string;
  /** Called when 'Log Out' is chosen, before navigating: the app clears the stored session. */
  onLogOut: () => void;
  /** `false` inside the authenticated layout (h2 instead of a page of its own). Default true. */
  standalone?: boolean;
}

/**
 * The Not Authorized page: 401, 'Not Authorized' and a 'Log Out' link to /portals.
 * Spec: access §2 'Not authorized page', §8; operations §2 'Not Authorized page'.
 */
export function NotAuthorizedScreen({ portalsHref, onLogOut, standalone = true }: NotAuthorizedScreenProps) {
  const intl = useIntl();
  return (
    <ResultPage
      status="401"
      standalone={standalone}
      title={intl.formatMessage(errorMessages.notAuthorized)}
      action={
        <Link variant="button" href={portalsHref} onPress={onLogOut}>
          {intl.formatMessage(errorMessages.logOut)}
        </Link>
      }
    />
  );
}

/** Props of {@link NotFoundScreen} and {@link ServerErrorScreen}. */
export interface ErrorScreenProps {
  /** Target of 'Go to Home' (/). */
  homeHref: string;
  /** `false` inside the authenticated layout. Default true. */
  standalone?: boolean;
}

/** A result page with the 'Go to Home' action, and 'Try again' before it when `onRetry` is given. */
function GoHomeResult({
  status,
  title,
  homeHref,
  standalone = true,
  onRetry,
}: ErrorScreenProps & { status: '404' | '500'; title: MessageDescriptor; onRetry?: () => void }) {
  const intl = useIntl();
  const goHome = (
    <Link variant="button" buttonVariant={onRetry ? 'secondary' : 'primary'} href={homeHref}>
      {intl.formatMessage(errorMessages.goHome)}
    </Link>
  );
  return (
    <ResultPage
      status={status}
      standalone={standalone}
      title={intl.formatMessage(title)}
      action={
        onRetry ? (
          <ResultActions>
            <Button variant="primary" onPress={onRetry}>
              {intl.formatMessage(errorMessages.retry)}
            </Button>
            {goHome}
          </ResultActions>
        ) : (
          goHome
        )
      }
    />
  );
}

/** The 404 page: 'Oops, an error has occurred. Page not found!' and 'Go to Home'. Spec: operations §2 'Shell'. */
export function NotFoundScreen(props: ErrorScreenProps) {
  return <GoHomeResult {...props} status="404" title={errorMessages.notFound} />;
}

/** Props of {@link ServerErrorScreen}. */
export interface ServerErrorScreenProps extends ErrorScreenProps {
  /**
   * Shows 'Try again' (beyond the spec, issue 20), e.g. to render a failed route again; called when
   * it is pressed. Without it only 'Go to Home' is offered.
   */
  onRetry?: () => void;
}

/**
 * The 500 page: 'Sorry, server goes wrong.' and 'Go to Home', with 'Try again' first when `onRetry`
 * is given. Spec: operations §2 'Shell'.
 */
export function ServerErrorScreen(props: ServerErrorScreenProps) {
  return <GoHomeResult {...props} status="500" title={errorMessages.serverError} />;
}
