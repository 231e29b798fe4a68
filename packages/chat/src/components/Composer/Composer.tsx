import { Button } from '@partner-portal/ui/primitives';
import { TextArea } from '@partner-portal/ui/inputs';
import { vars } from '@partner-portal/ui/theme';
import { useIntl } from 'react-intl';
import { styled } from 'styled-components';
import { useTypingNotifier } from '../../hooks/useTypingNotifier.ts';
import { chatMessages as m } from '../../i18n/messages.ts';

/** Props of {@link Composer}. */
export interface ComposerProps {
  /** Name of the other party (the textarea's label). */
  peerName: string;
  value: string;
  onChange: (value: string) => void;
  /** Called with the trimmed text; never with an empty one (operations §5 'Chat'). */
  onSend: (text: string) => void;
  isSending?: boolean;
  isDisabled?: boolean;
  /** Shown under the textarea ('Network Unavailable, …', a server message); the text is kept. */
  errorMessage?: string;
  /**
   * Chat states (XEP-0085): true when typing starts ('composing'), false after 5 s without a
   * keystroke, when the text is cleared or when the composer goes away ('paused'). Not called for
   * the send itself (the message ends 'composing').
   */
  onTypingChange?: (typing: boolean) => void;
}

const Row = styled.form`
  display: flex;
  gap: ${vars.space[2]};
  align-items: end;
  padding: ${vars.space[3]};
  border-block-start: 1px solid ${vars.color.border.subtle};
  > :first-child {
    flex: 1;
  }
`;

/**
 * The message input: a textarea growing from 3 to 6 rows (at most 120 px), Enter sends,
 * Shift+Enter adds a line; the caller clears `value` once the message is sent. Typing is reported
 * through `onTypingChange` (XEP-0085 chat states).
 * Spec: operations §2 'Chat', §4, §5, §9.
 */
export function Composer({
  peerName,
  value,
  onChange,
  onSend,
  isSending = false,
  isDisabled = false,
  errorMessage,
  onTypingChange,
}: ComposerProps) {
  const intl = useIntl();
  const typing = useTypingNotifier(onTypingChange);
  const send = () => {
    const text = value.trim();
    if (text === '' || isSending || isDisabled) return;
    typing.sent();
    onSend(text);
  };
  return (
    <Row
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <TextArea
        label={intl.formatMessage(m.messageTo, { name: peerName })}
        value={value}
        onChange={(text) => {
          typing.input(text);
          onChange(text);
        }}
        onSubmitKey={send}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        errorMessage={errorMessage}
        minRows={3}
        maxRows={6}
        maxHeight={120}
        maxLength={4000}
      />
      <Button type="submit" isPending={isSending} isDisabled={isDisabled}>
        {intl.formatMessage(m.send)}
      </Button>
    </Row>
  );
}
