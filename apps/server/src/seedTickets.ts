import { createHash } from 'node:crypto';
import type { DbTx, SqlParam } from './db/index.ts';
import { lookupPincode } from './identity/pincodes.ts';
import type { TicketPriority, TicketStatus } from './modules/tickets/lifecycle.ts';
import { FIRST_NAMES, insertRows, random, SURNAMES } from './seedKit.ts';

/** Number of demo tickets `pnpm start` seeds. */
export const DEMO_TICKET_COUNT = 600;

/** The number of the demo ticket at `index` (0-based): TKT-300001 upwards. */
export const demoTicketNumber = (index: number) => `TKT-${300_001 + index}`;

/** The demo ticket's id (32 hex characters, fixed per index so links stay the same). */
export const demoTicketId = (index: number) =>
  createHash('sha256').update(`partner-portal:demo-ticket:${index}`).digest('hex').slice(0, 32);

/** What each kind of project works on: SOW subtype, product name and model. */
const WORK = [
  {
    match: 'Laptop',
    sow: 'Break-Fix',
    products: [
      ['HP ProBook 440 G9', '6F1W4PA'],
      ['Dell Latitude 5440', 'LAT-5440'],
      ['Lenovo ThinkPad E14', '21JK00B4IG'],
    ],
  },
  {
    match: 'Printer',
    sow: 'Preventive Maintenance',
    products: [
      ['HP LaserJet Pro M404dn', 'W1A53A'],
      ['Canon imageCLASS MF244dw', '1418C035'],
      ['Epson EcoTank L3250', 'C11CJ67501'],
    ],
  },
  {
    match: 'Desktop',
    sow: 'Installation',
    products: [
      ['Dell OptiPlex 7010', 'OPT-7010'],
      ['HP Pro Tower 400 G9', '6U4V7PA'],
      ['Acer Veriton M200', 'DT.VXNSI.00B'],
    ],
  },
  {
    match: 'POS',
    sow: 'Installation',
    products: [
      ['Pine Labs Plutus Smart', 'A910'],
      ['Ingenico Move/5000', 'M5000'],
      ['Verifone V240m', 'V240M-4G'],
    ],
  },
] as const;

/** Status mix of the demo tickets (weights out of 100). */
const STATUS_MIX: [TicketStatus, number][] = [
  ['new', 12],
  ['assigned', 14],
  ['scheduled', 14],
  ['in_progress', 14],
  ['on_hold', 5],
  ['completed', 12],
  ['qc_passed', 8],
  ['qc_rejected', 4],
  ['closed', 14],
  ['cancelled', 3],
];
const PRIORITY_MIX: [TicketPriority, number][] = [
  ['low', 20],
  ['medium', 45],
  ['high', 25],
  ['critical', 10],
];
/** Hours from creation to the SLA due time, per priority. */
const SLA_HOURS: Record<TicketPriority, number> = { critical: 24, high: 48, medium: 96, low: 168 };
/** The path a ticket walks to reach each status (before the status itself). */
const PATH: Record<TicketStatus, TicketStatus[]> = {
  new: [],
  assigned: ['assigned'],
  scheduled: ['assigned', 'scheduled'],
  in_progress: ['assigned', 'scheduled', 'in_progress'],
  on_hold: ['assigned', 'scheduled', 'on_hold'],
  completed: ['assigned', 'scheduled', 'in_progress', 'completed'],
  qc_passed: ['assigned', 'scheduled', 'in_progress', 'completed', 'qc_passed'],
  qc_rejected: ['assigned', 'scheduled', 'in_progress', 'completed', 'qc_rejected'],
  closed: ['assigned', 'scheduled', 'in_progress', 'completed', 'qc_passed', 'closed'],
  cancelled: ['cancelled'],
};
const ACTION_OF: Record<TicketStatus, string> = {
  new: 'created',
  assigned: 'assign',
  scheduled: 'schedule',
  in_progress: 'start',
  on_hold: 'hold',
  completed: 'complete',
  qc_passed: 'qc_pass',
  qc_rejected: 'qc_reject',
  closed: 'close',
  cancelled: 'cancel',
};
const STREETS = [
  'MG Road',
  'Station Road',
  'Gandhi Nagar',
  'Nehru Street',
  'Park Street',
  'Lake View Road',
  'Church Street',
];

