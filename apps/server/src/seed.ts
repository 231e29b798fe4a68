import { createHash } from 'node:crypto';
import { ROLES, type Role } from '@partner-portal/api/roles';
import { DEFAULT_PASSWORD_PARAMS, hashPassword, type PasswordParams } from './auth/password.ts';
import type { Db } from './db/index.ts';
import { seedFieldForms } from './fieldForms/demo.ts';
import { seedAttendance } from './modules/attendance/seed.ts';
import { seedOperations } from './seedOperations.ts';
import { seedPartnerRecords } from './seedPartnerRecords.ts';
import { seedPayables } from './seedPayables.ts';
import { seedSurveys } from './seedSurveys.ts';
import { seedQuestionnaires } from './questionnaires/demo.ts';
import type { UserStatus } from './users.ts';

/** Password of every demo user. */
export const DEMO_PASSWORD = 'demo-pass-2026';

/** E-mail domain of the demo users (`<role>@demo.test`); `.test` is reserved and never delivers. */
export const DEMO_EMAIL_DOMAIN = 'demo.test';

/** One demo account. */
export interface DemoUser {
  email: string;
  fullName: string;
  phone: string;
  userRole: Role;
  ticketRole: Role;
  /** Any entry sends the user through /interstitial (access §4), so single-role users have none. */
  allRoles: Role[];
  status: UserStatus;
  /** Must complete a passkey or authenticator code after the password (issue 23). */
  secondFactorRequired?: boolean;
}

const ACRONYMS: Record<string, string> = { qa: 'QA', qc: 'QC', kci: 'KCI' };

