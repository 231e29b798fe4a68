import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_MAX_BYTES } from '@partner-portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { DEMO_CSO_URL_IDS, DEMO_TICKET_IDS } from '../../fieldForms/demo.ts';
import { cspDirectives } from '../../security.ts';
import { startFakeSts, type FakeSts } from '../../testing/fakeSts.ts';
import { buildTestApp, signIn } from '../../testing/testApp.ts';
import { safeFileName, UPLOAD_MESSAGES, uploadKey } from './schemas.ts';
import { withMessageId } from '../../testing/messageIds.ts';

const PRESIGN = '/api/management/get-presigned-url-for-upload/';
const PORTAL_ORIGIN = 'http://portal.localhost:5173';

/** A production-mode app with the local object storage (s3rver) started in-process. */
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp({
    // Production headers on the local store: allowed for the demo only (DEMO_MODE=1, issue 15).
    config: { storageMode: 'local', nodeEnv: 'production', demoMode: true, s3CorsOrigins: [PORTAL_ORIGIN] },
  });
  token = await signIn(app, 'coordinator@demo.test');
});

afterAll(async () => {
  await app?.close();
});

const presign = (payload: object, auth: string | null = token) =>
  app.inject({
    method: 'POST',
    url: PRESIGN,
    payload,
    headers: auth ? { authorization: `Token ${auth}` } : {},
  });

describe('POST /management/get-presigned-url-for-upload/', () => {
  it('signs a short-lived, path-style PUT for a server-chosen key', async () => {
    const response = await presign({
      filename: '../Site photo (1).png',
      filetype: 'image/png',
      filesize: 1234,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      status: 200,
      s3_key: expect.any(String),
      uploadUrl: expect.any(String),
      expires_in: 300,
    });
    expect(body.s3_key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}\/Site-photo-1.png$/);
    const url = new URL(body.uploadUrl);
    const { storage } = app.ctx;
    expect(url.origin).toBe(storage?.origin);
    expect(url.pathname).toBe(
      `/${storage?.bucket}/${body.s3_key.split('/').map(encodeURIComponent).join('/')}`,
    );
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-length;content-type;host');
    expect(url.searchParams.get('X-Amz-Credential')).toContain('/ap-south-1/s3/aws4_request');
  });

  it('needs a signed-in user', async () => {
    const response = await presign({ filename: 'a.png', filetype: 'image/png', filesize: 1 }, null);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a type outside the allow-list, a file over the limit and missing fields', async () => {
    const type = await presign({ filename: 'a.html', filetype: 'text/html', filesize: 10 });
    expect(type.json()).toEqual(withMessageId({ status: 400, message: UPLOAD_MESSAGES.typeNotAllowed }));
    const svg = await presign({ filename: 'a.svg', filetype: 'image/svg+xml', filesize: 10 });
    expect(svg.statusCode).toBe(400);
    const large = await presign({
      filename: 'a.pdf',
      filetype: 'application/pdf',
      filesize: UPLOAD_MAX_BYTES + 1,
    });
    expect(large.json()).toEqual(withMessageId({ status: 413, message: UPLOAD_MESSAGES.tooLarge }));
    const atLimit = await presign({
      filename: 'a.pdf',
      filetype: 'application/pdf',
      filesize: UPLOAD_MAX_BYTES,
    });
    expect(atLimit.statusCode).toBe(200);
    for (const [payload, message] of [
      [{ filetype: 'image/png', filesize: 1 }, UPLOAD_MESSAGES.filename],
      [{ filename: 'a.png', filesize: 1 }, UPLOAD_MESSAGES.filetype],
      [{ filename: 'a.png', filetype: 'image/png' }, UPLOAD_MESSAGES.filesize],
      [{ filename: 'a.png', filetype: 'image/png', filesize: -1 }, UPLOAD_MESSAGES.filesize],
      [{ filename: '  ', filetype: 'image/png', filesize: 1 }, UPLOAD_MESSAGES.filename],
    ] as const) {
      const response = await presign(payload);
      expect(response.json(), JSON.stringify(payload)).toEqual(withMessageId({ status: 400, message }));
    }
  });
});

