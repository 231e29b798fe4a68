import type { Db, DbTx, SqlParam } from './db/index.ts';
import { DEMO_EMAIL_DOMAIN } from './seed.ts';
import { DAY, FIRST_NAMES, insertRows, SURNAMES } from './seedKit.ts';
import { demoTicketId, demoTicketNumber } from './seedTickets.ts';

/** The items of each KCI checklist template (key customer information checks of a visit). */
export const KCI_TEMPLATES: Readonly<Record<string, readonly string[]>> = {
  'Installation KCI': [
    'Serial number photographed',
    'Customer ID verified',
    'Site photo before and after',
    'Product powered on in front of the customer',
    'Customer signature on the service call report',
  ],
  'Break-Fix KCI': [
    'Serial number photographed',
    'Faulty part photographed',
    'Replaced part serial recorded',
    'Customer ID verified',
    'Customer signature on the service call report',
  ],
  'Preventive Maintenance KCI': [
    'Serial number photographed',
    'Site photo',
    'Checklist sheet signed by the customer',
    'Customer ID verified',
  ],
};

/** Template of a ticket's SOW subtype. */
const templateOf = (sowsubtype: string) =>
  sowsubtype === 'Break-Fix'
    ? 'Break-Fix KCI'
    : sowsubtype === 'Preventive Maintenance'
      ? 'Preventive Maintenance KCI'
      : 'Installation KCI';

/** Kinds and file names of the audit documents seeded per ticket. */
const AUDIT_FILES = [
  ['service_call_report', 'service-call-report.pdf'],
  ['invoice_copy', 'invoice-copy.pdf'],
  ['site_photo', 'site-photo-1.jpg'],
] as const;

/** Raw addresses as the client's import sent them: no pincode, or a locality the lookup cannot place. */
const RAW_ADDRESSES: readonly (readonly [string, string])[] = [
  ['Flat 4B, Sai Krupa Apartments, near Hanuman temple, Whitefield, Bangalore', 'No pincode in the address'],
  ['Shop 12, Linking Road, Bandra West, Bombay', 'No pincode in the address'],
  ['H.No 2-3-45, opp. bus depot, Secunderabad', 'No pincode in the address'],
  ['Plot 88, Sector 21, Gurgaon 122O16', 'Pincode not readable'],
  ['Door 7, 3rd Cross, Anna Nagar, Madras', 'No pincode in the address'],
  ['Near SBI ATM, Civil Lines, 999999', 'Pincode unknown'],
  ['Kothrud, behind City Pride, Poona', 'No pincode in the address'],
  ['B-204, Lake View Residency, Salt Lake Sector V, Calcutta', 'No pincode in the address'],
];

/** The demo users' ids by role (`<role>@demo.test`); missing roles are left out. */
async function demoUserIds(tx: DbTx, roles: readonly string[]): Promise<Map<string, number>> {
  const rows = await tx.query<{ email: string; id: number }>(
    'SELECT email, id FROM users WHERE email = ANY($1)',
    [roles.map((role) => `${role}@${DEMO_EMAIL_DOMAIN}`)],
  );
  return new Map(rows.map((row) => [row.email.split('@')[0]!, row.id]));
}

/** Seeded tickets (TKT-300001...) in `statuses`, in number order, with their SOW subtype. */
async function ticketsIn(tx: DbTx, statuses: readonly string[], limit: number, from = 0) {
  return tx.query<{ ticket_id: string; sowsubtype: string; updated_at: Date }>(
    `SELECT ticket_id, sowsubtype, updated_at FROM field_tickets
     WHERE ticket_number >= $1 AND ticket_number <= $2 AND status = ANY($3)
     ORDER BY ticket_number LIMIT $4`,
    [demoTicketNumber(from), demoTicketNumber(599), statuses, limit],
  );
}

/**
 * The work of the verification and audit roles, on the demo tickets: 36 KCI checklists (30 for
 * kci@demo.test, 6 for admin), 60 audit documents of 20 finished tickets (45 for
 * auditor_user@demo.test), 30 visits to verify for verify_scheduler@demo.test, 8 unresolved raw
 * addresses of new tickets (their pincode, district and state emptied) for customer connect, and
 * the rate cards and partner plans. Deterministic for a given `now`; writes nothing when the KCI
 * checklists exist already (idempotent). Runs after the demo users and tickets. Issue 14.
 */
