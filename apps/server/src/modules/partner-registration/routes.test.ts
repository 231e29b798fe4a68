import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalFileStore } from '../../identity/fileStore.ts';
import { MAX_FILE_BYTES } from '../../identity/uploads.ts';
import { latestCode, readOutbox } from '../../testing/outbox.ts';
import { buildTestApp } from '../../testing/testApp.ts';

let app: FastifyInstance;
let uploadDir: string;
let clock = Date.parse('2026-03-01T09:00:00Z');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(tmpdir(), 'pp-uploads-'));
  app = await buildTestApp({ now: () => new Date(clock), config: { uploadDir } });
});

afterAll(async () => {
  await app?.close();
  await rm(uploadDir, { recursive: true, force: true });
});

const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object });

/** Every stored file, relative to the upload folder. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(uploadDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadDir, path.join(entry.parentPath, entry.name)));
}

function form(
  fields: Record<string, string | string[]>,
  files: [string, Buffer, string, string][] = [],
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  for (const [name, content, type, filename] of files)
    data.append(name, new Blob([new Uint8Array(content)], { type }), filename);
  return data;
}

const contact = (n: number) => ({
  company_name: 'Kiran Field Services',
  company_email: `office${n}@kiran.example.com`,
  company_phone: '9123400000',
  full_name: 'Kiran Desai',
  email: `kiran${n}@kiran.example.com`,
  phone: `91234000${String(n).padStart(2, '0')}`,
  whatsapp_number: `91234000${String(n).padStart(2, '0')}`,
  country_code: '+91',
});

/** Sends and verifies both OTPs of a contact, then saves the contact step; returns temp_vendor_id. */
async function register(n: number): Promise<string> {
  const values = contact(n);
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
  return response.json().temp_vendor_id as string;
}

const company = {
  location: 'Shop 4, FC Road',
  country_name: 'India',
  district: 'Pune',
  state_name: 'Maharashtra',
  city_name: 'Pune',
  pin_code: '411001',
  digipin: '4P3-JK8-52C9',
};

const edit = (payload: FormData) =>
  app.inject({ method: 'POST', url: '/api/partner/temp-partner-edit/', payload });

describe('OTPs (send-otp, verify-otp)', () => {
  it('sends an e-mail OTP and verifies it once', async () => {
    const email = 'otp.one@example.com';
    const sent = await post('/partner/send-otp/', { email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ status: 200, message: 'OTP sent successfully' });
    const [message] = await readOutbox(app, email);
    expect(message).toMatchObject({ channel: 'email', to: email });
    const otp = message?.code ?? '';
    expect(otp).toMatch(/^\d{6}$/);

    const wrong = await post('/partner/verify-otp/', { email, otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ status: 400, message: 'Invalid OTP. 4 attempts left.' });
    const ok = await post('/partner/verify-otp/', { email, otp });
    expect(ok.json()).toMatchObject({ status: 200, message: 'OTP verified successfully' });
    const again = await post('/partner/verify-otp/', { email, otp });
    expect(again.statusCode).toBe(400);
  });

  it('sends a phone OTP by WhatsApp, with the resend wait and expiry', async () => {
    const phone = '9555500001';
    expect((await post('/partner/send-otp/', { phone })).statusCode).toBe(200);
    expect((await readOutbox(app, phone))[0]?.channel).toBe('whatsapp');
    clock += 59_000;
    const early = await post('/partner/send-otp/', { phone });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('1');
    clock += 1_000;
    expect((await post('/partner/send-otp/', { phone })).statusCode).toBe(200);
    const otp = await latestCode(app, phone);
    clock += 10 * 60_000;
    const expired = await post('/partner/verify-otp/', { phone, otp });
    expect(expired.json()).toMatchObject({
      status: 400,
      message: 'OTP has expired. Please request a new one.',
    });
  });

  it('validates its input', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Please enter an email or a phone number.'],
      [{ email: 'bad' }, 'The input is not valid E-mail!'],
      [{ phone: '98765432101' }, 'Phone Number cannot exceed 10 digits for the selected country code!'],
      [{ phone: '98x' }, 'Please enter a valid phone number.'],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/partner/send-otp/', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message });
    }
    const noOtp = await post('/partner/verify-otp/', { email: 'a@example.com', otp: '' });
    expect(noOtp.json()).toMatchObject({ status: 400, message: 'Please enter the OTP!' });
  });
});

