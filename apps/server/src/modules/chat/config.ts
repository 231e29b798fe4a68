import path from 'node:path';

/** Chat settings of the server configuration (`XMPP_*`, `WHATSAPP_*`); README 'Chat'. */
export interface ChatConfig {
  /**
   * `local`: start Prosody here (`XMPP_WEBSOCKET_URL` unset); `external`: the browser connects to
   * `XMPP_WEBSOCKET_URL` (Openfire, ejabberd); `off` (`XMPP_WEBSOCKET_URL=off`): no chat server.
   */
  xmppMode: 'local' | 'external' | 'off';
  /** WebSocket endpoint of an external server (`XMPP_WEBSOCKET_URL`, ws:// or wss://). */
  xmppWebsocketUrl: string | undefined;
  /** XMPP domain of the users' JIDs (`XMPP_DOMAIN`, default `chat.localhost`). */
  xmppDomain: string;
  /** Loopback HTTP port of the local Prosody (`XMPP_HTTP_PORT`, default 5290; 0: a free port). */
  xmppHttpPort: number;
  /** Folder of the local Prosody's config and data (`XMPP_DIR`; default `.data/prosody` beside DATA_DIR, a temp folder for `memory://`). */
  xmppDir: string | undefined;
  /** Prosody executable (`PROSODY_BIN`; default `prosody` on the PATH). */
  prosodyBin: string | undefined;
  /** Delay of the WhatsApp simulator's answer in ms (`WHATSAPP_SIMULATOR_REPLY_MS`, default 1500). */
  whatsappSimulatorReplyMs: number;
  /**
   * App secret of the Meta app (`WHATSAPP_APP_SECRET`): the key of the `X-Hub-Signature-256` HMAC on
   * inbound webhook calls. Unset: the webhook refuses every payload (503).
   */
  whatsappAppSecret: string | undefined;
  /** Token Meta echoes in the webhook's subscription handshake (`WHATSAPP_VERIFY_TOKEN`); unset: 403. */
  whatsappVerifyToken: string | undefined;
}

/** Reads the chat settings; `dataDir` is DATA_DIR as given. Throws `Error` with the variable's name. */
export function loadChatConfig(
  env: NodeJS.ProcessEnv,
  dataDir: string | undefined,
  serverRoot: string,
): ChatConfig {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === undefined || raw === '' ? undefined : raw;
  };
  const url = value('XMPP_WEBSOCKET_URL');
  const xmppMode: ChatConfig['xmppMode'] =
    url === undefined ? 'local' : url.toLowerCase() === 'off' ? 'off' : 'external';
  if (xmppMode === 'external' && !/^wss?:\/\/[^/\s]+/i.test(url ?? '')) {
    throw new Error(`XMPP_WEBSOCKET_URL must be a ws:// or wss:// URL or "off", got "${url}"`);
  }
  const integer = (name: string, fallback: number, max: number) => {
    const raw = value(name);
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw) || Number(raw) > max)
      throw new Error(`${name} must be an integer 0-${max}, got "${raw}"`);
    return Number(raw);
  };
  const dir = value('XMPP_DIR');
  return {
    xmppMode,
    xmppWebsocketUrl: xmppMode === 'external' ? url : undefined,
    xmppDomain: (value('XMPP_DOMAIN') ?? 'chat.localhost').toLowerCase(),
    xmppHttpPort: integer('XMPP_HTTP_PORT', 5290, 65535),
    xmppDir:
      dir !== undefined
        ? path.resolve(dir)
        : dataDir === undefined
          ? path.join(serverRoot, '.data/prosody')
          : dataDir.startsWith('memory://')
            ? undefined
            : path.join(path.dirname(path.resolve(dataDir)), 'prosody'),
    prosodyBin: value('PROSODY_BIN'),
    whatsappSimulatorReplyMs: integer('WHATSAPP_SIMULATOR_REPLY_MS', 1500, 600_000),
    whatsappAppSecret: value('WHATSAPP_APP_SECRET'),
    whatsappVerifyToken: value('WHATSAPP_VERIFY_TOKEN'),
  };
}
