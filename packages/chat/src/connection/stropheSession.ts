import { $iq, $msg, $pres, Strophe } from 'strophe.js';
import type { ConnectXmpp, XmppMessage, XmppSession } from './types.ts';

const NS = {
  carbons: 'urn:xmpp:carbons:2',
  forward: 'urn:xmpp:forward:0',
  mam: 'urn:xmpp:mam:2',
  rsm: 'http://jabber.org/protocol/rsm',
  receipts: 'urn:xmpp:receipts',
  markers: 'urn:xmpp:chat-markers:0',
  chatStates: 'http://jabber.org/protocol/chatstates',
  delay: 'urn:xmpp:delay',
  data: 'jabber:x:data',
} as const;

const bare = (jid: string | null) => (jid ? (Strophe.getBareJidFromJid(jid) ?? jid) : '');

function child(element: Element, name: string, ns?: string): Element | undefined {
  for (const node of Array.from(element.children)) {
    if (node.localName === name && (ns === undefined || node.namespaceURI === ns)) return node;
  }
  return undefined;
}

let sequence = 0;
const newId = () => `pp-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

/** Reads a chat `<message>` with a body; `me` is our bare JID. */
function readMessage(stanza: Element, me: string, stamp?: string): XmppMessage | undefined {
  const body = child(stanza, 'body');
  if (!body) return undefined;
  const from = bare(stanza.getAttribute('from'));
  const to = bare(stanza.getAttribute('to'));
  const self = from === me || from === '';
  const delay = child(stanza, 'delay', NS.delay)?.getAttribute('stamp');
  return {
    id: stanza.getAttribute('id') ?? newId(),
    peer: self ? to : from,
    direction: self ? 'self' : 'peer',
    text: Strophe.getText(body) ?? '',
    sentAt: stamp ?? delay ?? new Date().toISOString(),
  };
}

/**
 * {@link ConnectXmpp} over strophe.js's WebSocket transport: sends initial presence, enables
 * carbons (XEP-0280), answers receipt requests (XEP-0184), reports displayed markers (XEP-0333),
 * chat states (XEP-0085) and roster presence, and reads history from the archive (XEP-0313).
 */
export const connectWithStrophe: ConnectXmpp = (credentials, handlers) =>
  new Promise((resolve, reject) => {
    const connection = new Strophe.Connection(credentials.websocketUrl, { protocol: 'ws' });
    const me = bare(credentials.jid);
    let open = false;
    let closing = false;

    const onMessage = (stanza: Element): boolean => {
      if (child(stanza, 'result', NS.mam)) return true;
      const from = bare(stanza.getAttribute('from'));
      const carbon = child(stanza, 'sent', NS.carbons) ?? child(stanza, 'received', NS.carbons);
      if (carbon && from === me) {
        const inner = child(child(carbon, 'forwarded', NS.forward) ?? carbon, 'message');
        const message = inner ? readMessage(inner, me) : undefined;
        if (message) handlers.onMessage(message);
        return true;
      }
      const received = child(stanza, 'received', NS.receipts);
      if (received?.getAttribute('id'))
        handlers.onReceipt(from, received.getAttribute('id') ?? '', 'delivered');
      const displayed = child(stanza, 'displayed', NS.markers);
      if (displayed?.getAttribute('id')) handlers.onReceipt(from, displayed.getAttribute('id') ?? '', 'read');
      if (child(stanza, 'composing', NS.chatStates)) handlers.onTyping(from, true);
      else if (
        child(stanza, 'paused', NS.chatStates) ||
        child(stanza, 'active', NS.chatStates) ||
        child(stanza, 'inactive', NS.chatStates)
      )
        handlers.onTyping(from, false);
      const message = readMessage(stanza, me);
      if (message) {
        handlers.onTyping(from, false);
        handlers.onMessage(message);
        const id = stanza.getAttribute('id');
        if (id && child(stanza, 'request', NS.receipts)) {
          connection.send(
            $msg({ to: stanza.getAttribute('from') ?? from, id: newId() }).c('received', {
              xmlns: NS.receipts,
              id,
            }),
          );
        }
      }
      return true;
    };

    const onPresence = (stanza: Element): boolean => {
      const from = bare(stanza.getAttribute('from'));
      if (from && from !== me) handlers.onPresence(from, stanza.getAttribute('type') !== 'unavailable');
      return true;
    };

    const session: XmppSession = {
      send(peer, text) {
        const id = newId();
        connection.send(
          $msg({ to: peer, type: 'chat', id })
            .c('body')
            .t(text)
            .up()
            .c('request', { xmlns: NS.receipts })
            .up()
            .c('markable', { xmlns: NS.markers })
            .up()
            .c('active', { xmlns: NS.chatStates }),
        );
        return id;
      },
      history(peer, max = 100) {
        return new Promise((resolveHistory) => {
          const queryid = newId();
          const found: XmppMessage[] = [];
          const handler = connection.addHandler(
            (stanza: Element) => {
              const result = child(stanza, 'result', NS.mam);
              if (result?.getAttribute('queryid') !== queryid) return true;
              const forwarded = child(result, 'forwarded', NS.forward);
              const inner = forwarded ? child(forwarded, 'message') : undefined;
              const stamp = forwarded
                ? child(forwarded, 'delay', NS.delay)?.getAttribute('stamp')
                : undefined;
              const message = inner ? readMessage(inner, me, stamp ?? undefined) : undefined;
              if (message)
                found.push({
                  ...message,
                  id: inner?.getAttribute('id') ?? result.getAttribute('id') ?? message.id,
                });
              return true;
            },
            NS.mam,
            'message',
            null,
          );
          const iq = $iq({ type: 'set', id: queryid })
            .c('query', { xmlns: NS.mam, queryid })
            .c('x', { xmlns: NS.data, type: 'submit' })
            .c('field', { var: 'FORM_TYPE', type: 'hidden' })
            .c('value')
            .t(NS.mam)
            .up()
            .up()
            .c('field', { var: 'with' })
            .c('value')
            .t(peer)
            .up()
            .up()
            .up()
            .c('set', { xmlns: NS.rsm })
            .c('max')
            .t(String(max))
            .up()
            .c('before');
          const done = () => {
            connection.deleteHandler(handler);
            resolveHistory(found);
          };
          // Archive failures are only logged (operations §8 'Chat'): an empty history is answered.
          connection.sendIQ(iq.tree(), done, done, 15_000);
        });
      },
      markDisplayed(peer, id) {
        connection.send(
          $msg({ to: peer, type: 'chat', id: newId() }).c('displayed', { xmlns: NS.markers, id }),
        );
      },
      setTyping(peer, typing) {
        connection.send(
          $msg({ to: peer, type: 'chat', id: newId() }).c(typing ? 'composing' : 'paused', {
            xmlns: NS.chatStates,
          }),
        );
      },
      disconnect() {
        closing = true;
        connection.disconnect('logout');
      },
    };

    connection.connect(credentials.jid, credentials.password, (status: number) => {
      if (status === Strophe.Status.CONNECTED) {
        open = true;
        connection.addHandler(onMessage, null, 'message', null);
        connection.addHandler(onPresence, null, 'presence', null);
        connection.send($pres());
        connection.sendIQ($iq({ type: 'set' }).c('enable', { xmlns: NS.carbons }).tree());
        resolve(session);
      } else if (
        status === Strophe.Status.CONNFAIL ||
        status === Strophe.Status.AUTHFAIL ||
        status === Strophe.Status.ERROR ||
        status === Strophe.Status.CONNTIMEOUT
      ) {
        if (!open) reject(new Error(`XMPP connection failed (status ${status})`));
      } else if (status === Strophe.Status.DISCONNECTED) {
        if (!open) reject(new Error('XMPP connection closed'));
        else if (!closing) handlers.onDisconnected();
        open = false;
      }
    });
  });
