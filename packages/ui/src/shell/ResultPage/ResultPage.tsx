import type { ReactNode } from 'react';
import { ResultHeading, ResultRoot, StatusCode, Subtitle } from './ResultPage.styles';

/** HTTP-like status a result page reports. */
export type ResultStatus = '401' | '403' | '404' | '500';

/** Props of {@link ResultPage}. */
export interface ResultPageProps {
  /** Status code shown large above the title and read as part of the heading ('401 Not Authorized'). */
  status: ResultStatus;
  /** Title, e.g. 'Not Authorized' (the texts come from the forms package). */
  title: ReactNode;
  /** Explanation, e.g. 'Oops, an error has occurred. Page not found!' (operations-and-shared §2 "Shell"). */
  subtitle?: ReactNode;
  /** Action, e.g. a `Link variant="button"` 'Go to Home' or 'Log Out'. */
  action?: ReactNode;
  /**
   * `true` (default): a full page with its own `main` and `h1` (Not Authorized page, public 404).
   * `false`: a section with an `h2`, for use inside `AppShell`'s `main`.
   */
  standalone?: boolean;
  /** For layout only. */
  className?: string;
}

/**
 * Error and status pages: 401 Not Authorized, 403, 404 and 500 (operations-and-shared §2 "Not
 * Authorized page", "Shell").
 */
export function ResultPage({
  status,
  title,
  subtitle,
  action,
  standalone = true,
  className,
}: ResultPageProps) {
  return (
    <ResultRoot as={standalone ? 'main' : 'section'} data-status={status} className={className}>
      <ResultHeading as={standalone ? 'h1' : 'h2'}>
        <StatusCode>{status}</StatusCode>
        <span>{title}</span>
      </ResultHeading>
      {subtitle && <Subtitle>{subtitle}</Subtitle>}
      {action}
    </ResultRoot>
  );
}