/** 'project_manager' -> 'Project Manager', 'qa' -> 'QA'. */
function titleOf(role: string): string {
  return role
    .split('_')
    .map((word) => ACRONYMS[word] ?? word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * Stable uuid (version-5 layout) derived from the e-mail, so a fresh database gives every demo user
 * the same uuid on every machine (handy for e2e fixtures such as /detail/{uuid}).
 * Spec: access §3 (login response `uuid`), §2 (partner detail route /detail/{uuid}).
 */
export function demoUuid(email: string): string {
  const bytes = createHash('sha1').update(`partner-portal-demo:${email}`).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The demo accounts: one per role for all 21 roles (`<role>@demo.test`, e.g.
 * `project_manager@demo.test`, 'Demo Project Manager'), `multi@demo.test` (project_manager with
 * four roles in all_roles, so it goes through /interstitial) and `partner.pending@demo.test`
 * (a partner whose status is pending, so My Profile, Tickets and Payments are hidden) and
 * `finance.secure@demo.test` (a finance user who must complete a second factor, issue 23).
 * Spec: access §4 (interstitial, partner status), §6 (roles), operations §6.
 */
export function demoUsers(): DemoUser[] {
  const perRole = ROLES.map<DemoUser>((role, index) => ({
    email: `${role}@${DEMO_EMAIL_DOMAIN}`,
    fullName: `Demo ${titleOf(role)}`,
    phone: `98000000${String(index + 1).padStart(2, '0')}`,
    userRole: role,
    ticketRole: role,
    allRoles: [],
    status: 'active',
  }));
  return [
    ...perRole,
    {
      email: `multi@${DEMO_EMAIL_DOMAIN}`,
      fullName: 'Demo Multi Role',
      phone: '9800000090',
      userRole: 'project_manager',
      ticketRole: 'project_manager',
      allRoles: ['project_manager', 'coordinator', 'finance_user', 'agent'],
      status: 'active',
    },
    {
      email: `partner.pending@${DEMO_EMAIL_DOMAIN}`,
      fullName: 'Demo Pending Partner',
      phone: '9800000091',
      userRole: 'partner',
      ticketRole: 'partner',
      allRoles: [],
      status: 'pending',
    },
    {
      // Marked to need a second factor after the password, as FINANCE_SECOND_FACTOR=required makes
      // every finance user (issue 23): the first sign-in asks to set up an authenticator app.
      email: `finance.secure@${DEMO_EMAIL_DOMAIN}`,
      fullName: 'Demo Finance Two-Step',
      phone: '9800000092',
      userRole: 'finance_user',
      ticketRole: 'finance_user',
      allRoles: [],
      status: 'active',
      secondFactorRequired: true,
    },
  ];
}

/** What {@link seedDemo} did. */
export interface SeedResult {
  /** E-mails inserted by this run (empty on a second run). */
  created: string[];
}

/**
 * Inserts the demo users that do not exist yet, all with {@link DEMO_PASSWORD}. Existing rows are
 * left untouched (a changed password or status survives restarts), so it is safe to run on every
 * start. Only missing users are hashed, in parallel (`options.params`: scrypt cost, default the
 * production cost; tests pass a cheaper one). Spec: access §6 (roles), §4.
 */
export async function seedDemo(
  db: Db,
  options: { password?: string; params?: PasswordParams; now?: Date } = {},
): Promise<SeedResult> {
  // Demo tickets, form links, templates and surveys (operations §2, §3), also idempotent.
  await seedFieldForms(db);
  const password = options.password ?? DEMO_PASSWORD;
  const params = options.params ?? DEFAULT_PASSWORD_PARAMS;
  // Management, warehouse and finance demo data (idempotent on its own).
  await seedOperations(db, options.now);
  // Questionnaire forms (operations §2 'Interactive questionnaire', 'Profiling questionnaire').
  await seedQuestionnaires(db);
  const users = demoUsers();
  const existing = await db.query<{ email: string }>('SELECT email FROM users WHERE email = ANY($1)', [
    users.map((user) => user.email),
  ]);
  const known = new Set(existing.map((row) => row.email));
  const missing = users.filter((user) => !known.has(user.email));
  if (missing.length === 0) {
    await seedAttendance(db, options.now ?? new Date());
    return { created: [] };
  }

  const hashes = await Promise.all(missing.map(() => hashPassword(password, params)));
  const created = await db.transaction(async (tx) => {
    const inserted: string[] = [];
    for (const [index, user] of missing.entries()) {
      const rows = await tx.query<{ email: string }>(
        `INSERT INTO users (uuid, email, password_hash, full_name, phone, user_role, ticket_role, all_roles, status,
                            second_factor_required)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         ON CONFLICT (email) DO NOTHING
         RETURNING email`,
        [
          demoUuid(user.email),
          user.email,
          hashes[index] ?? '',
          user.fullName,
          user.phone,
          user.userRole,
          user.ticketRole,
          user.allRoles,
          user.status,
          user.secondFactorRequired ?? false,
        ],
      );
      inserted.push(...rows.map((row) => row.email));
    }
    return inserted;
  });
  // Demo punches with shared places (issue 23), for users that exist now.
  await seedAttendance(db, options.now ?? new Date());
  return { created };
}

/** Names offered by 'Who referred you?' on sign-up (GET /partner/referred-by-listing/). Spec: access §2, §3. */
export const DEMO_REFERRAL_NAMES = [
  'Aarav Sharma',
  'Diya Patel',
  'Kabir Mehta',
  'Meera Iyer',
  'Rohan Gupta',
  'Sneha Reddy',
  'Vikram Singh',
] as const;

/**
 * Companies of the demo partners, for the partner passphrase login (access §2 'Partner login'):
 * `partner@demo.test` is 'Demo Partner Services' with WhatsApp 9800000020 (its phone) and company
 * e-mail `office@partner.demo.test`; `partner.pending@demo.test` is 'Demo Pending Partner Co' with
 * WhatsApp 9800000091.
 */
export const DEMO_PARTNER_COMPANIES = [
  {
    email: `partner@${DEMO_EMAIL_DOMAIN}`,
    companyName: 'Demo Partner Services',
    companyEmail: `office@partner.${DEMO_EMAIL_DOMAIN}`,
    whatsappNumber: '9800000020',
  },
  {
    email: `partner.pending@${DEMO_EMAIL_DOMAIN}`,
    companyName: 'Demo Pending Partner Co',
    companyEmail: `office@pending.${DEMO_EMAIL_DOMAIN}`,
    whatsappNumber: '9800000091',
  },
] as const;

/** The company of the demo client users (client_user, client_manager, client_admin). */
export const DEMO_CLIENT_COMPANY = 'HP India';

/**
 * Inserts the referral names, the demo client users' company and the demo partners' companies when missing (idempotent, never
 * changes existing rows), then the payables and client invoices relative to `now`, and the partner
 * records ({@link seedPartnerRecords}). Run after {@link seedDemo}. Spec: access §2 'Sign-up', 'Partner login', §7.
 */
export async function seedOnboardingDemo(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, name] of DEMO_REFERRAL_NAMES.entries()) {
      await tx.query(
        'INSERT INTO referral_names (name, sort_order) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
        [name, index],
      );
    }
    // The demo client users work for HP India: they see its projects and tickets only (issue 13).
    await tx.query(
      `INSERT INTO client_user_profiles (user_id, client_name, designation)
       SELECT id, $1, 'Service Delivery Manager' FROM users WHERE email = ANY($2::text[])
       ON CONFLICT DO NOTHING`,
      [
        DEMO_CLIENT_COMPANY,
        ['client_user', 'client_manager', 'client_admin'].map((role) => `${role}@${DEMO_EMAIL_DOMAIN}`),
      ],
    );
    for (const company of DEMO_PARTNER_COMPANIES) {
      await tx.query(
        `INSERT INTO partner_companies (user_id, company_name, company_email, whatsapp_number)
         SELECT id, $2, $3, $4 FROM users WHERE email = $1
         ON CONFLICT DO NOTHING`,
        [company.email, company.companyName, company.companyEmail, company.whatsappNumber],
      );
    }
  });
  // Partner records with KYC, linked to the demo partner accounts (issue 14; idempotent).
  await seedPartnerRecords(db);
  // Accounts payable and client invoices (issue 14), linked to the demo users created above.
  await seedPayables(db, now);
  // Staff-written satisfaction surveys (issue 20): one active, one not.
  await seedSurveys(db, now);
}