function weighted<T>(next: () => number, mix: [T, number][]): T {
  let roll = next() * mix.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of mix) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return mix[mix.length - 1]![0];
}

/** Options of {@link insertDemoTickets}. */
export interface DemoTicketOptions {
  /** How many tickets (default {@link DEMO_TICKET_COUNT}). */
  count?: number;
  /** Index of the first ticket (default 0): more tickets after the demo ones, for the bench. */
  offset?: number;
  /** Time the tickets are laid out around: SLA times fall before and after it. */
  now: Date;
  /** Forced statuses by ticket index (work orders need finished tickets). */
  statusOf?: (index: number) => TicketStatus | undefined;
}

/**
 * Seeds `count` tickets over the seeded projects (ticket `i` belongs to the `i % projects`-th
 * project by id), in every status with its history, assigned to partners who serve the ticket's
 * pincode. Deterministic for a given `now`. Spec: issue 13 (demo data of the work areas).
 */
export async function insertDemoTickets(tx: DbTx, options: DemoTicketOptions): Promise<void> {
  const count = options.count ?? DEMO_TICKET_COUNT;
  const now = options.now.getTime();
  const projects = await tx.query<{ id: number; code: string; name: string; city: string }>(
    'SELECT id, code, name, city FROM projects ORDER BY id',
  );
  const coverage = await tx.query<{ pincode: string; partners: number[]; names: string[] }>(
    `SELECT pp.pincode, array_agg(p.id ORDER BY p.id) AS partners, array_agg(p.name ORDER BY p.id) AS names
     FROM partner_pincodes pp JOIN network_partners p ON p.id = pp.partner_id AND p.status = 'active'
     GROUP BY pp.pincode ORDER BY pp.pincode`,
  );
  if (projects.length === 0 || coverage.length === 0) return;
  const rnd = random(20261125);
  const ticketRows: SqlParam[][] = [];
  const eventRows: SqlParam[][] = [];
  const offset = options.offset ?? 0;
  for (let i = offset; i < offset + count; i++) {
    const project = projects[i % projects.length]!;
    const work = WORK.find((kind) => project.name.includes(kind.match)) ?? WORK[0];
    const [productName, model] = work.products[i % work.products.length]!;
    const place = coverage[(i * 7 + Math.floor(i / projects.length)) % coverage.length]!;
    const location = lookupPincode(place.pincode)[0];
    const status = options.statusOf?.(i) ?? weighted(rnd.next, STATUS_MIX);
    const priority = weighted(rnd.next, PRIORITY_MIX);
    const finished = ['completed', 'qc_passed', 'qc_rejected', 'closed', 'cancelled'].includes(status);
    // Open tickets are recent (some past their SLA); finished ones older.
    const ageHours = finished ? rnd.int(72, 60 * 24) : rnd.int(1, 8 * 24);
    const created = now - ageHours * 3_600_000;
    const sla = created + SLA_HOURS[priority] * 3_600_000;
    const partnerIndex = rnd.int(0, place.partners.length - 1);
    const hasPartner = status !== 'new' && status !== 'cancelled';
    const visitStart = created + rnd.int(4, 30) * 3_600_000;
    const hasVisit = PATH[status].includes('scheduled');
    const customer = `${FIRST_NAMES[(i * 3) % FIRST_NAMES.length]!} ${SURNAMES[(i * 7 + 3) % SURNAMES.length]!}`;
    const engineer = `${FIRST_NAMES[(i + 5) % FIRST_NAMES.length]!} ${SURNAMES[(i + 11) % SURNAMES.length]!}`;
    const steps = PATH[status];
    const updated = steps.length === 0 ? created : Math.min(now, created + steps.length * 6 * 3_600_000);
    const holdReason = status === 'on_hold' ? 'Customer asked to visit after the festival week' : null;
    const qcRemarks = status === 'qc_rejected' ? 'Customer signature missing on the report' : null;
    const ticketId = demoTicketId(i);
    ticketRows.push([
      ticketId,
      demoTicketNumber(i),
      project.code.replace(/^PRJ-/, ''),
      project.id,
      `${project.code.replace('PRJ', 'CS')}-${String(40_000 + i * 13).padStart(6, '0')}`,
      work.sow,
      new Date(created),
      new Date(sla),
      customer,
      `9${String(700_000_000 + i * 7_919).padStart(9, '0')}`,
      `${10 + (i % 90)}, ${STREETS[i % STREETS.length]!}, ${location?.district ?? project.city} ${place.pincode}`,
      place.pincode,
      location?.district ?? project.city,
      location?.state ?? '',
      productName,
      model,
      `SN${String(5_200_000 + i * 31)}`,
      priority,
      new Date(sla),
      status,
      status === 'on_hold' ? 'scheduled' : null,
      holdReason,
      qcRemarks,
      hasPartner ? place.partners[partnerIndex]! : null,
      hasVisit ? engineer : null,
      hasVisit ? new Date(visitStart) : null,
      hasVisit ? new Date(visitStart + 2 * 3_600_000) : null,
      steps.length + 1,
      new Date(created),
      new Date(updated),
    ]);
    eventRows.push([ticketId, 'Demo Coordinator', 'created', null, 'new', null, new Date(created)]);
    let previous: TicketStatus = 'new';
    steps.forEach((step, index) => {
      const at = new Date(Math.min(now, created + (index + 1) * 6 * 3_600_000));
      const actor = step === 'qc_passed' || step === 'qc_rejected' ? 'Demo QC' : 'Demo Coordinator';
      const newValue =
        step === 'assigned'
          ? place.names[partnerIndex]!
          : step === 'scheduled'
            ? `${new Date(visitStart).toISOString()} – ${new Date(visitStart + 2 * 3_600_000).toISOString()}`
            : step.replace(/_/g, ' ');
      const note =
        step === 'on_hold'
          ? holdReason
          : step === 'qc_rejected'
            ? qcRemarks
            : step === 'cancelled'
              ? 'Duplicate of an earlier ticket'
              : null;
      eventRows.push([ticketId, actor, ACTION_OF[step], previous.replace(/_/g, ' '), newValue, note, at]);
      previous = step;
    });
  }
  const columns = [
    'ticket_id',
    'ticket_number',
    'project_id',
    'project_ref',
    'case_id',
    'sowsubtype',
    'start_time',
    'end_time',
    'customer_name',
    'customer_phone',
    'raw_address',
    'pincode',
    'district',
    'state',
    'product_name',
    'product_model',
    'serial_number',
    'priority',
    'sla_due_at',
    'status',
    'held_from',
    'hold_reason',
    'qc_remarks',
    'partner_id',
    'engineer_name',
    'visit_start',
    'visit_end',
    'version',
    'created_at',
    'updated_at',
  ];
  // PostgreSQL takes at most 65535 parameters per statement.
  const batch = Math.floor(60_000 / columns.length);
  for (let start = 0; start < ticketRows.length; start += batch) {
    await insertRows(tx, 'field_tickets', columns, ticketRows.slice(start, start + batch));
  }
  const eventColumns = ['ticket_id', 'actor_name', 'action', 'old_value', 'new_value', 'note', 'at'];
  const eventBatch = Math.floor(60_000 / eventColumns.length);
  for (let start = 0; start < eventRows.length; start += eventBatch) {
    await insertRows(tx, 'ticket_events', eventColumns, eventRows.slice(start, start + eventBatch));
  }
}