describe('uploads through a service call report link', () => {
  it('accept a live link instead of a token, with a key under the ticket', async () => {
    const response = await presign(
      {
        filename: 'site.jpg',
        filetype: 'image/jpeg',
        filesize: 10,
        ticket_id: DEMO_TICKET_IDS.laptopRepair,
        urlunique_id: DEMO_CSO_URL_IDS.laptopRepair,
      },
      null,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().s3_key).toMatch(
      new RegExp(`^uploads/tickets/${DEMO_TICKET_IDS.laptopRepair}/\\d{4}/\\d{2}/[0-9a-f-]{36}/site\\.jpg$`),
    );
  });

  it('refuse a mismatched or expired link (403)', async () => {
    for (const [ticket_id, urlunique_id] of [
      [DEMO_TICKET_IDS.laptopRepair, DEMO_CSO_URL_IDS.printerInstall],
      [DEMO_TICKET_IDS.expiredLink, DEMO_CSO_URL_IDS.expiredLink],
    ]) {
      const response = await presign(
        { filename: 'a.jpg', filetype: 'image/jpeg', filesize: 10, ticket_id, urlunique_id },
        null,
      );
      expect(response.json()).toEqual(withMessageId({ status: 403, message: UPLOAD_MESSAGES.invalidLink }));
    }
  });
});

