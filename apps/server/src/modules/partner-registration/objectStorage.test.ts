import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  fileStoreFor,
  LocalFileStore,
  NO_FILE_STORAGE_MESSAGE,
  ObjectFileStore,
  readAll,
  RefusingFileStore,
} from '../../identity/fileStore.ts';
import { startObjectStorage, type ObjectStorage } from '../../storage/objectStorage.ts';
import { latestCode } from '../../testing/outbox.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { withMessageId } from '../../testing/messageIds.ts';

// Issue 15: registration (KYC) files go to object storage like every other upload, also when
// S3_ENDPOINT points at an external store; the local disk only without one, and never in production.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 9, 8, 7]);

function form(fields: Record<string, string>, files: [string, Buffer, string, string][] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const [name, content, type, filename] of files)
    data.append(name, new Blob([new Uint8Array(content)], { type }), filename);
  return data;
}

/** The contact step after both OTPs; returns temp_vendor_id. */
async function register(app: FastifyInstance, n: number): Promise<string> {
  const values = {
    company_name: 'Sahyadri Field Services',
    company_email: `office${n}@sahyadri.example.com`,
    company_phone: '9123400000',
    full_name: 'Anita Kulkarni',
    email: `anita${n}@sahyadri.example.com`,
    phone: `93234000${String(n).padStart(2, '0')}`,
    whatsapp_number: `93234000${String(n).padStart(2, '0')}`,
    country_code: '+91',
  };
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, payload });
  await post('/partner/send-otp/', { email: values.email });
  await post('/partner/verify-otp/', { email: values.email, otp: await latestCode(app, values.email) });
  await post('/partner/send-otp/', { phone: values.phone, country_code: '+91' });
  await post('/partner/verify-otp/', { phone: values.phone, otp: await latestCode(app, values.phone) });
  const response = await app.inject({
    method: 'POST',
    url: '/api/partner/temp-partner-add/',
    payload: form(values),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ temp_vendor_id: string }>().temp_vendor_id;
}

const company = {
  location: 'Shop 4, FC Road',
  country_name: 'India',
  district: 'Pune',
  state_name: 'Maharashtra',
  city_name: 'Pune',
  pin_code: '411001',
};

const edit = (app: FastifyInstance, payload: FormData) =>
  app.inject({ method: 'POST', url: '/api/partner/temp-partner-edit/', payload });