/** Numbers, projects and statuses of the field-form demo tickets (README 'Demo links'). */
const FIELD_FORM_TICKETS: Record<string, { number: string; project: string; status: TicketStatus }> = {
  '101': { number: 'TKT-100001', project: 'PRJ-101', status: 'scheduled' },
  '202': { number: 'TKT-100002', project: 'PRJ-102', status: 'in_progress' },
  '303': { number: 'TKT-100004', project: 'PRJ-103', status: 'new' },
};

/**
 * Gives the field-form demo tickets (fieldForms/demo.ts) their place in the work areas: a number,
 * a project, a pincode served by a partner, a status and a history, so the coordinator finds the
 * report a demo link fills. Tickets that already have a number are left alone.
 */
export async function attachFieldFormTickets(tx: DbTx, now: Date): Promise<void> {
  const tickets = await tx.query<{
    ticket_id: string;
    project_id: string;
    raw_address: string;
    created_at: Date;
  }>('SELECT ticket_id, project_id, raw_address FROM field_tickets WHERE ticket_number IS NULL ORDER BY id');
  let spare = 100_003;
  for (const ticket of tickets) {
    const plan = FIELD_FORM_TICKETS[ticket.project_id] ?? {
      number: `TKT-${spare++}`,
      project: 'PRJ-101',
      status: 'assigned' as const,
    };
    const taken = await tx.query('SELECT 1 FROM field_tickets WHERE ticket_number = $1', [plan.number]);
    const number = taken.length > 0 ? `TKT-${spare++}` : plan.number;
    const written = /\b([1-9][0-9]{5})\b/.exec(ticket.raw_address)?.[1];
    const [cover] = await tx.query<{ pincode: string; partner_id: number; partner: string }>(
      `SELECT pp.pincode, p.id AS partner_id, p.name AS partner FROM partner_pincodes pp
       JOIN network_partners p ON p.id = pp.partner_id AND p.status = 'active'
       ORDER BY (pp.pincode = $1) DESC, pp.pincode, p.id LIMIT 1`,
      [written ?? ''],
    );
    if (!cover) return;
    const location = lookupPincode(cover.pincode)[0];
    const withPartner = plan.status !== 'new';
    const visitStart = new Date(now.getTime() + 26 * 3_600_000);
    const created = new Date(now.getTime() - 20 * 3_600_000);
    await tx.query(
      `UPDATE field_tickets SET ticket_number = $2, project_ref = (SELECT id FROM projects WHERE code = $3),
         pincode = $4, district = $5, state = $6, product_name = 'Dell Latitude 5440', product_model = 'LAT-5440',
         serial_number = 'SN-88AF12', priority = 'high', sla_due_at = $7, status = $8, partner_id = $9,
         engineer_name = $10, visit_start = $11, visit_end = $12, version = $13, updated_at = $14, created_at = $15
       WHERE ticket_id = $1`,
      [
        ticket.ticket_id,
        number,
        plan.project,
        cover.pincode,
        location?.district ?? '',
        location?.state ?? '',
        new Date(now.getTime() + 48 * 3_600_000),
        plan.status,
        withPartner ? cover.partner_id : null,
        withPartner ? 'Karthik Rao' : null,
        withPartner ? visitStart : null,
        withPartner ? new Date(visitStart.getTime() + 2 * 3_600_000) : null,
        withPartner ? 3 : 1,
        now,
        created,
      ],
    );
    await insertRows(
      tx,
      'ticket_events',
      ['ticket_id', 'actor_name', 'action', 'old_value', 'new_value', 'note', 'at'],
      [
        [ticket.ticket_id, 'Demo Coordinator', 'created', null, 'new', null, created],
        ...(withPartner
          ? [
              [ticket.ticket_id, 'Demo Coordinator', 'assign', 'new', cover.partner, null, now],
              [
                ticket.ticket_id,
                'Demo Coordinator',
                'schedule',
                'assigned',
                `${visitStart.toISOString()}`,
                null,
                now,
              ],
            ]
          : []),
      ],
    );
  }
}
