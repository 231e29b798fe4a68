import type { Db } from '../../db/index.ts';
import type { ChatConfig } from './config.ts';
import { ChatCredentials } from './credentials.ts';
import { addWhatsAppMessage, allUserUuids, findWhatsAppSession } from './repository.ts';
import { createWhatsAppSimulator, type WhatsAppChatProvider } from './whatsappChat.ts';
import { startXmppServer, type XmppServer } from './xmppServer.ts';

/** What the chat routes use (`app.ctx.chat`). Issue 17. */
export interface ChatServices {
  /** The XMPP server; undefined when chat is off or Prosody is missing (the portal shows chat as unavailable). */
  xmpp: XmppServer | undefined;
  /** Issues browser credentials; undefined unless the server can provision accounts. */
  credentials: ChatCredentials | undefined;
  whatsapp: WhatsAppChatProvider;
  /**
   * Stores a customer's message from `from` (10 digits) in that number's conversation; resolves
   * false when no conversation has that number (the message is dropped). Used by the provider's
   * inbound handler and by the Cloud API webhook.
   */
  receiveWhatsApp(from: string, text: string): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Starts chat: the XMPP server of {@link startXmppServer}, accounts for every existing user
 * (created in the background with passwords nobody knows, so messages to them are archived) in one
 * shared roster (so users see each other's presence), and
 * the WhatsApp provider (`whatsapp`, default the local simulator) whose inbound messages are stored.
 */
export async function startChatServices(
  config: ChatConfig,
  db: Db,
  log: { warn: (message: string) => void },
  whatsapp: WhatsAppChatProvider = createWhatsAppSimulator({ replyMs: config.whatsappSimulatorReplyMs }),
  /** An XMPP server to use instead of starting one (tests). */
  given?: XmppServer,
): Promise<ChatServices> {
  const xmpp = given ?? (await startXmppServer(config, log.warn));
  const credentials = xmpp?.canProvision ? new ChatCredentials(xmpp) : undefined;
  // Provisioning runs in the background; closing stops it after the account being written.
  let closing = false;
  const provisioning = credentials
    ? allUserUuids(db)
        .then(async (users) => {
          if (closing) return;
          await credentials
            .shareRoster(users.map((user) => user.uuid))
            .catch((error: unknown) => log.warn(`chat: sharing the roster failed: ${String(error)}`));
          for (const { uuid } of users) {
            if (closing) return;
            await credentials.provision(uuid);
          }
        })
        .catch((error: unknown) => {
          if (!closing) log.warn(`chat: provisioning accounts failed: ${String(error)}`);
        })
    : Promise.resolve();
  const receiveWhatsApp = async (from: string, text: string) => {
    const session = await findWhatsAppSession(db, { phone: from });
    if (!session) return false;
    await addWhatsAppMessage(db, { sessionId: session.id, senderType: 'receiver', text });
    return true;
  };
  whatsapp.onInbound(async (from, text) => {
    await receiveWhatsApp(from, text);
  });
  return {
    xmpp,
    credentials,
    whatsapp,
    receiveWhatsApp,
    close: async () => {
      closing = true;
      await provisioning;
      whatsapp.close();
      credentials?.close();
      await xmpp?.close();
    },
  };
}
