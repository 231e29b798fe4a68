import type { Db, DbTx, SqlParam } from './db/index.ts';
import { DAY, FIRST_NAMES, random, SURNAMES } from './seedKit.ts';
import { DEMO_BASE_TIME, DEMO_CITIES } from './seedOperations.ts';

/** Bank branches of the IFSC lookup (fake codes, well-formed: 4 letters, 0, 6 letters or digits). */
export const DEMO_IFSC_BRANCHES = [
  ['HDFC0001234', 'HDFC Bank', 'MG Road', 'Bengaluru', 'Karnataka'],
  ['SBIN0004321', 'State Bank of India', 'Fort', 'Mumbai', 'Maharashtra'],
  ['ICIC0000567', 'ICICI Bank', 'Connaught Place', 'New Delhi', 'Delhi'],
  ['UTIB0000789', 'Axis Bank', 'T Nagar', 'Chennai', 'Tamil Nadu'],
  ['KKBK0000912', 'Kotak Mahindra Bank', 'Banjara Hills', 'Hyderabad', 'Telangana'],
  ['PUNB0123400', 'Punjab National Bank', 'Shivajinagar', 'Pune', 'Maharashtra'],
  ['BARB0SALTLK', 'Bank of Baroda', 'Salt Lake', 'Kolkata', 'West Bengal'],
  ['CNRB0001122', 'Canara Bank', 'Navrangpura', 'Ahmedabad', 'Gujarat'],
] as const;

/** Reasons of the seeded KYC rejections. */
const REJECTION_REASONS = [
  'PAN scan is blurred; the number cannot be read',
  'Name on the Aadhaar card does not match the registered contact',
  'Aadhaar file is a photo of a screen, not a scan of the card',
];

/** A well-formed PAN of an individual (five letters with P fourth, four digits, one letter). */
export function demoPan(seed: number): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const at = (n: number) => letters[Math.abs(n) % letters.length]!;
  return `${at(seed)}${at(seed * 7 + 3)}${at(seed * 3 + 11)}P${at(seed * 5 + 1)}${String(1000 + ((seed * 137) % 9000)).padStart(4, '0')}${at(seed * 11 + 5)}`;
}

/** A well-formed Aadhaar number (12 digits, the first 2-9). */
export function demoAadhaar(seed: number): string {
  return `${2 + (seed % 8)}${String((seed * 7_919_113 + 48_271) % 100_000_000_000).padStart(11, '0')}`;
}

/** Object keys of a partner's KYC scans (the registration wizard's upload folder). */
export const kycKeys = (folder: string) => ({
  pan: `uploads/kyc/${folder}/pan-scan.png`,
  aadhaar: `uploads/kyc/${folder}/aadhaar.png`,
});

/** Number of records waiting in the KYC verification queue after seeding. */
export const DEMO_KYC_QUEUE = 12;

const daysAgo = (days: number) => new Date(DEMO_BASE_TIME - days * DAY);

/**
 * Seeds the partner records (issue 14): every network partner gets its contact, district,
 * address, rating, bank details and KYC (verified by the demo finance user for active partners,
 * documents missing for the pending ones); 15 new registrations from the wizard (temp_partners
 * with PAN, Aadhaar and scan keys) become pending records: 12 in the KYC queue and 3 rejected with
 * a reason; 3 registrations are unfinished. partner@demo.test is linked to the active partner
 * with the most assigned tickets (its uuid becomes the user's, so /detail/{uuid} after sign-in is
 * that record), partner.pending@demo.test to a pending record with missing items, and
 * partner_employee@demo.test works for the demo partner (three of its tickets name them as
 * engineer). Runs after the demo users exist; deterministic and idempotent (nothing is written
 * when the IFSC branches are there).
 */