describe('POST /partner/temp-partner-add/', () => {
  it('needs both OTPs verified', async () => {
    const values = contact(50);
    await post('/partner/send-otp/', { email: values.email });
    await post('/partner/verify-otp/', { email: values.email, otp: await latestCode(app, values.email) });
    const response = await app.inject({
      method: 'POST',
      url: '/api/partner/temp-partner-add/',
      payload: form(values),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      status: 400,
      message: 'Please verify your email and phone with the OTP first.',
    });
    expect(
      (await app.ctx.db.query('SELECT 1 FROM temp_partners WHERE email = $1', [values.email])).length,
    ).toBe(0);
  });

  it('saves the contact step and returns an opaque temp_vendor_id', async () => {
    const id = await register(1);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const [row] = await app.ctx.db.query<Record<string, unknown>>(
      'SELECT company_name, email, phone, whatsapp_number, country_code FROM temp_partners WHERE public_id = $1',
      [id],
    );
    expect(row).toEqual({
      company_name: 'Kiran Field Services',
      email: 'kiran1@kiran.example.com',
      phone: '9123400001',
      whatsapp_number: '9123400001',
      country_code: '+91',
    });
  });

  it('answers 400 with the spec messages', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ full_name: '' }, 'Please enter your name!'],
      [{ company_name: '' }, 'Please enter your name!'],
      [{ phone: '91234000011' }, 'Phone Number cannot exceed 10 digits for the selected country code!'],
      [{ email: 'x@' }, 'The input is not valid E-mail!'],
      [{ whatsapp_number: '12345' }, 'Enter a valid 10-digit number!'],
    ];
    for (const [patch, message] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/partner/temp-partner-add/',
        payload: form({ ...contact(60), ...patch }),
      });
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message });
    }
  });
});

