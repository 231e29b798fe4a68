import type { FastifyInstance } from 'fastify';
import { Strophe, $msg, $pres } from 'strophe.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeXmppServer } from '../../testing/fakeXmpp.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { ChatCredentials } from './credentials.ts';
import { tenDigits } from './routes.ts';
import { createWhatsAppSimulator, WHATSAPP_TOO_LONG } from './whatsappChat.ts';
import { findExecutable, groupsFile, prosodyConfig } from './xmppServer.ts';

/** Chat calls (operations §7 'Chat', §8 'Chat'; issue 17). */

const auth = (token: string) => ({ authorization: `Token ${token}` });

describe('chat credentials (fake XMPP server)', () => {
  const xmpp = fakeXmppServer();
  let app: FastifyInstance;
  let admin: string;
  let coordinator: string;

  beforeAll(async () => {
    app = await buildTestApp({ xmppServer: xmpp });
    admin = await signIn(app, 'admin@demo.test');
    coordinator = await signIn(app, 'coordinator@demo.test');
  }, 60_000);
  afterAll(() => app?.close());

  it('answers 401 without a token', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/management/chat-credentials/',
      payload: {},
    });
    expect(response.statusCode).toBe(401);
  });

  it("issues the caller's own JID with a fresh password, set on the XMPP server", async () => {
    const me = await app.inject({ url: '/api/partner/login-user-info/', headers: auth(admin) });
    const uuid = me.json<{ LogedInUserInfo?: { uuid: string }; uuid?: string }>();
    const response = await app.inject({
      method: 'POST',
      url: '/api/management/chat-credentials/',
      headers: auth(admin),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      jid: string;
      password: string;
      websocket_url: string;
      expires_in: number;
    }>();
    const ownUuid =
      uuid.LogedInUserInfo?.uuid ?? uuid.uuid ?? JSON.stringify(uuid).match(/[0-9a-f-]{36}/)?.[0];
    expect(body.jid).toBe(`${ownUuid}@chat.test`);
    expect(body.password.length).toBeGreaterThanOrEqual(24);
    expect(xmpp.passwords.get(ownUuid ?? '')).toBe(body.password);
    expect(body.websocket_url).toBe(xmpp.websocketUrl);
    expect(body.expires_in).toBe(60);

    const again = await app.inject({
      method: 'POST',
      url: '/api/management/chat-credentials/',
      headers: auth(admin),
      payload: {},
    });
    expect(again.json<{ password: string }>().password).not.toBe(body.password);
  });

  it("never issues another user's JID: any input is refused", async () => {
    const list = await app.inject({ url: '/api/management/chat-list/', headers: auth(coordinator) });
    const other = list.json<{ data: { jid: string }[] }>().data[0]!.jid;
    const response = await app.inject({
      method: 'POST',
      url: '/api/management/chat-credentials/',
      headers: auth(coordinator),
      payload: { jid: other },
    });
    expect(response.statusCode).toBe(400);
    const own = await app.inject({
      method: 'POST',
      url: '/api/management/chat-credentials/',
      headers: auth(coordinator),
      payload: {},
    });
    expect(own.json<{ jid: string }>().jid).not.toBe(other);
  });

  it('lists chat users without the caller, partners as contacts, and searches', async () => {
    const users = (await app.inject({ url: '/api/management/chat-list/', headers: auth(admin) })).json<{
      data: { name: string; userId: string; jid: string }[];
    }>().data;
    expect(users.map((user) => user.name)).toContain('Demo Coordinator');
    expect(users.map((user) => user.name)).not.toContain('Demo Admin');
    expect(users.every((user) => user.jid === `${user.userId}@chat.test`)).toBe(true);
    const partners = (
      await app.inject({ url: '/api/partner/openfirepartners/', headers: auth(admin) })
    ).json<{
      data: { name: string }[];
    }>().data;
    expect(partners.map((user) => user.name)).toContain('Demo Partner');
    const found = (
      await app.inject({ url: '/api/management/chat-users/?search=coord', headers: auth(admin) })
    ).json<{ data: { name: string }[] }>().data;
    expect(found.map((user) => user.name)).toEqual(['Demo Coordinator']);
  });

  it('answers 503 when no XMPP server can be provisioned', async () => {
    const off = await buildTestApp();
    try {
      const token = await signIn(off, 'admin@demo.test');
      const response = await off.inject({
        method: 'POST',
        url: '/api/management/chat-credentials/',
        headers: auth(token),
        payload: {},
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await off.close();
    }
  });
});

describe('ChatCredentials', () => {
  it('puts every user in the shared roster, and a user issued a credential later too', async () => {
    const xmpp = fakeXmppServer();
    const credentials = new ChatCredentials(xmpp, 60);
    await credentials.shareRoster(['u1', 'u2']);
    expect([...xmpp.contacts]).toEqual(['u1', 'u2']);
    await credentials.issue('u3');
    expect([...xmpp.contacts]).toEqual(['u1', 'u2', 'u3']);
    credentials.close();
  });

  it("writes Prosody's shared roster as one mod_groups group", () => {
    expect(groupsFile('chat.test', ['a1', 'b2', 'a1', 'bad jid', 'x@y'])).toBe(
      '[Portal]\na1@chat.test\nb2@chat.test\n',
    );
    const config = prosodyConfig({ dir: '/d', domain: 'chat.test', httpPort: 5290, asRoot: false });
    expect(config).toMatch(/modules_enabled = \{[^}]*"groups"/);
    expect(config).toContain('groups_file = "/d/groups.txt"');
  });

  it('replaces an issued password after its time to live', async () => {
    vi.useFakeTimers();
    try {
      const xmpp = fakeXmppServer();
      const credentials = new ChatCredentials(xmpp, 60);
      const issued = await credentials.issue('u1');
      expect(xmpp.passwords.get('u1')).toBe(issued.password);
      await vi.advanceTimersByTimeAsync(59_000);
      expect(xmpp.passwords.get('u1')).toBe(issued.password);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(xmpp.passwords.get('u1')).not.toBe(issued.password);
      credentials.close();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('WhatsApp chat (simulator)', () => {
  let app: FastifyInstance;
  let pm: string;

  beforeAll(async () => {
    app = await buildTestApp({ whatsappChat: createWhatsAppSimulator({ replyMs: 10 }) });
    pm = await signIn(app, 'project_manager@demo.test');
  }, 60_000);
  afterAll(() => app?.close());

  it('tenDigits keeps 10 digits and drops the 91 prefix', () => {
    expect(tenDigits('+91 98000 00020')).toBe('9800000020');
    expect(tenDigits('9800000020')).toBe('9800000020');
    expect(tenDigits('98000000201')).toBeUndefined();
  });

  it("refuses a number that is no partner's", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/management/add-number/',
      headers: auth(pm),
      payload: { action: 'whatsapp', to: '9123456789' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This Whatsapp Number is not linked with any Partner');
  });

  it('opens a conversation by number, sends, stores the simulated answer and marks it read', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/management/add-number/',
      headers: auth(pm),
      payload: { action: 'whatsapp', to: '9800000020' },
    });
    expect(added.statusCode).toBe(200);
    const session = added.json<{
      data: { session_id: string; partner_chat_id: number; receiver_phone: string; receiver_name: string };
    }>().data;
    expect(session.receiver_phone).toBe('919800000020');
    expect(session.receiver_name).toBe('Demo Partner');

    const sent = await app.inject({
      method: 'POST',
      url: '/api/management/send-whatsapp-message/',
      headers: auth(pm),
      payload: { customer_id: session.partner_chat_id, message: 'Your technician arrives at 5' },
    });
    expect(sent.statusCode).toBe(201);
    // The simulator answers after 10 ms; storing its answer may take seconds on a busy machine.
    await vi.waitFor(
      async () => {
        const list = await app.inject({ url: '/api/management/get-whatsapp-users-list/', headers: auth(pm) });
        const item = list.json<{ data: { session_id: string; unread_count: number }[] }>().data[0];
        expect(item?.unread_count).toBe(1);
      },
      { timeout: 10_000, interval: 50 },
    );
    const chats = await app.inject({
      url: `/api/management/get-whatsapp-chats/?session_id=${session.session_id}`,
      headers: auth(pm),
    });
    const messages = chats.json<{ data: { sender_type: string; content: { messagetext: string } }[] }>().data;
    expect(messages.map((message) => message.sender_type)).toEqual(['partner', 'receiver']);
    expect(messages[1]!.content.messagetext).toContain('Your technician arrives at 5');
    const list = await app.inject({ url: '/api/management/get-whatsapp-users-list/', headers: auth(pm) });
    expect(list.json<{ data: { unread_count: number }[] }>().data[0]!.unread_count).toBe(0);

    const refused = await app.inject({
      method: 'POST',
      url: '/api/management/send-whatsapp-message/',
      headers: auth(pm),
      payload: { customer_id: session.partner_chat_id, message: 'x'.repeat(5000) },
    });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().message).toBe(WHATSAPP_TOO_LONG);
  });

  it("answers 'Chat not found' for an unknown conversation", async () => {
    const response = await app.inject({
      url: '/api/management/get-whatsapp-chats/?session_id=00000000-0000-0000-0000-000000000000',
      headers: auth(pm),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Chat not found');
  });
});

describe.skipIf(!findExecutable('prosody'))('chat over a real Prosody', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp({ config: { xmppMode: 'local', xmppHttpPort: 0, xmppDir: undefined } });
  }, 60_000);
  afterAll(() => app?.close());

  const login = (jid: string, password: string, url: string) =>
    new Promise<InstanceType<typeof Strophe.Connection>>((resolve, reject) => {
      const connection = new Strophe.Connection(url);
      connection.connect(jid, password, (status) => {
        if (status === Strophe.Status.CONNECTED) resolve(connection);
        if (status === Strophe.Status.AUTHFAIL || status === Strophe.Status.CONNFAIL)
          reject(new Error(`status ${status}`));
      });
    });

  it('two users log in with issued credentials and exchange a message', async () => {
    const credential = async (email: string) => {
      const token = await signIn(app, email);
      const response = await app.inject({
        method: 'POST',
        url: '/api/management/chat-credentials/',
        headers: auth(token),
        payload: {},
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ jid: string; password: string; websocket_url: string }>();
    };
    const a = await credential('admin@demo.test');
    const b = await credential('coordinator@demo.test');
    await expect(login(a.jid, 'wrong-password', a.websocket_url)).rejects.toThrow();
    const alice = await login(a.jid, a.password, a.websocket_url);
    const bob = await login(b.jid, b.password, b.websocket_url);
    const received = new Promise<string>((resolve) => {
      bob.addHandler(
        (stanza: Element) => {
          const body = stanza.getElementsByTagName('body')[0];
          if (body) resolve(Strophe.getText(body) ?? '');
          return true;
        },
        null,
        'message',
        'chat',
      );
    });
    bob.send($pres());
    alice.send($msg({ to: b.jid, type: 'chat' }).c('body').t('Hello from the test'));
    await expect(received).resolves.toBe('Hello from the test');
    alice.disconnect('done');
    bob.disconnect('done');
  }, 30_000);

  it('two users see each other online through the shared roster, with no subscription asked', async () => {
    const credential = async (email: string) => {
      const token = await signIn(app, email);
      const response = await app.inject({
        method: 'POST',
        url: '/api/management/chat-credentials/',
        headers: auth(token),
        payload: {},
      });
      return response.json<{ jid: string; password: string; websocket_url: string }>();
    };
    const a = await credential('project_manager@demo.test');
    const b = await credential('kci@demo.test');
    /** Resolves when `connection` gets an available presence from `from` (any resource). */
    const seesOnline = (connection: InstanceType<typeof Strophe.Connection>, from: string) =>
      new Promise<void>((resolve) => {
        connection.addHandler(
          (stanza: Element) => {
            const sender = Strophe.getBareJidFromJid(stanza.getAttribute('from') ?? '');
            if (sender === from && !stanza.getAttribute('type')) resolve();
            return true;
          },
          null,
          'presence',
          null,
        );
      });
    const alice = await login(a.jid, a.password, a.websocket_url);
    const aliceSeesBob = seesOnline(alice, b.jid);
    alice.send($pres());
    const bob = await login(b.jid, b.password, b.websocket_url);
    const bobSeesAlice = seesOnline(bob, a.jid);
    bob.send($pres());
    // Bob's initial presence goes to Alice (a contact) and probes hers: both ways, unasked.
    await expect(Promise.all([aliceSeesBob, bobSeesAlice])).resolves.toBeDefined();
    alice.disconnect('done');
    bob.disconnect('done');
  }, 30_000);
});