export async function seedVerificationWork(db: Db, now: Date = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM kci_checklists');
    if ((done?.n ?? 0) > 0) return;
    const [ticket] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM field_tickets WHERE ticket_id = $1',
      [demoTicketId(0)],
    );
    if ((ticket?.n ?? 0) === 0) return;
    const users = await demoUserIds(tx, ['kci', 'admin', 'auditor_user', 'verify_scheduler']);
    const t = now.getTime();

    // KCI checklists of finished visits: kci's own (30, 4 of them done), and 6 of admin's.
    const kciTickets = await ticketsIn(tx, ['completed', 'qc_passed', 'closed'], 36, 240);
    const checklistRows: SqlParam[][] = kciTickets.map((row, i) => {
      const completed = i >= 26 && i < 30;
      return [
        row.ticket_id,
        templateOf(row.sowsubtype),
        (i < 30 ? users.get('kci') : users.get('admin')) ?? null,
        completed ? 'completed' : 'pending',
        completed ? 'passed' : null,
        new Date(t + (i % 5) * DAY),
        completed ? (users.get('kci') ?? null) : null,
        completed ? new Date(t - (i - 25) * DAY) : null,
        new Date(t - (2 + (i % 6)) * DAY),
      ];
    });
    const checklistIds = await insertRows(
      tx,
      'kci_checklists',
      [
        'ticket_id',
        'template_name',
        'assignee_id',
        'status',
        'result',
        'due_at',
        'completed_by',
        'completed_at',
        'created_at',
      ],
      checklistRows,
    );
    const itemRows: SqlParam[][] = [];
    checklistIds.forEach((id, i) => {
      const labels = KCI_TEMPLATES[String(checklistRows[i]![1])] ?? [];
      const completed = checklistRows[i]![3] === 'completed';
      labels.forEach((label, position) =>
        itemRows.push([id, position + 1, label, completed ? 'pass' : null, null]),
      );
    });
    await insertRows(
      tx,
      'kci_checklist_items',
      ['checklist_id', 'position', 'label', 'answer', 'remark'],
      itemRows,
    );

    // Audit documents: three per finished ticket; 15 tickets for the auditor, 5 for admin.
    const auditTickets = await ticketsIn(tx, ['completed', 'qc_passed', 'closed'], 20, 120);
    const documentRows: SqlParam[][] = [];
    auditTickets.forEach((row, i) => {
      AUDIT_FILES.forEach(([kind, fileName], k) => {
        const n = i * AUDIT_FILES.length + k;
        const status = n % 9 === 7 ? 'accepted' : n % 9 === 8 ? 'rejected' : 'pending';
        documentRows.push([
          row.ticket_id,
          kind,
          fileName,
          `uploads/tickets/${row.ticket_id}/audit/${fileName}`,
          (i < 15 ? users.get('auditor_user') : users.get('admin')) ?? null,
          status,
          status === 'rejected' ? 'The invoice amount does not match the work order' : null,
          status === 'pending' ? null : new Date(t - DAY),
          new Date(t - (3 + (n % 10)) * DAY),
        ]);
      });
    });
    await insertRows(
      tx,
      'audit_documents',
      [
        'ticket_id',
        'kind',
        'file_name',
        'storage_key',
        'auditor_id',
        'status',
        'reason',
        'reviewed_at',
        'uploaded_at',
      ],
      documentRows,
    );

    // Visits to verify: closed or QC-passed tickets; 20 to schedule, 6 scheduled, 3 verified, 1 discrepancy.
    const verifyTickets = await ticketsIn(tx, ['closed', 'qc_passed'], 30, 300);
    await insertRows(
      tx,
      'verification_schedules',
      [
        'ticket_id',
        'scheduler_id',
        'status',
        'channel',
        'scheduled_at',
        'assignee_name',
        'outcome_note',
        'recorded_at',
        'created_at',
        'updated_at',
      ],
      verifyTickets.map((row, i) => {
        const status = i < 20 ? 'to_schedule' : i < 26 ? 'scheduled' : i < 29 ? 'verified' : 'discrepancy';
        const planned = status !== 'to_schedule';
        const person = `${FIRST_NAMES[(i + 2) % FIRST_NAMES.length]!} ${SURNAMES[(i + 4) % SURNAMES.length]!}`;
        return [
          row.ticket_id,
          users.get('verify_scheduler') ?? null,
          status,
          planned ? (i % 2 === 0 ? 'call' : 'visit') : null,
          planned ? new Date(t + (status === 'scheduled' ? 1 : -2) * DAY + (i % 8) * 3_600_000) : null,
          planned ? person : null,
          status === 'discrepancy'
            ? 'Customer says the engineer did not replace the adapter'
            : status === 'verified'
              ? 'Customer confirmed the visit and the repair'
              : null,
          status === 'verified' || status === 'discrepancy' ? new Date(t - DAY) : null,
          new Date(t - (1 + (i % 7)) * DAY),
          new Date(t - (i % 7) * DAY),
        ];
      }),
    );

    // Raw addresses: new tickets whose import gave no usable pincode (their place is emptied).
    const rawTickets = await ticketsIn(tx, ['new'], 16, 400);
    await insertRows(
      tx,
      'raw_addresses',
      ['ticket_id', 'raw_address', 'reason', 'created_at'],
      rawTickets.map((row, i) => {
        const [address, reason] = RAW_ADDRESSES[i % RAW_ADDRESSES.length]!;
        return [row.ticket_id, address, reason, new Date(t - (i % 5) * 3_600_000 - DAY)];
      }),
    );
    // They wait for an address, so they are older than every other new ticket (9-11 days, the
    // others at most 8) and overdue: the ticket list (newest first) still opens on assignable work.
    await tx.query(
      `UPDATE field_tickets t SET raw_address = r.raw_address, pincode = '', district = '', state = '',
         created_at = $1::timestamptz - (r.id % 3 + 9) * interval '1 day',
         start_time = $1::timestamptz - (r.id % 3 + 9) * interval '1 day',
         updated_at = $1::timestamptz - (r.id % 3 + 9) * interval '1 day',
         sla_due_at = $1::timestamptz - (r.id % 3 + 5) * interval '1 day',
         end_time = $1::timestamptz - (r.id % 3 + 5) * interval '1 day'
       FROM raw_addresses r WHERE r.ticket_id = t.ticket_id AND r.status = 'pending'`,
      [now],
    );
    await tx.query(
      `UPDATE ticket_events e SET at = t.created_at FROM raw_addresses r JOIN field_tickets t ON t.ticket_id = r.ticket_id
       WHERE e.ticket_id = r.ticket_id AND e.action = 'created'`,
    );

    await seedRates(tx, now);
  });
}

