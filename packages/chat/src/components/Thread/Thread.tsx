import { vars } from '@partner-portal/ui/theme';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, memo, useCallback, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { styled } from 'styled-components';
import type { DeliveryStatus } from '../../connection/types.ts';
import { chatMessages as m } from '../../i18n/messages.ts';
import type { ThreadMessage } from '../../store/chatStore.ts';
import { dayKey, messageParts } from '../format.ts';

/** Props of {@link Thread}. */
export interface ThreadProps {
  /** Name of the other party. */
  peerName: string;
  messages: ThreadMessage[];
  /** The peer is composing (XEP-0085). */
  isTyping?: boolean;
}

/** The thread log's height assumed until it is measured (px). */
const INITIAL_LOG_HEIGHT_PX = 560;

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

/** Estimated height of a message row in px: a one-line bubble with its time, and the gap below it (70 px in the default theme). A row measured at its estimate moves nothing. */
const ROW_ESTIMATE_PX = 70;

/** Estimated height of a day separator row in px (one small line and the gap below it; 26 px in the default theme). */
const DAY_ESTIMATE_PX = 26;

/**
 * What every row needs from the locale, made once per locale (not per row and render): one
 * Intl.DateTimeFormat for times, one for days, and the fixed strings (issue 17: the 10,000-message
 * thread paints in under 100 ms and scrolls without a frame over 50 ms).
 */
interface RowText {
  time: (iso: string) => string;
  day: (iso: string) => string;
  status: Record<DeliveryStatus, string>;
  /** The time and delivery status under a message the user sent, as one message ('10:42 · Read'). */
  withStatus: (iso: string, status: DeliveryStatus) => ReactNode;
  notAvailable: string;
}

function makeRowText(intl: IntlShape): RowText {
  const timeFormat = new Intl.DateTimeFormat(intl.locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(intl.timeZone ? { timeZone: intl.timeZone } : {}),
  });
  const dayFormat = new Intl.DateTimeFormat(intl.locale, {
    dateStyle: 'medium',
    ...(intl.timeZone ? { timeZone: intl.timeZone } : {}),
  });
  const timeNotAvailable = intl.formatMessage(m.timeNotAvailable);
  const time = (iso: string) => {
    const date = iso ? new Date(iso) : undefined;
    return !date || Number.isNaN(date.getTime()) ? timeNotAvailable : timeFormat.format(date);
  };
  const status: Record<DeliveryStatus, string> = {
    sending: intl.formatMessage(statusText.sending),
    sent: intl.formatMessage(statusText.sent),
    delivered: intl.formatMessage(statusText.delivered),
    read: intl.formatMessage(statusText.read),
    failed: intl.formatMessage(statusText.failed),
  };
  return {
    time,
    day: (iso) => dayFormat.format(new Date(iso)),
    status,
    withStatus: (iso, delivery) =>
      intl.formatMessage(m.timeWithStatus, {
        time: time(iso),
        status: status[delivery],
        t: (chunks) => (
          <time key="time" dateTime={iso}>
            {chunks}
          </time>
        ),
      }),
    notAvailable: intl.formatMessage(m.messageNotAvailable),
  };
}

/** A day separator; rendered again only when its day or the locale changes. */
const DayRow = memo(function DayRow({ at, text }: { at: string; text: RowText }) {
  const label = text.day(at);
  return (
    <Day role="separator" aria-label={label}>
      {label}
    </Day>
  );
});

/** One message; rendered again only when the message (a new object from the store) or the locale changes. */
const MessageRow = memo(function MessageRow({ message, text }: { message: ThreadMessage; text: RowText }) {
  return (
    <Bubble data-direction={message.direction} dir="auto">
      {message.text
        ? messageParts(message).map((part, index) =>
            part.href ? (
              <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
                {part.text}
              </a>
            ) : (
              <Fragment key={index}>{part.text}</Fragment>
            ),
          )
        : text.notAvailable}
      <Meta>
        {message.direction === 'self' && message.status ? (
          text.withStatus(message.sentAt, message.status)
        ) : (
          <time dateTime={message.sentAt}>{text.time(message.sentAt)}</time>
        )}
      </Meta>
    </Bubble>
  );
});

/** Each message's instant (ms), parsed once per message object: a new message rebuilds the rows of the whole thread. */
const instants = new WeakMap<ThreadMessage, number>();

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
 * are in the DOM, so 10,000 messages scroll smoothly. Memoised: the screen's other state (the
 * composer's text, the search, the tabs) does not render it again while its props stay the same.
 * Spec: operations §2 'Chat', §3 'Message'.
 */
export const Thread = memo(function Thread({ peerName, messages, isTyping = false }: ThreadProps) {
  const intl = useIntl();
  const log = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => {
    const list: Row[] = [];
    let previousDay = '';
    // The local day of one instant is worked out again only for an instant outside the last day
    // found (10,000 messages span a few dozen days): `dayKey`, without a Date per message.
    let day = '';
    let dayStart = Number.POSITIVE_INFINITY;
    let dayEnd = Number.NEGATIVE_INFINITY;
    for (const message of messages) {
      let at = instants.get(message);
      if (at === undefined) {
        at = Date.parse(message.sentAt);
        instants.set(message, at);
      }
      if (Number.isNaN(at)) day = '';
      else if (at < dayStart || at >= dayEnd) {
        const date = new Date(at);
        day = dayKey(message.sentAt);
        dayStart = new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
        dayEnd = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
      }
      if (day !== '' && day !== previousDay)
        list.push({ kind: 'day', key: `day-${day}`, at: message.sentAt });
      previousDay = day || previousDay;
      list.push({ kind: 'message', key: message.id, message });
    }
    return list;
  }, [messages]);
  const virtual = rows.length >= VIRTUALIZE_FROM;
  const text = useMemo(() => makeRowText(intl), [intl]);
  // Both stay the same function until the rows change: the virtualizer rebuilds the offsets of
  // every row (10,000 keys and sizes) whenever `getItemKey` is a new function, which a fresh arrow
  // made that on every render (every scroll step).
  const getItemKey = useCallback((index: number) => rows[index]?.key ?? index, [rows]);
  const estimateSize = useCallback(
    (index: number) => (rows[index]?.kind === 'day' ? DAY_ESTIMATE_PX : ROW_ESTIMATE_PX),
    [rows],
  );
  const virtualizer = useVirtualizer({
    count: virtual ? rows.length : 0,
    getScrollElement: () => log.current,
    estimateSize,
    overscan: 8,
    getItemKey,
    // The log's height before it is measured (about the thread's height on a desktop screen), so the
    // first render already holds the rows a user sees instead of only the overscan.
    initialRect: { width: 0, height: INITIAL_LOG_HEIGHT_PX },
    // The first render already shows the newest rows (the layout effect below then aligns the last
    // one exactly): without it the oldest rows were rendered, measured and thrown away first.
    initialOffset: () => {
      let total = 0;
      for (let index = 0; index < rows.length; index += 1) total += estimateSize(index);
      return total;
    },
  });

  useLayoutEffect(() => {
    const element = log.current;
    if (!element) return;
    if (virtual) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    else element.scrollTop = element.scrollHeight;
  }, [rows.length, virtual, virtualizer]);

  const renderRow = (row: Row): ReactNode =>
    row.kind === 'day' ? (
      <DayRow at={row.at} text={text} />
    ) : (
      <MessageRow message={row.message} text={text} />
    );

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
});
