import type { ReactNode } from 'react';
import { EmptyAction, EmptyDescription, EmptyIcon, EmptyRoot, EmptyTitle } from './EmptyState.styles';

/** Heading level of the title. */
export type EmptyStateHeadingLevel = 2 | 3 | 4 | 5 | 6;

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** Title, e.g. 'No questions available' (operations §2, survey answer form). */
  title: ReactNode;
  /** Explanation or next step. */
  description?: ReactNode;
  /** Decorative icon (an inline SVG; hidden from assistive technology). Default: an empty tray. */
  icon?: ReactNode;
  /** Optional action, e.g. a `Button` 'Add partner' or a `Link`. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. Default 2. Use `null` for a plain paragraph (inside tables). */
  headingLevel?: EmptyStateHeadingLevel | null;
  /** For layout only. */
  className?: string;
}

function TrayIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round">
      <path d="M3 13l2.5-7h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
      <path d="M3 13h5l1 2h6l1-2h5" />
    </svg>
  );
}

/**
 * What a list, table or page shows when it has nothing to show: an icon, a title, an optional
 * description and an optional action.
 *
 * Spec: operations §2 ('No questions available' when a survey has no questions).
 */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <EmptyRoot className={className}>
      <EmptyIcon aria-hidden="true">{icon ?? <TrayIcon />}</EmptyIcon>
      <EmptyTitle as={headingLevel === null ? 'p' : (`h${headingLevel}` as const)}>{title}</EmptyTitle>
      {description && <EmptyDescription>{description}</EmptyDescription>}
      {action && <EmptyAction>{action}</EmptyAction>}
    </EmptyRoot>
  );
}
