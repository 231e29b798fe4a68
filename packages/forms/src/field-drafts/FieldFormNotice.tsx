import { DraftNotice } from './DraftNotice.tsx';
import { QueuedSubmitNotice, type QueuedSubmitStatus } from './QueuedSubmitNotice.tsx';

/** Props of {@link FieldFormNotice}. */
export interface FieldFormNoticeProps {
  /** Where a submit made offline stands; unset when nothing is queued. */
  queued?: QueuedSubmitStatus | null;
  /** Tries to send the queued submit now. */
  onRetry?: () => void;
  /** The form came back with a draft kept on this device. */
  restored: boolean;
  /** When the restored draft was saved (epoch ms). */
  savedAt?: number;
  /** Discards the restored draft. */
  onDiscard: () => void;
  /** For layout only. */
  className?: string;
}

/**
 * The one notice a field form shows above itself (issue 23 'Nothing typed is lost'): a submit
 * queued offline ({@link QueuedSubmitNotice}) first, else 'Draft restored' with 'Discard draft'
 * ({@link DraftNotice}) when the form came back with a draft, else nothing.
 */
export function FieldFormNotice({
  queued,
  onRetry,
  restored,
  savedAt,
  onDiscard,
  className,
}: FieldFormNoticeProps) {
  if (queued) return <QueuedSubmitNotice status={queued} onRetry={onRetry} className={className} />;
  if (restored) return <DraftNotice savedAt={savedAt} onDiscard={onDiscard} className={className} />;
  return null;
}