describe('POST /partner/temp-partner-edit/ (company step)', () => {
  it('validates the required fields and the postal code', async () => {
    const id = await register(2);
    const cases: [Record<string, string>, string][] = [
      [{ location: '' }, 'Please input company location!'],
      [{ city_name: '' }, 'Please fill out all required fields.'],
      [{ pin_code: '' }, 'Please fill out all required fields.'],
      [{ pin_code: '41100' }, 'Please enter a valid 6-digit PIN code.'],
    ];
    for (const [patch, message] of cases) {
      const response = await edit(form({ id, ...company, ...patch }));
      expect(response.statusCode, JSON.stringify(patch)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message });
    }
    const unknown = await edit(form({ id: '00000000-0000-4000-8000-000000000000', ...company }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status: 404,
      message: 'Registration not found. Please start again.',
    });
  });

  it('stores the address proof and images, lists them, and deletes one', async () => {
    const id = await register(3);
    const response = await edit(
      form({ id, ...company }, [
        ['address_proof', PDF, 'application/pdf', 'proof.pdf'],
        ['partner_images', PNG, 'image/png', 'front.png'],
        ['partner_images', JPEG, 'image/jpeg', 'inside.jpg'],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ status: 200, message: 'Company info saved successfully' });
    expect(body.partner_images).toHaveLength(2);
    expect(body.partner_images[0].image_key).toMatch(
      new RegExp(`^uploads/kyc/${id}/partner_images-[0-9a-f]{16}\\.png$`),
    );
    const files = await storedFiles();
    expect(files.filter((file) => file.includes(id))).toHaveLength(3);
    const stored = await new LocalFileStore(uploadDir).get(body.partner_images[1].image_key);
    expect(stored).toBeDefined();

    const [row] = await app.ctx.db.query<Record<string, unknown>>(
      'SELECT location, pin_code, digipin, district, address_proof_key FROM temp_partners WHERE public_id = $1',
      [id],
    );
    expect(row).toMatchObject({
      location: 'Shop 4, FC Road',
      pin_code: '411001',
      digipin: '4P3-JK8-52C9',
      district: 'Pune',
    });
    expect(row?.address_proof_key).toMatch(/address_proof-[0-9a-f]{16}\.pdf$/);

    const removed = await edit(
      form({ id, ...company, deleted_image_ids: String(body.partner_images[0].id) }),
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().partner_images).toEqual([body.partner_images[1]]);
    expect((await storedFiles()).some((file) => file === body.partner_images[0].image_key)).toBe(false);
  });

  it('refuses a file whose content is not an accepted type, storing nothing', async () => {
    const id = await register(4);
    const before = await storedFiles();
    const fake = await edit(
      form({ id, ...company }, [
        ['address_proof', PDF, 'application/pdf', 'ok.pdf'],
        ['partner_images', Buffer.from('<script>alert(1)</script>'), 'image/png', 'x.png'],
      ]),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ status: 400, message: 'Files must be PDF, JPEG, PNG or WebP.' });
    const mismatch = await edit(
      form({ id, ...company }, [['address_proof', PNG, 'application/pdf', 'x.pdf']]),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(before);
    const [row] = await app.ctx.db.query<{ location: string | null }>(
      'SELECT location FROM temp_partners WHERE public_id = $1',
      [id],
    );
    expect(row?.location).toBeNull();
  });

  it('answers 413 for a file over 5 MB', async () => {
    const id = await register(5);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES)]);
    const response = await edit(
      form({ id, ...company }, [['address_proof', big, 'application/pdf', 'big.pdf']]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, message: 'Each file must be at most 5 MB.' });
  });

  it('accepts a file just under the limit (the 1 MB JSON body limit does not apply)', async () => {
    const id = await register(10);
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_FILE_BYTES - PDF.length - 1)]);
    const response = await edit(
      form({ id, ...company }, [['address_proof', big, 'application/pdf', 'big.pdf']]),
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('removes the new files again when the transaction fails (no half-writes)', async () => {
    const id = await register(6);
    const before = await storedFiles();
    const response = await edit(
      form({ id, ...company, deleted_image_ids: '999999' }, [['partner_images', PNG, 'image/png', 'a.png']]),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, message: 'Image not found.' });
    expect(await storedFiles()).toEqual(before);
    const rows = await app.ctx.db.query<{ location: string | null; images: number }>(
      `SELECT location, (SELECT count(*)::int FROM temp_partner_images i WHERE i.temp_partner_id = t.id) AS images
         FROM temp_partners t WHERE public_id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ location: null, images: 0 });
  });

  it('removes stored files when the store fails half-way', async () => {
    const id = await register(7);
    const before = await storedFiles();
    const store = app.ctx.fileStore;
    let puts = 0;
    app.ctx.fileStore = {
      put: async (key, body, type) => {
        puts += 1;
        if (puts === 2) throw new Error('disk full');
        return store.put(key, body, type);
      },
      get: (key) => store.get(key),
      delete: (key) => store.delete(key),
    };
    try {
      const response = await edit(
        form({ id, ...company }, [
          ['address_proof', PDF, 'application/pdf', 'p.pdf'],
          ['partner_images', PNG, 'image/png', 'a.png'],
        ]),
      );
      expect(response.statusCode).toBe(500);
    } finally {
      app.ctx.fileStore = store;
    }
    expect(await storedFiles()).toEqual(before);
  });
});

describe('POST /partner/temp-partner-edit/ (final step)', () => {
  it('checks PAN and Aadhaar, stores them normalised with the scans, and sends a confirmation', async () => {
    const id = await register(8);
    expect((await edit(form({ id, ...company }))).statusCode).toBe(200);

    const badPan = await edit(form({ id, pan: 'ABCD1234F' }));
    expect(badPan.statusCode).toBe(400);
    expect(badPan.json()).toMatchObject({ status: 400, message: 'Please enter a valid Pan number!' });
    const badAadhaar = await edit(form({ id, aadhaar_number: '1234 5678 9012' }));
    expect(badAadhaar.json()).toMatchObject({ status: 400, message: 'Please enter a valid Aadhaar Card!' });

    const ok = await edit(
      form({ id, pan: 'abcde1234f', aadhaar_number: '2345 6789 0123' }, [
        ['pan_scan', JPEG, 'image/jpeg', 'pan.jpg'],
        ['aadhaar_file', PDF, 'application/pdf', 'aadhaar.pdf'],
      ]),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ status: 200, message: 'Company details added successfully' });
    const [row] = await app.ctx.db.query<Record<string, unknown>>(
      'SELECT pan, aadhaar_number, pan_scan_key, aadhaar_file_key, completed_at FROM temp_partners WHERE public_id = $1',
      [id],
    );
    expect(row).toMatchObject({ pan: 'ABCDE1234F', aadhaar_number: '234567890123' });
    expect(row?.pan_scan_key).toMatch(/pan_scan-[0-9a-f]{16}\.jpg$/);
    expect(row?.aadhaar_file_key).toMatch(/aadhaar_file-[0-9a-f]{16}\.pdf$/);
    expect(row?.completed_at).not.toBeNull();
    const [mail] = await readOutbox(app, 'kiran8@kiran.example.com');
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your Partner Portal registration' });
    // The finished registration is a pending partner record in the KYC queue (issue 14).
    const [record] = await app.ctx.db.query<Record<string, unknown>>(
      `SELECT np.status, np.kyc_status, np.pan, np.aadhaar_number, np.kyc_submitted_at IS NOT NULL AS queued,
         np.user_id IS NOT NULL AS linked
       FROM network_partners np JOIN temp_partners t ON t.id = np.temp_partner_id WHERE t.public_id = $1`,
      [id],
    );
    expect(record).toEqual({
      status: 'pending',
      kyc_status: 'pending',
      pan: 'ABCDE1234F',
      aadhaar_number: '234567890123',
      queued: true,
      linked: true,
    });
  });

  it('makes the finished registration a pending partner who can log in with a passphrase', async () => {
    const id = await register(11);
    const values = contact(11);
    expect((await edit(form({ id, ...company }))).statusCode).toBe(200);
    // Before the final step there is no account yet.
    expect(
      (await post('/partner/send-passphrase-whatsapp/', { phone: values.whatsapp_number })).statusCode,
    ).toBe(404);
    clock += 61_000;
    const done = await edit(form({ id, pan: 'ABCDE1234F' }));
    expect(done.statusCode, done.body).toBe(200);
    // Sent again (a retry after a lost answer): still 200, still one account.
    expect((await edit(form({ id, pan: 'ABCDE1234F' }))).statusCode).toBe(200);
    const [account] = await app.ctx.db.query<Record<string, unknown>>(
      `SELECT u.user_role, u.status, u.full_name, c.company_name, c.company_email, c.whatsapp_number, c.country_code
         FROM users u JOIN partner_companies c ON c.user_id = u.id WHERE u.email = $1`,
      [values.email],
    );
    expect(account).toEqual({
      user_role: 'partner',
      status: 'pending',
      full_name: 'Kiran Desai',
      company_name: 'Kiran Field Services',
      company_email: values.company_email,
      whatsapp_number: values.whatsapp_number,
      country_code: '+91',
    });

    const sent = await post('/partner/send-passphrase-whatsapp/', { phone: values.whatsapp_number });
    expect(sent.statusCode, sent.body).toBe(200);
    const login = await post('/partner/whatsapp-passphrase/', {
      whatsapp_number: values.whatsapp_number,
      passphrase: await latestCode(app, values.whatsapp_number),
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().data).toMatchObject({ status: 200, user_role: 'partner', loged_in_to: 'orion' });
    expect(login.json().data.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an e-mail or a WhatsApp number that already belongs to an account', async () => {
    const values = contact(12);
    const signUp = await post('/partner/profile/', {
      email: values.email,
      phone: '9000012012',
      country_code: '+91',
      username: 'Someone Else',
      company_email: 'else@else.example.com',
      company_name: 'Else Ltd',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    await post('/partner/send-otp/', { email: values.email });
    await post('/partner/verify-otp/', { email: values.email, otp: await latestCode(app, values.email) });
    await post('/partner/send-otp/', { phone: values.phone, country_code: '+91' });
    await post('/partner/verify-otp/', { phone: values.phone, otp: await latestCode(app, values.phone) });
    const taken = await app.inject({
      method: 'POST',
      url: '/api/partner/temp-partner-add/',
      payload: form(values),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({
      status: 400,
      message: 'An account with this email already exists.',
    });

    // The WhatsApp number of a finished registration names its company: a second one is refused.
    const first = await register(13);
    expect((await edit(form({ id: first, ...company }))).statusCode).toBe(200);
    expect((await edit(form({ id: first }))).statusCode).toBe(200);
    const second = { ...contact(14), whatsapp_number: contact(13).whatsapp_number };
    await post('/partner/send-otp/', { email: second.email });
    await post('/partner/verify-otp/', { email: second.email, otp: await latestCode(app, second.email) });
    await post('/partner/send-otp/', { phone: second.phone, country_code: '+91' });
    await post('/partner/verify-otp/', { phone: second.phone, otp: await latestCode(app, second.phone) });
    const sameNumber = await app.inject({
      method: 'POST',
      url: '/api/partner/temp-partner-add/',
      payload: form(second),
    });
    expect(sameNumber.statusCode).toBe(400);
    expect(sameNumber.json().message).toBe(
      'This WhatsApp number is already registered with another company.',
    );
  });

  it('needs the company step first', async () => {
    const id = await register(9);
    const response = await edit(form({ id, pan: 'ABCDE1234F' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: 'Please fill out all required fields.' });
  });
});