/** SOW subtypes and their base visit rate in rupees. */
const RATE_WORK: readonly (readonly [string, number])[] = [
  ['Installation', 650],
  ['Break-Fix', 900],
  ['Preventive Maintenance', 500],
];

/** Regions of the rate cards: zones of states and two states with their own card. */
const RATE_REGIONS: readonly (readonly [string, 'state' | 'zone', number])[] = [
  ['South zone', 'zone', 1],
  ['West zone', 'zone', 1.05],
  ['North zone', 'zone', 1.1],
  ['East zone', 'zone', 0.95],
  ['Karnataka', 'state', 1.02],
  ['Maharashtra', 'state', 1.08],
];

/** 12 rate cards (3 SOW subtypes x 4 zones) plus 2 state cards, 4 lines each; 3 partner plans. */
async function seedRates(tx: DbTx, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  const cards: SqlParam[][] = [];
  const amounts: number[][] = [];
  RATE_REGIONS.forEach(([region, kind, factor]) => {
    RATE_WORK.forEach(([sow, base], w) => {
      if (kind === 'state' && w > 0) return;
      const code = `RC-${String(cards.length + 1).padStart(3, '0')}`;
      cards.push([code, sow, region, kind, `${year}-04-01`, `${year + 1}-03-31`, 'active']);
      amounts.push([
        Math.round(base * factor) * 100,
        12 * 100,
        150 * 100,
        Math.round(base * factor * 0.5) * 100,
      ]);
    });
  });
  const ids = await insertRows(
    tx,
    'rate_cards',
    ['code', 'sowsubtype', 'region', 'region_kind', 'effective_from', 'effective_to', 'status'],
    cards,
    { effective_from: 'date', effective_to: 'date' },
  );
  const lines: SqlParam[][] = [];
  ids.forEach((id, i) => {
    const [visit, km, parts, revisit] = amounts[i]!;
    lines.push([id, 1, 'Base visit', 'per_visit', visit!]);
    lines.push([id, 2, 'Travel beyond 20 km', 'per_km', km!]);
    lines.push([id, 3, 'Parts handling', 'per_unit', parts!]);
    lines.push([id, 4, 'Repeat visit', 'per_visit', revisit!]);
  });
  await insertRows(
    tx,
    'rate_card_lines',
    ['rate_card_id', 'position', 'label', 'unit', 'amount_paise'],
    lines,
  );
  await insertRows(
    tx,
    'partner_plans',
    ['code', 'name', 'position', 'monthly_fee_paise', 'commission_bps', 'features'],
    [
      [
        'basic',
        'Basic',
        1,
        0,
        1500,
        ['Tickets in your registered pincodes', 'Payment every month', 'Email support'],
      ],
      [
        'plus',
        'Plus',
        2,
        99_900,
        1200,
        [
          'Tickets in your registered pincodes',
          'Payment every 15 days',
          'Priority ticket allocation',
          'Phone support',
        ],
      ],
      [
        'pro',
        'Pro',
        3,
        249_900,
        900,
        [
          'Tickets in your district and nearby districts',
          'Weekly payment',
          'Priority ticket allocation',
          'Dedicated account manager',
          'Spare parts on credit',
        ],
      ],
    ],
    { features: 'text[]' },
  );
}
