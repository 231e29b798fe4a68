import { EmptyState } from '@partner-portal/ui/data';
import { Alert, Button, Card, Heading, Link, Spinner, Text } from '@partner-portal/ui/primitives';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { demoInboxMessages as m } from './messages.ts';
import { Body, Code, Extras, Header, HtmlFrame, LinkText, MessageList, Meta } from './DemoInbox.styles.ts';

/** One message of the demo inbox (the shape of `@partner-portal/api`'s `DemoMessage`). */
export interface DemoInboxMessage {
  id: number;
  channel: 'email' | 'whatsapp';
  to: string;
  subject: string;
  text: string;
  /** The e-mail's HTML part, shown in a sandboxed frame (no scripts, no same-origin access). */
  html: string | null;
  code: string | null;
  link: string | null;
  /** ISO 8601. */
  receivedAt: string;
}

/** Props of {@link DemoInbox}. */
export interface DemoInboxProps {
  /** Messages newest first; `undefined` before the first answer. */
  messages?: readonly DemoInboxMessage[];
  /** True while loading (a spinner before the first answer). */
  isLoading?: boolean;
  /** The failure to show (e.g. 'only available in demo mode'); messages already shown stay. */
  error?: ReactNode;
  /** Reloads the messages ('Refresh', 'Retry'). */
  onRefresh?: () => void;
  /** Copies a code; default `navigator.clipboard.writeText`. */
  onCopyCode?: (code: string) => Promise<void>;
}

const copyToClipboard = (code: string) => navigator.clipboard.writeText(code);

function MessageItem({
  message,
  onCopyCode,
}: {
  message: DemoInboxMessage;
  onCopyCode: (code: string) => Promise<void>;
}) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const heading =
    message.channel === 'email'
      ? message.subject || intl.formatMessage(m.email)
      : intl.formatMessage(m.whatsappHeading);
  const channel = intl.formatMessage(message.channel === 'email' ? m.email : m.whatsapp);
  const time = intl.formatDate(message.receivedAt, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <li>
      <Card
        heading={heading}
        headingLevel={3}
        description={
          <Meta>
            {channel} · <bdi>{intl.formatMessage(m.to, { to: message.to })}</bdi> ·{' '}
            <time dateTime={message.receivedAt}>{time}</time>
          </Meta>
        }
      >
        {(message.code || message.link) && (
          <Extras>
            {message.code && (
              <>
                <Text>
                  {intl.formatMessage(m.code)}: <Code dir="ltr">{message.code}</Code>
                </Text>
                <Button
                  variant="secondary"
                  size="sm"
                  onPress={() => {
                    void onCopyCode(message.code ?? '').then(
                      () => setCopied(true),
                      () => setCopied(false),
                    );
                  }}
                >
                  {intl.formatMessage(copied ? m.copied : m.copyCode)}
                </Button>
              </>
            )}
            {message.link && (
              <Link href={message.link} variant="button" size="sm">
                {intl.formatMessage(m.openLink)}
              </Link>
            )}
            {message.link && <LinkText dir="ltr">{message.link}</LinkText>}
          </Extras>
        )}
        <Body dir="auto">{message.text}</Body>
        {message.html !== null && (
          <details>
            <summary>{intl.formatMessage(m.htmlVersion)}</summary>
            <HtmlFrame
              title={intl.formatMessage(m.htmlFrameTitle)}
              sandbox=""
              referrerPolicy="no-referrer"
              srcDoc={message.html}
            />
          </details>
        )}
      </Card>
    </li>
  );
}

/**
 * The demo inbox: every e-mail and WhatsApp message the demo server sent, newest first, each with
 * its text, its code (with a copy button) and its link (opened in place, as the recipient would).
 * The HTML part of an e-mail is shown in a fully sandboxed frame. States: loading, error (with
 * Retry), empty, messages. Issue 16.
 */
export function DemoInbox({
  messages,
  isLoading,
  error,
  onRefresh,
  onCopyCode = copyToClipboard,
}: DemoInboxProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Header>
        <div>
          <Heading level={2} size="lg" id={titleId}>
            {intl.formatMessage(m.title)}
          </Heading>
          <Text tone="muted">{intl.formatMessage(m.intro)}</Text>
        </div>
        {onRefresh && !error && (
          <Button variant="secondary" onPress={onRefresh} isPending={isLoading && messages !== undefined}>
            {intl.formatMessage(m.refresh)}
          </Button>
        )}
      </Header>
      {error ? (
        <Alert variant="error" title={intl.formatMessage(m.errorTitle)}>
          <p>{error}</p>
          {onRefresh && (
            <Button variant="secondary" size="sm" onPress={onRefresh}>
              {intl.formatMessage(m.retry)}
            </Button>
          )}
        </Alert>
      ) : null}
      {messages === undefined ? (
        isLoading && !error ? (
          <Spinner label={intl.formatMessage(m.loading)} />
        ) : null
      ) : messages.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={intl.formatMessage(m.emptyTitle)}
          description={intl.formatMessage(m.emptyDescription)}
        />
      ) : (
        <MessageList>
          {messages.map((message) => (
            <MessageItem key={message.id} message={message} onCopyCode={onCopyCode} />
          ))}
        </MessageList>
      )}
    </section>
  );
}
