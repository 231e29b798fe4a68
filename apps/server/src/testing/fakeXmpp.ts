import type { XmppServer } from '../modules/chat/xmppServer.ts';

/** An XMPP server that records password changes and the shared roster instead of running Prosody (tests of the chat calls). */
export function fakeXmppServer(): XmppServer & { passwords: Map<string, string>; contacts: Set<string> } {
  const passwords = new Map<string, string>();
  const contacts = new Set<string>();
  return {
    mode: 'local',
    websocketUrl: 'ws://127.0.0.1:1/xmpp-websocket',
    domain: 'chat.test',
    canProvision: true,
    passwords,
    contacts,
    setPassword: async (localpart, password) => {
      passwords.set(localpart, password);
    },
    setContacts: async (localparts) => {
      contacts.clear();
      for (const localpart of localparts) contacts.add(localpart);
    },
    stop: async () => undefined,
    start: async () => undefined,
    close: async () => undefined,
  };
}
