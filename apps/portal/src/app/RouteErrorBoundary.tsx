import { clientErrorReport } from '@partner-portal/api';
import { useApiClient } from '@partner-portal/api/hooks';
import { ServerErrorScreen } from '@partner-portal/forms/errors';
import { Component, Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';

/** What the boundary needs besides its children. */
interface BoundaryProps {
  children: ReactNode;
  /** `false` inside the authenticated layout (the 500 page as a section with an h2). */
  standalone: boolean;
  /** Called once per caught error (React calls `componentDidCatch` after the commit). */
  onError: (error: unknown) => void;
  /** Called by 'Try again' for an error a new render cannot mend (a script that failed to load). */
  reload: () => void;
}

interface BoundaryState {
  /** The caught error, or null while the children render. */
  error: { value: unknown } | null;
  /** Renders so far; a retry mounts the children afresh under a new key. */
  attempt: number;
}

/**
 * A failed dynamic import (the route's script did not load): browsers keep the failure for the
 * page's lifetime, so only loading the page again helps.
 */
function isScriptLoadFailure(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: { value: error } };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  private readonly retry = () => {
    if (this.state.error && isScriptLoadFailure(this.state.error.value)) {
      this.props.reload();
      return;
    }
    this.setState(({ attempt }) => ({ error: null, attempt: attempt + 1 }));
  };

  override render() {
    if (this.state.error) {
      return (
        <ServerErrorScreen homeHref={paths.root} standalone={this.props.standalone} onRetry={this.retry} />
      );
    }
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}

/** Props of {@link RouteErrorBoundary}. */
export interface RouteErrorBoundaryProps {
  /** The route's pattern from the route table (`/detail/:uuid`): reported instead of the URL. */
  routePath: string;
  /** `false` inside the authenticated layout. */
  standalone: boolean;
  children: ReactNode;
  /** Loads the page again ('Try again' after a script failed to load); default `location.reload`. */
  reload?: () => void;
}

/**
 * The error boundary of one route: an unexpected render error of `children` shows the 500 page
 * ('Sorry, server goes wrong.', operations §2 'Shell') with 'Try again' (renders the route afresh;
 * loads the page again when the route's script failed to load) and 'Go to Home', and reports the
 * error to the server log (POST /client-errors/: message, the first stack lines, the route pattern
 * and the app version; no URL, no token, no user data), silently: a failed report changes nothing.
 * A new path (another page, other parameters) starts without the error. Issue 20.
 */
export function RouteErrorBoundary({ routePath, standalone, children, reload }: RouteErrorBoundaryProps) {
  const client = useApiClient();
  const { pathname } = useLocation();
  const report = (error: unknown) => {
    const route = routePath.startsWith('/') ? routePath : `/${routePath}`;
    client.clientErrors.report(clientErrorReport(error, route, env.version)).catch(() => undefined);
  };
  return (
    <Boundary
      key={pathname}
      standalone={standalone}
      onError={report}
      reload={reload ?? (() => window.location.reload())}
    >
      {children}
    </Boundary>
  );
}
