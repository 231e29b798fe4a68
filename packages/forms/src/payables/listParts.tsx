import { Alert, Button } from '@partner-portal/ui/primitives';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatInr } from './format.ts';
import { payableMessages as m } from './messages.ts';
import { Figures } from './payables.styles.ts';

/** What {@link useCsvExport} puts on a payables list. */
export interface CsvExportParts {
  /** 'The export could not be downloaded' with the failure's text, above the list (or null). */
  notice: ReactNode;
  /** The 'Export CSV' button, pending while the download runs (null without `onExport`). */
  button: ReactNode;
}

/**
 * The 'Export CSV' action of a payables list (issue 14): runs `onExport`; a rejection shows
 * `formatError(error)` in an error notice until the next try.
 */
export function useCsvExport(
  onExport: (() => Promise<void>) | undefined,
  formatError: (error: unknown) => string,
): CsvExportParts {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [isExporting, setExporting] = useState(false);
  const notice = error ? (
    <Alert variant="error" title={intl.formatMessage(m.exportFailed)}>
      {error}
    </Alert>
  ) : null;
  const button = onExport ? (
    <Button
      variant="secondary"
      isPending={isExporting}
      onPress={async () => {
        setError(null);
        setExporting(true);
        try {
          await onExport();
        } catch (caught) {
          setError(formatError(caught));
        } finally {
          setExporting(false);
        }
      }}
    >
      {intl.formatMessage(m.exportCsv)}
    </Button>
  ) : null;
  return { notice, button };
}

/** One figure of {@link ListTotals}: its term and the text of its value. */
export interface ListTotal {
  term: string;
  value: string;
}

/** Props of {@link ListTotals}. */
export interface ListTotalsProps {
  /** Accessible name of the figures (e.g. 'Totals of the filtered list'). */
  label: string;
  figures: readonly ListTotal[];
}

/** The totals of a filtered payables list, as a description list of figures side by side. */
export function ListTotals({ label, figures }: ListTotalsProps) {
  return (
    <Figures aria-label={label}>
      {figures.map((figure) => (
        <div key={figure.term}>
          <dt>{figure.term}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </Figures>
  );
}

/** `amount` in INR with `count` invoices, as one figure's text ('₹1,20,000.00 · 3 invoices'). */
export const invoiceTotal = (intl: ReturnType<typeof useIntl>, amount: number, count: number) =>
  intl.formatMessage(m.amountAndCount, { amount: formatInr(intl, amount), count });
