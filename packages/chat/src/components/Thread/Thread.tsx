import { vars } from '@partner-portal/ui/theme';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import type { DeliveryStatus } from '../../connection/types.ts';
import { chatMessages as m } from '../../i18n/messages.ts';
import type { ThreadMessage } from '../../store/chatStore.ts';
import { dayKey, formatTime, linkify } from '../format.ts';

/** Props of {@link Thread}. */
export interface ThreadProps {
  /** Name of the other party. */
  peerName: string;
  messages: ThreadMessage[];
  /** The peer is composing (XEP-0085). */
  isTyping?: boolean;
}

const Log = styled.div`
  flex: 1;
  min-block-size: 0;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  &:focus-visible {
    outline: 2px solid ${vars.color.fg.accent};
    outline-offset: -2px;
  }
`;

const Bubble = styled.div`
  max-inline-size: 75%;
  padding-block: ${vars.space[2]};
  padding-inline: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.bg.sunken};
  color: ${vars.color.fg.default};
  align-self: start;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  &[data-direction='self'] {
    align-self: end;
    background: ${vars.color.bg.accentSubtle};
  }
  a {
    color: ${vars.color.fg.accent};
  }
`;

const Meta = styled.div`
  font-size: 0.75rem;
  color: ${vars.color.fg.muted};
  margin-block-start: ${vars.space[1]};
  text-align: end;
`;

const Day = styled.div`
  align-self: center;
  font-size: 0.75rem;
  color: ${vars.color.fg.muted};
`;

const Typing = styled.p`
  margin: 0;
  padding-inline: ${vars.space[3]};
  min-block-size: 1.25rem;
  font-size: 0.875rem;
  color: ${vars.color.fg.muted};
`;

const statusText: Record<DeliveryStatus, MessageDescriptor> = {
  sending: m.statusSending,
  sent: m.statusSent,
  delivered: m.statusDelivered,
  read: m.statusRead,
  failed: m.statusFailed,
};

/** From this many rows on, only the rows in view are rendered (@tanstack/react-virtual). */
export const VIRTUALIZE_FROM = 200;

type Row =
  { kind: 'day'; key: string; at: string } | { kind: 'message'; key: string; message: ThreadMessage };

const Window = styled.div`
  position: relative;
  inline-size: 100%;
  flex-shrink: 0;
`;

const Slot = styled.div`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  inline-size: 100%;
  display: flex;
  flex-direction: column;
  padding-block-end: ${vars.space[2]};
`;

/**
 * A conversation: messages oldest first with day separators, links clickable (as text, opened in
 * a new tab with `rel="noopener noreferrer"`), delivery state of our messages and a typing line.
 * It keeps the newest message in view; from {@link VIRTUALIZE_FROM} rows on only the visible rows
 * are in the DOM, so 10,000 messages scroll smoothly. Spec: operations §2 'Chat', §3 'Message'.
 */
export function Thread({ peerName, messages, isTyping = false }: ThreadProps) {
  const intl = useIntl();
  const log = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => {
    const list: Row[] = [];
    let previousDay = '';
    for (const message of messages) {
      const day = dayKey(message.sentAt);
      if (day !== '' && day !== previousDay)
        list.push({ kind: 'day', key: `day-${day}`, at: message.sentAt });
      previousDay = day || previousDay;
      list.push({ kind: 'message', key: message.id, message });
    }
    return list;
  }, [messages]);
  const virtual = rows.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => log.current,
    estimateSize: () => 72,
    overscan: 8,
    getItemKey: (index) => rows[index]?.key ?? index,
  });

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    if (virtual) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    else element.scrollTop = element.scrollHeight;
  }, [rows.length, virtual, virtualizer]);

  const renderRow = (row: Row): ReactNode => {
    if (row.kind === 'day') {
      const label = intl.formatDate(new Date(row.at), { dateStyle: 'medium' });
      return (
        <Day role="separator" aria-label={label}>
          {label}
        </Day>
      );
    }
    const { message } = row;
    return (
      <Bubble data-direction={message.direction} dir="auto">
        {message.text
          ? linkify(message.text).map((part, index) =>
              part.href ? (
                <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
                  {part.text}
                </a>
              ) : (
                <Fragment key={index}>{part.text}</Fragment>
              ),
            )
          : intl.formatMessage(m.messageNotAvailable)}
        <Meta>
          {message.direction === 'self' && message.status ? (
            intl.formatMessage(m.timeWithStatus, {
              time: formatTime(intl, message.sentAt),
              status: intl.formatMessage(statusText[message.status]),
              t: (chunks) => (
                <time key="time" dateTime={message.sentAt}>
                  {chunks}
                </time>
              ),
            })
          ) : (
            <time dateTime={message.sentAt}>{formatTime(intl, message.sentAt)}</time>
          )}
        </Meta>
      </Bubble>
    );
  };

  return (
    <>
      <Log ref={log} role="log" aria-label={intl.formatMessage(m.thread, { name: peerName })} tabIndex={0}>
        {messages.length === 0 ? <Day>{intl.formatMessage(m.noMessages)}</Day> : null}
        {virtual ? (
          <Window style={{ blockSize: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              return row ? (
                <Slot
                  key={item.key}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                  style={{ transform: `translateY(${item.start}px)` }}
                >
                  {renderRow(row)}
                </Slot>
              ) : null;
            })}
          </Window>
        ) : (
          rows.map((row) => <Fragment key={row.key}>{renderRow(row)}</Fragment>)
        )}
      </Log>
      <Typing aria-live="polite">{isTyping ? intl.formatMessage(m.typing, { name: peerName }) : ''}</Typing>
    </>
  );
}