export async function seedPartnerRecords(db: Db): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('partner-portal:seed-partner-records'))`);
    const [done] = await tx.query<{ count: number }>('SELECT count(*)::int AS count FROM ifsc_branches');
    if ((done?.count ?? 0) > 0) return { created: false };
    const [partnersThere] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM network_partners',
    );
    if ((partnersThere?.count ?? 0) === 0) return { created: false };
    const rnd = random(20261125);
    for (const row of DEMO_IFSC_BRANCHES) {
      await tx.query(
        'INSERT INTO ifsc_branches (ifsc, bank, branch, city, state) VALUES ($1, $2, $3, $4, $5)',
        [...row],
      );
    }
    const [finance] = await tx.query<{ id: number }>(
      `SELECT id FROM users WHERE email = 'finance_user@demo.test'`,
    );

    // Existing partners: contact, district, rating, bank and KYC.
    const partners = await tx.query<{ id: number; uuid: string; city: string; status: string }>(
      'SELECT id, uuid, city, status FROM network_partners ORDER BY id',
    );
    for (const [i, partner] of partners.entries()) {
      const pending = partner.status === 'pending';
      const keys = kycKeys(partner.uuid);
      const branch = DEMO_IFSC_BRANCHES[i % DEMO_IFSC_BRANCHES.length]!;
      await tx.query(
        `UPDATE network_partners SET contact_name = $2, district = $3, address = $4, rating = $5,
           pan = $6, aadhaar_number = $7, pan_scan_key = $8, aadhaar_file_key = $9,
           kyc_status = $10, kyc_submitted_at = $11, kyc_decided_by = $12, kyc_decided_at = $13,
           bank_account_name = $14, bank_account_number = $15, bank_ifsc = $16, created_at = $17
         WHERE id = $1`,
        [
          partner.id,
          `${FIRST_NAMES[i % FIRST_NAMES.length]!} ${SURNAMES[(i + 4) % SURNAMES.length]!}`,
          partner.city,
          `${10 + i}, ${['Station Road', 'Market Street', 'Nehru Nagar', 'Gandhi Chowk'][i % 4]!}, ${partner.city}`,
          pending ? null : (3 + rnd.int(0, 20) / 10).toFixed(1),
          demoPan(i + 1),
          // A pending partner has not sent the Aadhaar yet: what is missing for approval.
          pending ? null : demoAadhaar(i + 1),
          keys.pan,
          pending ? null : keys.aadhaar,
          pending ? 'pending' : 'verified',
          pending ? null : daysAgo(200 - i),
          pending ? null : (finance?.id ?? null),
          pending ? null : daysAgo(190 - i),
          pending ? null : `${FIRST_NAMES[i % FIRST_NAMES.length]!} ${SURNAMES[(i + 4) % SURNAMES.length]!}`,
          pending ? null : String(50_100_000_000 + i * 7_654_321),
          pending ? null : branch[0],
          daysAgo(260 - i),
        ],
      );
      if (!pending) {
        await tx.query(
          `INSERT INTO partner_kyc_decisions (partner_id, decision, decided_by, decided_by_name, decided_at)
           VALUES ($1, 'verified', $2, 'Demo Finance User', $3)`,
          [partner.id, finance?.id ?? null, daysAgo(190 - i)],
        );
      }
    }

    // New registrations from the wizard: 12 waiting for KYC, 3 rejected, 3 unfinished.
    for (let i = 0; i < 18; i++) {
      const place = DEMO_CITIES[(i * 5 + 2) % DEMO_CITIES.length]!;
      const first = FIRST_NAMES[(i + 3) % FIRST_NAMES.length]!;
      const surname = SURNAMES[(i * 3 + 1) % SURNAMES.length]!;
      const company = `${surname} ${['Field Services', 'Tech Care', 'Service Point'][i % 3]!} ${place.city}`;
      const phone = `97${String(10_000_000 + i * 40_123).padStart(8, '0')}`;
      const email = `${first.toLowerCase()}.${surname.toLowerCase()}${i}@registrations.demo.test`;
      const pincode = String(Number(place.pincode) + 4 + (i % 3));
      const finished = i < 15;
      const submitted = daysAgo(12 - i * 0.5);
      const [temp] = await tx.query<{ id: number; public_id: string }>(
        `INSERT INTO temp_partners (company_name, company_email, company_phone, full_name, email, phone, whatsapp_number,
           country_code, location, country_name, district, state_name, city_name, pin_code, pan, pan_scan_key,
           aadhaar_number, aadhaar_file_key, created_at, updated_at, completed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $6, '+91', $7, 'India', $8, $9, $8, $10, $11, $12, $13, $14, $15, $15, $16)
         RETURNING id, public_id`,
        [
          company,
          `office${i}@registrations.demo.test`,
          phone,
          `${first} ${surname}`,
          email,
          phone,
          `${12 + i}, Industrial Estate, ${place.city}`,
          place.city,
          place.state,
          pincode,
          finished ? demoPan(100 + i) : null,
          null,
          finished ? demoAadhaar(100 + i) : null,
          null,
          new Date(submitted.getTime() - DAY),
          finished ? submitted : null,
        ],
      );
      if (!temp) continue;
      const keys = kycKeys(temp.public_id);
      await tx.query('UPDATE temp_partners SET pan_scan_key = $2, aadhaar_file_key = $3 WHERE id = $1', [
        temp.id,
        finished ? keys.pan : null,
        finished ? keys.aadhaar : null,
      ]);
      if (!finished) continue;
      const rejected = i >= 12;
      const reason = rejected ? REJECTION_REASONS[i - 12]! : null;
      const [record] = await tx.query<{ id: number }>(
        `INSERT INTO network_partners (name, phone, email, city, state, pincode, status, temp_partner_id, contact_name,
           district, address, pan, aadhaar_number, pan_scan_key, aadhaar_file_key, kyc_status, kyc_submitted_at,
           kyc_reason, kyc_decided_by, kyc_decided_at, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $8, $4, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
         RETURNING id`,
        [
          company,
          phone,
          email,
          place.city,
          place.state,
          pincode,
          temp.id,
          `${first} ${surname}`,
          `${12 + i}, Industrial Estate, ${place.city}`,
          demoPan(100 + i),
          demoAadhaar(100 + i),
          keys.pan,
          keys.aadhaar,
          rejected ? 'rejected' : 'pending',
          submitted,
          reason,
          rejected ? (finance?.id ?? null) : null,
          rejected ? new Date(submitted.getTime() + 2 * DAY) : null,
          new Date(submitted.getTime() - DAY),
        ],
      );
      if (!record) continue;
      await tx.query('INSERT INTO partner_pincodes (partner_id, pincode) VALUES ($1, $2), ($1, $3)', [
        record.id,
        pincode,
        String(Number(pincode) + 1),
      ]);
      if (rejected) {
        await tx.query(
          `INSERT INTO partner_kyc_decisions (partner_id, decision, reason, decided_by, decided_by_name, decided_at)
           VALUES ($1, 'rejected', $2, $3, 'Demo Finance User', $4)`,
          [record.id, reason, finance?.id ?? null, new Date(submitted.getTime() + 2 * DAY)],
        );
      }
    }

    await linkDemoAccounts(tx);
    return { created: true };
  });
}

/** Links the demo partner, pending partner and partner employee accounts to their records. */
async function linkDemoAccounts(tx: DbTx): Promise<void> {
  const users = await tx.query<{ id: number; uuid: string; email: string; full_name: string }>(
    `SELECT id, uuid, email, full_name FROM users WHERE email = ANY($1::text[])`,
    [['partner@demo.test', 'partner.pending@demo.test', 'partner_employee@demo.test']],
  );
  const byEmail = new Map(users.map((user) => [user.email, user]));
  const partnerUser = byEmail.get('partner@demo.test');
  if (partnerUser) {
    const [busiest] = await tx.query<{ id: number }>(
      `SELECT p.id FROM network_partners p JOIN field_tickets t ON t.partner_id = p.id
       WHERE p.status = 'active' AND t.status = 'assigned'
       GROUP BY p.id ORDER BY count(*) DESC, p.id LIMIT 1`,
    );
    if (busiest) {
      await tx.query(
        `UPDATE network_partners SET user_id = $2, uuid = $3, name = 'Demo Partner Services',
           email = 'office@partner.demo.test', phone = '9800000020', contact_name = $4
         WHERE id = $1`,
        [busiest.id, partnerUser.id, partnerUser.uuid, partnerUser.full_name],
      );
      const employee = byEmail.get('partner_employee@demo.test');
      if (employee) {
        await tx.query('INSERT INTO partner_employees (user_id, partner_id) VALUES ($1, $2)', [
          employee.id,
          busiest.id,
        ]);
        await tx.query(
          `UPDATE field_tickets SET engineer_name = $2 WHERE ticket_id IN (
             SELECT ticket_id FROM field_tickets WHERE partner_id = $1
               AND status IN ('assigned', 'scheduled', 'in_progress') ORDER BY ticket_number LIMIT 3)`,
          [busiest.id, employee.full_name],
        );
      }
    }
  }
  const pendingUser = byEmail.get('partner.pending@demo.test');
  if (pendingUser) {
    const [pending] = await tx.query<{ id: number }>(
      `SELECT id FROM network_partners WHERE status = 'pending' AND temp_partner_id IS NULL AND user_id IS NULL
       ORDER BY id LIMIT 1`,
    );
    if (pending) {
      const values: SqlParam[] = [pending.id, pendingUser.id, pendingUser.uuid, pendingUser.full_name];
      await tx.query(
        `UPDATE network_partners SET user_id = $2, uuid = $3, name = 'Demo Pending Partner Co',
           email = 'office@pending.demo.test', phone = '9800000091', contact_name = $4
         WHERE id = $1`,
        values,
      );
    }
  }
}

/** A demo scan: an SVG card naming the document and the last 4 characters of the number. */
function demoScan(kind: 'pan' | 'aadhaar', name: string, last4: string): string {
  const title =
    kind === 'pan' ? 'INCOME TAX DEPARTMENT · PERMANENT ACCOUNT NUMBER' : 'AADHAAR · UNIQUE IDENTIFICATION';
  const escape = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
<rect width="640" height="400" rx="24" fill="${kind === 'pan' ? '#e8f0fe' : '#fff4e5'}" stroke="#555"/>
<text x="32" y="64" font-family="sans-serif" font-size="20" fill="#222">${title}</text>
<text x="32" y="180" font-family="sans-serif" font-size="28" fill="#222">${escape(name)}</text>
<text x="32" y="260" font-family="monospace" font-size="36" fill="#222">XXXX ${escape(last4)}</text>
<text x="32" y="360" font-family="sans-serif" font-size="16" fill="#a00">DEMO SCAN · NOT A REAL DOCUMENT</text>
</svg>`;
}

