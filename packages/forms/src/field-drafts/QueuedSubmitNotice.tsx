import { Alert, Button } from '@partner-portal/ui/primitives';
import { useIntl } from 'react-intl';
import { fieldDraftMessages as m } from './messages.ts';
import { NoticeRow } from './FieldDraftNotices.styles.ts';

/** Where a submit made offline stands. */
export type QueuedSubmitStatus = 'queued' | 'sending' | 'sent';

/** Props of {@link QueuedSubmitNotice}. */
export interface QueuedSubmitNoticeProps {
  status: QueuedSubmitStatus;
  /** Tries to send now (shown while queued). */
  onRetry?: () => void;
  /** For layout only. */
  className?: string;
}

/**
 * A submit made offline: 'Saved on this device' (it will be sent when the connection returns),
 * 'Sending', then 'Sent'. A status region, so screen readers hear each change. Issue 23.
 */
export function QueuedSubmitNotice({ status, onRetry, className }: QueuedSubmitNoticeProps) {
  const intl = useIntl();
  const [title, body, variant] =
    status === 'queued'
      ? [m.queuedTitle, m.queuedBody, 'warning' as const]
      : status === 'sending'
        ? [m.sendingTitle, m.sendingBody, 'info' as const]
        : [m.sentTitle, m.sentBody, 'success' as const];
  return (
    <NoticeRow className={className}>
      <Alert variant={variant} title={intl.formatMessage(title)}>
        {intl.formatMessage(body)}
      </Alert>
      {status === 'queued' && onRetry ? (
        <Button variant="secondary" size="sm" onPress={onRetry}>
          {intl.formatMessage(m.retry)}
        </Button>
      ) : null}
    </NoticeRow>
  );
}