describe('a real round trip through the storage server', () => {
  it('presign -> PUT the bytes -> GET through a signed link gives the same bytes', async () => {
    const bytes = randomBytes(4096);
    const { s3_key, uploadUrl } = (
      await presign({ filename: 'declaration.pdf', filetype: 'application/pdf', filesize: bytes.length })
    ).json();

    const put = await fetch(uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { 'Content-Type': 'application/pdf', Origin: PORTAL_ORIGIN },
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('access-control-allow-origin')).toBeTruthy();

    const link = await app.ctx.storage!.presignGet(s3_key, {
      expiresIn: 60,
      downloadName: 'declaration_file.docx',
    });
    const get = await fetch(link);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('application/pdf');
    expect(get.headers.get('content-disposition')).toBe('attachment; filename="declaration_file.docx"');
    expect(Buffer.from(await get.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('refuses a PUT with another content type, another length or a tampered signature', async () => {
    const { uploadUrl } = (await presign({ filename: 'a.png', filetype: 'image/png', filesize: 5 })).json();
    const wrongType = await fetch(uploadUrl, {
      method: 'PUT',
      body: 'hello',
      headers: { 'Content-Type': 'text/html' },
    });
    expect(wrongType.status).toBe(403);
    const wrongLength = await fetch(uploadUrl, {
      method: 'PUT',
      body: 'hello world',
      headers: { 'Content-Type': 'image/png' },
    });
    expect(wrongLength.status).toBe(403);
    const tampered = uploadUrl.replace(
      /X-Amz-Signature=([0-9a-f])/,
      (_: string, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`,
    );
    const forged = await fetch(tampered, {
      method: 'PUT',
      body: 'hello',
      headers: { 'Content-Type': 'image/png' },
    });
    expect(forged.status).toBe(403);
  });

  it('answers the CORS preflight of a browser PUT from the portal origin', async () => {
    const { uploadUrl } = (await presign({ filename: 'a.png', filetype: 'image/png', filesize: 5 })).json();
    const preflight = await fetch(uploadUrl, {
      method: 'OPTIONS',
      headers: {
        Origin: PORTAL_ORIGIN,
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    const other = await fetch(uploadUrl, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'PUT' },
    });
    expect(other.status).toBe(403);
  });
});

describe('the CSP', () => {
  it('allows the storage origin in connect-src and img-src, nothing else', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/meta.json' });
    const csp = String(response.headers['content-security-policy']);
    const origin = app.ctx.storage!.origin;
    expect(csp).toContain(`img-src 'self' data: blob: ${origin};`);
    expect(csp).toContain(`connect-src 'self' ${origin};`);
    expect(csp).toContain("script-src 'self';");
    expect(cspDirectives({ storage: [] }).connectSrc).toEqual(["'self'"]);
  });
});

/** Signs up a self-registered partner (POST /partner/profile/): pending, with a working token. */
async function pendingPartnerToken(target: FastifyInstance, n: number): Promise<string> {
  const response = await target.inject({
    method: 'POST',
    url: '/api/partner/profile/',
    payload: {
      username: 'Pending Partner',
      email: `pending.storage${n}@example.com`,
      phone: `98765432${String(n).padStart(2, '0')}`,
      company_name: `Storage Probe ${n} Services`,
      company_email: `office${n}@storage-probe.example.com`,
      referred_by: 'Meera Iyer',
      country_code: '+91',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ token: string }>().token;
}

describe('GET /management/storage-credentials/ on the local store (issue 15)', () => {
  const credentials = (auth: string | null) =>
    app.inject({
      method: 'GET',
      url: '/api/management/storage-credentials/',
      headers: auth ? { authorization: `Token ${auth}` } : {},
    });

  it('never hands out the local key: 403 for staff (use signed links), 403 for a pending partner, 401 anonymous', async () => {
    const staff = await credentials(token);
    expect(staff.json()).toEqual(withMessageId({ status: 403, message: UPLOAD_MESSAGES.noCredentials }));
    const pending = await credentials(await pendingPartnerToken(app, 1));
    expect(pending.json()).toEqual(
      withMessageId({
        status: 403,
        message: 'You do not have permission to perform this action.',
      }),
    );
    expect((await credentials(null)).statusCode).toBe(401);
    for (const response of [staff, pending])
      expect(response.body).not.toContain(app.ctx.config.s3SecretAccessKey);
  });

  it('refuses the presign call to a pending partner and to client users, but not their link uploads', async () => {
    const pending = await pendingPartnerToken(app, 2);
    const client = await signIn(app, 'client_user@demo.test');
    for (const auth of [pending, client]) {
      const response = await presign({ filename: 'a.png', filetype: 'image/png', filesize: 1 }, auth);
      expect(response.json()).toEqual(
        withMessageId({
          status: 403,
          message: 'You do not have permission to perform this action.',
        }),
      );
    }
    const byLink = await presign(
      {
        filename: 'site.jpg',
        filetype: 'image/jpeg',
        filesize: 10,
        ticket_id: DEMO_TICKET_IDS.laptopRepair,
        urlunique_id: DEMO_CSO_URL_IDS.laptopRepair,
      },
      pending,
    );
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().s3_key).toMatch(new RegExp(`^uploads/tickets/${DEMO_TICKET_IDS.laptopRepair}/`));
  });
});

describe('GET /management/storage-credentials/ through AWS STS (issue 15)', () => {
  const LONG_LIVED_KEY = 'AKIALONGLIVEDSERVER1';
  const LONG_LIVED_SECRET = 'long-lived-server-secret-never-leaves-0123456789';
  const ROLE = 'arn:aws:iam::123456789012:role/portal-browser-read';
  let sts: FakeSts;
  let aws: FastifyInstance;

  beforeAll(async () => {
    sts = await startFakeSts();
    aws = await buildTestApp({
      config: {
        storageMode: 'external',
        s3Endpoint: 'https://s3.ap-south-1.amazonaws.com',
        s3Bucket: 'portal-prod-uploads',
        s3AccessKeyId: LONG_LIVED_KEY,
        s3SecretAccessKey: LONG_LIVED_SECRET,
        s3StsRoleArn: ROLE,
        s3StsEndpoint: sts.endpoint,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await aws?.close();
    await sts?.close();
  });

  const get = (target: FastifyInstance, auth: string) =>
    target.inject({
      method: 'GET',
      url: '/api/management/storage-credentials/',
      headers: { authorization: `Token ${auth}` },
    });

  it('answers 15-minute, read-only credentials scoped to uploads/, never the long-lived key', async () => {
    const staff = await signIn(aws, 'kci@demo.test');
    const response = await get(aws, staff);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      accessKeyId: sts.issued.accessKeyId,
      secretAccessKey: sts.issued.secretAccessKey,
      sessionToken: sts.issued.sessionToken,
      expiration: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      prefix: 'uploads/',
      region: 'ap-south-1',
      bucket: 'portal-prod-uploads',
      endpoint: 'https://s3.ap-south-1.amazonaws.com',
      forcePathStyle: true,
    });
    expect(response.body).not.toContain(LONG_LIVED_SECRET);
    expect(response.body).not.toContain(LONG_LIVED_KEY);

    const call = sts.calls.at(-1)!;
    expect(call.params.get('Action')).toBe('AssumeRole');
    expect(call.params.get('RoleArn')).toBe(ROLE);
    expect(call.params.get('DurationSeconds')).toBe('900');
    expect(call.params.get('RoleSessionName')).toMatch(/^portal-[0-9a-f-]{36}$/);
    // Signed by the server with its own key, which stays on the server.
    expect(call.authorization).toContain(`Credential=${LONG_LIVED_KEY}/`);
    expect(JSON.parse(call.params.get('Policy') ?? '{}')).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Action: ['s3:GetObject'],
          Resource: ['arn:aws:s3:::portal-prod-uploads/uploads/*'],
        },
        { Effect: 'Deny', Action: ['s3:*'], Resource: ['arn:aws:s3:::portal-prod-uploads/uploads/kyc/*'] },
      ],
    });
  });

  it('refuses a pending partner, a partner and client users (403), without asking STS', async () => {
    const before = sts.calls.length;
    const tokens = [
      await pendingPartnerToken(aws, 3),
      await signIn(aws, 'partner@demo.test'),
      await signIn(aws, 'client_admin@demo.test'),
      await signIn(aws, 'finance_user@demo.test'),
    ];
    for (const auth of tokens) {
      const response = await get(aws, auth);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(LONG_LIVED_SECRET);
    }
    expect(sts.calls.length).toBe(before);
  });

  it('keeps the long-lived secret out of every presign answer', async () => {
    const staff = await signIn(aws, 'coordinator@demo.test');
    const response = await aws.inject({
      method: 'POST',
      url: PRESIGN,
      payload: { filename: 'a.png', filetype: 'image/png', filesize: 10 },
      headers: { authorization: `Token ${staff}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(LONG_LIVED_SECRET);
    expect(new URL(response.json().uploadUrl).searchParams.get('X-Amz-Credential')).toMatch(
      new RegExp(`^${LONG_LIVED_KEY}/`),
    );
  });

  it('answers 503 with a message when STS fails', async () => {
    const broken = await buildTestApp({
      config: {
        seedDemo: true,
        storageMode: 'external',
        s3Endpoint: 'https://s3.ap-south-1.amazonaws.com',
        s3StsRoleArn: ROLE,
        s3StsEndpoint: 'http://127.0.0.1:9',
      },
    });
    try {
      const response = await get(broken, await signIn(broken, 'admin@demo.test'));
      expect(response.json()).toEqual(
        withMessageId({ status: 503, message: UPLOAD_MESSAGES.credentialsUnavailable }),
      );
    } finally {
      await broken.close();
    }
  });
});

describe('without storage', () => {
  it('answers 503 to the presign call', async () => {
    const off = await buildTestApp({ config: { seedDemo: true } });
    try {
      const offToken = await signIn(off, 'coordinator@demo.test');
      const response = await off.inject({
        method: 'POST',
        url: PRESIGN,
        payload: { filename: 'a.png', filetype: 'image/png', filesize: 1 },
        headers: { authorization: `Token ${offToken}` },
      });
      expect(response.json()).toEqual(withMessageId({ status: 503, message: UPLOAD_MESSAGES.notConfigured }));
    } finally {
      await off.close();
    }
  });
});

describe('keys and configuration', () => {
  it('builds safe, unique keys', () => {
    expect(safeFileName('C:\\Users\\me\\Rapport été.PDF')).toBe('Rapport-ete.PDF');
    expect(safeFileName('../../')).toBe('file');
    const now = new Date('2026-03-10T09:00:00Z');
    expect(uploadKey('a.png', now)).toMatch(/^uploads\/2026\/03\/[0-9a-f-]{36}\/a\.png$/);
    expect(uploadKey('a.png', now)).not.toBe(uploadKey('a.png', now));
  });

  it('reads the S3 variables', () => {
    expect(loadConfig({})).toMatchObject({
      storageMode: 'local',
      s3Region: 'ap-south-1',
      s3Port: 0,
      s3CorsOrigins: ['*'],
    });
    expect(loadConfig({ S3_ENDPOINT: 'off' }).storageMode).toBe('off');
    expect(
      loadConfig({
        S3_ENDPOINT: 'https://s3.ap-south-1.amazonaws.com/',
        S3_BUCKET: 'b',
        S3_CORS_ORIGINS: 'https://a.example, https://b.example',
        DATA_DIR: '/srv/data/pglite',
      }),
    ).toMatchObject({
      storageMode: 'external',
      s3Endpoint: 'https://s3.ap-south-1.amazonaws.com',
      s3Bucket: 'b',
      s3CorsOrigins: ['https://a.example', 'https://b.example'],
      s3Dir: '/srv/data/s3',
    });
    expect(loadConfig({ DATA_DIR: 'memory://' }).s3Dir).toBeUndefined();
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ S3_PORT: 'x' })).toThrow(/S3_PORT/);
    expect(loadConfig({ S3_STS_ROLE_ARN: 'arn:aws:iam::123456789012:role/portal-read' }).s3StsRoleArn).toBe(
      'arn:aws:iam::123456789012:role/portal-read',
    );
    expect(() => loadConfig({ S3_STS_ROLE_ARN: 'portal-read' })).toThrow(/S3_STS_ROLE_ARN/);
  });
});
