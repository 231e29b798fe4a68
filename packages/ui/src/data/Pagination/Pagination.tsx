import { useIntl } from 'react-intl';
import { Button } from '../../primitives/Button/Button';
import { dataMessages } from '../messages';
import { PageStatus, PaginationNav } from './Pagination.styles';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Rows per page (≥ 1). */
  pageSize: number;
  /** Total number of rows. */
  total: number;
  /** Called with the new 1-based page by Previous and Next. */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. Default 'Pagination'. */
  'aria-label'?: string;
  /** For layout only. */
  className?: string;
}

/** Number of pages for `total` rows at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

function Chevron({ d }: { d: string }) {
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
      <path d={d} />
    </svg>
  );
}

/**
 * Previous / next paging for tables: 'Page x of y' between two buttons (disabled at the ends), in a
 * `nav` landmark. The page text is a polite live region, so a change is announced. Arrows mirror in RTL.
 */
export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const intl = useIntl();
  const pages = pageCount(total, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return (
    <PaginationNav
      aria-label={ariaLabel ?? intl.formatMessage(dataMessages.pagination)}
      className={className}
    >
      <Button
        variant="secondary"
        size="sm"
        isDisabled={current <= 1}
        onPress={() => onPageChange(current - 1)}
        aria-label={intl.formatMessage(dataMessages.previousPage)}
      >
        <Chevron d="M10 3.5L5.5 8l4.5 4.5" />
      </Button>
      <PageStatus aria-live="polite">
        {intl.formatMessage(dataMessages.pageOf, { page: current, pages })}
      </PageStatus>
      <Button
        variant="secondary"
        size="sm"
        isDisabled={current >= pages}
        onPress={() => onPageChange(current + 1)}
        aria-label={intl.formatMessage(dataMessages.nextPage)}
      >
        <Chevron d="M6 3.5L10.5 8 6 12.5" />
      </Button>
    </PaginationNav>
  );
}
