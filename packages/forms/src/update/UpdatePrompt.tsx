import { ConfirmDialog } from '@partner-portal/ui/overlays';
import { useIntl } from 'react-intl';
import { updateMessages } from './messages.ts';

/** Props of {@link UpdatePrompt}. */
export interface UpdatePromptProps {
  /** Whether the prompt shows (controlled: the app decides when a newer version is served). */
  isOpen: boolean;
  /**
   * The served version to reload to, e.g. '1.3.2'; leave out when it is not known (a waiting
   * service worker announces an update without a version).
   */
  version?: string;
  /**
   * 'Reload': the app clears caches, remembers the acknowledged version and reloads. While the
   * returned promise is pending the button shows a spinner; a rejection keeps the prompt open with
   * 'The reload did not start. Please reload the page yourself.'.
   */
  onConfirm: () => void | Promise<unknown>;
  /**
   * Called when the prompt closes: 'Later', Escape, or once 'Reload' has resolved. The app hides it
   * (and, after 'Later', asks again only for a newer version or after a reload).
   */
  onClose: () => void;
}

/**
 * The update prompt (an alert dialog, focus on 'Reload'): titled 'A new version is available',
 * with 'Reload to use version {version}.' and the buttons 'Reload' and 'Later'. The spec gives no
 * exact text for this prompt; these words are this project's choice (see `updateMessages`).
 * Presentational: the version check and the reload are the app's.
 *
 * Spec: operations §4 'Update check' ("the user is asked to reload").
 */
export function UpdatePrompt({ isOpen, version, onConfirm, onClose }: UpdatePromptProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(updateMessages.title)}
      message={version ? t(updateMessages.message, { version }) : t(updateMessages.messageNoVersion)}
      confirmLabel={t(updateMessages.reload)}
      cancelLabel={t(updateMessages.later)}
      onConfirm={onConfirm}
      formatError={() => t(updateMessages.failed)}
    />
  );
}
