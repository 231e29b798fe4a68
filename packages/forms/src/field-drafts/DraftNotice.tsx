import { Alert, Button } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { fieldDraftMessages as m } from './messages.ts';
import { NoticeRow } from './FieldDraftNotices.styles.ts';

/** Props of {@link DraftNotice}. */
export interface DraftNoticeProps {
  /** When the restored draft was saved (epoch ms), shown as a date and time. */
  savedAt?: number;
  /** Discards the draft (the form restarts from its defaults). */
  onDiscard: () => void;
  /** For layout only. */
  className?: string;
}

/**
 * 'Draft restored': a field form came back with what was typed on this device (after a reload, a
 * crash or a closed tab), with a 'Discard draft' action. Issue 23 'Nothing typed is lost'.
 */
export function DraftNotice({ savedAt, onDiscard, className }: DraftNoticeProps) {
  const intl = useIntl();
  const when =
    savedAt === undefined ? '' : intl.formatDate(savedAt, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <NoticeRow className={className}>
      <Alert variant="info" title={intl.formatMessage(m.restoredTitle)}>
        {intl.formatMessage(m.restoredBody, { savedAt: when })}
      </Alert>
      <Button variant="secondary" size="sm" onPress={onDiscard}>
        {intl.formatMessage(m.discard)}
      </Button>
    </NoticeRow>
  );
}
