import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { defaultUploadDir, LocalFileStore, readAll } from './fileStore.ts';
import { createNotifier, type MailTransport } from './notifier.ts';
import { DevOutbox } from './outbox.ts';

const now = () => new Date('2026-03-01T09:00:00Z');

describe('createNotifier', () => {
  it('sends e-mails through the mail transport when there is one, WhatsApp to the outbox', async () => {
    const outbox = new DevOutbox();
    const sendMail = vi.fn<MailTransport['sendMail']>(async () => ({}));
    const notifier = createNotifier({
      outbox,
      mail: { sendMail },
      mailFrom: 'PP <no-reply@pp.example>',
      now,
    });
    await notifier.send({ channel: 'email', to: 'a@b.co', subject: 'S', body: 'B', code: '123456' });
    expect(sendMail).toHaveBeenCalledWith({
      from: 'PP <no-reply@pp.example>',
      to: 'a@b.co',
      subject: 'S',
      text: 'B',
    });
    expect(outbox.list()).toEqual([]);
    await notifier.send({ channel: 'whatsapp', to: '9800000020', subject: 'S', body: 'B', code: '654321' });
    expect(outbox.list()).toEqual([
      {
        channel: 'whatsapp',
        to: '9800000020',
        subject: 'S',
        body: 'B',
        code: '654321',
        link: null,
        created_at: '2026-03-01T09:00:00.000Z',
      },
    ]);
  });

  it('keeps e-mails in the outbox without a transport, and a transport failure rejects', async () => {
    const outbox = new DevOutbox(2);
    const notifier = createNotifier({ outbox, mailFrom: 'x', now });
    for (const to of ['a@b.co', 'c@d.co', 'e@f.co']) {
      await notifier.send({ channel: 'email', to, subject: 'S', body: 'B', link: 'https://x/y' });
    }
    expect(outbox.list().map((entry) => entry.to)).toEqual(['e@f.co', 'c@d.co']);
    expect(outbox.list({ to: 'C@D.CO' })).toHaveLength(1);
    const failing = createNotifier({
      outbox,
      mail: { sendMail: async () => Promise.reject(new Error('smtp down')) },
      mailFrom: 'x',
      now,
    });
    await expect(failing.send({ channel: 'email', to: 'a@b.co', subject: 'S', body: 'B' })).rejects.toThrow(
      'smtp down',
    );
  });
});

describe('LocalFileStore', () => {
  it('stores, reads and deletes buffers and streams, and refuses keys that leave its folder', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'pp-store-'));
    try {
      const store = new LocalFileStore(root);
      expect(await store.put('a/one.pdf', Buffer.from('%PDF-1'), 'application/pdf')).toBe('a/one.pdf');
      await store.put('a/two.png', Readable.from([Buffer.from('png')]), 'image/png');
      const one = await store.get('a/one.pdf');
      expect(one && (await readAll(one)).toString()).toBe('%PDF-1');
      await expect(store.put('a/one.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow();
      await store.delete('a/one.pdf');
      expect(await store.get('a/one.pdf')).toBeUndefined();
      for (const key of ['../evil', 'a/../../evil', '/etc/passwd', 'a//b', '.hidden', 'a/./b']) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(/Invalid file key/);
      }
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('defaults to uploads beside the database, or a temp folder for memory://', () => {
    expect(defaultUploadDir('/srv/data/pglite')).toBe('/srv/data/uploads');
    expect(defaultUploadDir('memory://')).toContain(tmpdir());
  });
});
