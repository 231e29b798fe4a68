import type { XmppServer } from '../modules/chat/xmppServer.ts';

/** An XMPP server that records password changes instead of running Prosody (tests of the chat calls). */
export function fakeXmppServer(): XmppServer & { passwords: Map<string, string> } {
  const passwords = new Map<string, string>();
  return {
    mode: 'local',
    websocketUrl: 'ws://127.0.0.1:1/xmpp-websocket',
    domain: 'chat.test',
    canProvision: true,
    passwords,
    setPassword: async (localpart, password) => {
      passwords.set(localpart, password);
    },
    stop: async () => undefined,
    start: async () => undefined,
    close: async () => undefined,
  };
}