async function filesIn(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('registration files with S3_ENDPOINT set', () => {
  // A separate s3rver plays the external object store that S3_ENDPOINT names.
  let external: ObjectStorage;
  let app: FastifyInstance;
  let uploadDir: string;

  beforeAll(async () => {
    external = (await startObjectStorage({
      ...loadConfig({ DATA_DIR: 'memory://' }),
      storageMode: 'local',
      s3Bucket: 'portal-external',
    }))!;
    uploadDir = await mkdtemp(path.join(tmpdir(), 'pp-kyc-disk-'));
    app = await buildTestApp({
      config: {
        storageMode: 'external',
        s3Endpoint: external.endpoint,
        s3Bucket: 'portal-external',
        uploadDir,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await external?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('stores the company and KYC files in the bucket under uploads/kyc/, nothing on disk', async () => {
    const id = await register(app, 1);
    const companyStep = await edit(
      app,
      form({ id, ...company }, [
        ['address_proof', PDF, 'application/pdf', 'proof.pdf'],
        ['partner_images', PNG, 'image/png', 'front.png'],
      ]),
    );
    expect(companyStep.statusCode, companyStep.body).toBe(200);
    const finalStep = await edit(
      app,
      form({ id, pan: 'ABCDE1234F', aadhaar_number: '2345 6789 0123' }, [
        ['pan_scan', JPEG, 'image/jpeg', 'pan.jpg'],
        ['aadhaar_file', PDF, 'application/pdf', 'aadhaar.pdf'],
      ]),
    );
    expect(finalStep.statusCode, finalStep.body).toBe(200);

    const stored = (await external.list(`uploads/kyc/${id}/`)).map((item) => item.key).sort();
    expect(stored).toHaveLength(4);
    for (const key of stored) {
      expect(key).toMatch(
        new RegExp(
          `^uploads/kyc/${id}/(address_proof|partner_images|pan_scan|aadhaar_file)-[0-9a-f]{16}\\.(pdf|png|jpg)$`,
        ),
      );
    }
    expect(await filesIn(uploadDir)).toEqual([]);

    const [row] = await app.ctx.db.query<{ pan_scan_key: string }>(
      'SELECT pan_scan_key FROM temp_partners WHERE public_id = $1',
      [id],
    );
    const object = await external.getObject(row!.pan_scan_key);
    expect(object && (await readAll(object)).equals(JPEG)).toBe(true);

    // Finance opens the PAN scan through its 60 s signed link: the bytes the partner sent.
    const [record] = await app.ctx.db.query<{ uuid: string }>(
      'SELECT np.uuid::text AS uuid FROM network_partners np JOIN temp_partners t ON t.id = np.temp_partner_id WHERE t.public_id = $1',
      [id],
    );
    const finance = await signIn(app, 'finance_user@demo.test');
    const link = await app.inject({
      method: 'GET',
      url: `/api/finance/kyc-verification/${record!.uuid}/document-link/?document=pan_scan`,
      headers: { authorization: `Token ${finance}` },
    });
    expect(link.statusCode, link.body).toBe(200);
    const download = await fetch(link.json<{ url: string }>().url);
    expect(Buffer.from(await download.arrayBuffer()).equals(JPEG)).toBe(true);
  });

  it('replaces a scan sent again and removes the old object', async () => {
    const id = await register(app, 2);
    expect((await edit(app, form({ id, ...company }))).statusCode).toBe(200);
    const first = await edit(
      app,
      form({ id, pan: 'ABCDE1234F' }, [['pan_scan', JPEG, 'image/jpeg', 'a.jpg']]),
    );
    expect(first.statusCode, first.body).toBe(200);
    const [before] = await external.list(`uploads/kyc/${id}/`);
    const again = await edit(app, form({ id, pan: 'ABCDE1234F' }, [['pan_scan', PNG, 'image/png', 'b.png']]));
    expect(again.statusCode, again.body).toBe(200);
    const after = (await external.list(`uploads/kyc/${id}/`)).map((item) => item.key);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before?.key);
  });
});

describe('registration files without object storage', () => {
  it('go to the local disk in development, and are refused (503, nothing written) in production', async () => {
    const uploadDir = await mkdtemp(path.join(tmpdir(), 'pp-kyc-prod-'));
    const production = await buildTestApp({
      config: { nodeEnv: 'production', storageMode: 'off', uploadDir, devOutbox: true },
    });
    try {
      expect(production.ctx.fileStore).toBeInstanceOf(RefusingFileStore);
      const id = await register(production, 3);
      const response = await edit(
        production,
        form({ id, ...company }, [['address_proof', PDF, 'application/pdf', 'proof.pdf']]),
      );
      expect(response.json()).toEqual(withMessageId({ status: 503, message: NO_FILE_STORAGE_MESSAGE }));
      expect(await filesIn(uploadDir)).toEqual([]);
      // Without files the step still works.
      expect((await edit(production, form({ id, ...company }))).statusCode).toBe(200);
    } finally {
      await production.close();
      await rm(uploadDir, { recursive: true, force: true });
    }
  });

  it('fileStoreFor picks the object store, else the disk outside production', () => {
    const storage = {
      putObject: async () => undefined,
      getObject: async () => undefined,
      deleteObject: async () => undefined,
    };
    const base = { uploadDir: '/tmp/pp-x', dataDir: 'memory://' };
    expect(fileStoreFor({ ...base, nodeEnv: 'production' }, storage)).toBeInstanceOf(ObjectFileStore);
    expect(fileStoreFor({ ...base, nodeEnv: 'development' }, storage)).toBeInstanceOf(ObjectFileStore);
    expect(fileStoreFor({ ...base, nodeEnv: 'development' }, undefined)).toBeInstanceOf(LocalFileStore);
    expect(fileStoreFor({ ...base, nodeEnv: 'test' }, undefined)).toBeInstanceOf(LocalFileStore);
    expect(fileStoreFor({ ...base, nodeEnv: 'production' }, undefined)).toBeInstanceOf(RefusingFileStore);
  });

  it('ObjectFileStore refuses keys that are not plain paths', async () => {
    const puts: string[] = [];
    const store = new ObjectFileStore({
      putObject: async (key) => {
        puts.push(key);
      },
      getObject: async () => undefined,
      deleteObject: async () => undefined,
    });
    await store.put('uploads/kyc/x/a.pdf', PDF, 'application/pdf');
    for (const key of ['../evil', 'uploads/../x', '/etc/passwd', 'a//b']) {
      await expect(store.put(key, PDF, 'application/pdf'), key).rejects.toThrow(/Invalid file key/);
    }
    expect(puts).toEqual(['uploads/kyc/x/a.pdf']);
  });
});