/**
 * Puts a demo scan into object storage for every KYC key of the seeded records that has no object
 * yet, so 'View PAN scan' opens a picture through its signed link (issue 14). Local storage only;
 * idempotent (existing objects are kept).
 */
export async function storeDemoKycScans(
  db: Db,
  storage: {
    putObject(key: string, body: Buffer, contentType: string): Promise<void>;
    list(prefix: string, limit?: number): Promise<{ key: string }[]>;
  },
): Promise<number> {
  const stored = new Set((await storage.list('uploads/kyc/', 1000)).map((item) => item.key));
  const rows = await db.query<{
    name: string;
    pan: string | null;
    aadhaar: string | null;
    pan_key: string | null;
    aadhaar_key: string | null;
  }>(
    `SELECT name, pan, aadhaar_number AS aadhaar, pan_scan_key AS pan_key, aadhaar_file_key AS aadhaar_key
     FROM network_partners WHERE pan_scan_key LIKE 'uploads/kyc/%' OR aadhaar_file_key LIKE 'uploads/kyc/%'`,
  );
  const uploads: { key: string; body: string }[] = [];
  for (const row of rows) {
    if (row.pan_key && !stored.has(row.pan_key))
      uploads.push({ key: row.pan_key, body: demoScan('pan', row.name, (row.pan ?? '').slice(-4)) });
    if (row.aadhaar_key && !stored.has(row.aadhaar_key))
      uploads.push({
        key: row.aadhaar_key,
        body: demoScan('aadhaar', row.name, (row.aadhaar ?? '').slice(-4)),
      });
  }
  for (let i = 0; i < uploads.length; i += 10) {
    await Promise.all(
      uploads
        .slice(i, i + 10)
        .map(({ key, body }) => storage.putObject(key, Buffer.from(body, 'utf8'), 'image/svg+xml')),
    );
  }
  return uploads.length;
}
