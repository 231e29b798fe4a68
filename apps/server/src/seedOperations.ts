import type { Db, SqlParam } from './db/index.ts';
import { DAY, FIRST_NAMES, insertRows, random, SURNAMES } from './seedKit.ts';
import { attachFieldFormTickets, demoTicketNumber, insertDemoTickets } from './seedTickets.ts';
import { SOW_ACTIONS } from './modules/sow-actions/schemas.ts';
import { INTERACTION_CHANNELS } from './modules/vendor-interactions/schemas.ts';

/** Demo cities: name, state, a head-office pincode and a short code. */
export const DEMO_CITIES = [
  { city: 'Bengaluru', state: 'Karnataka', pincode: '560001', code: 'BLR' },
  { city: 'Mumbai', state: 'Maharashtra', pincode: '400001', code: 'BOM' },
  { city: 'New Delhi', state: 'Delhi', pincode: '110001', code: 'DEL' },
  { city: 'Chennai', state: 'Tamil Nadu', pincode: '600001', code: 'MAA' },
  { city: 'Hyderabad', state: 'Telangana', pincode: '500001', code: 'HYD' },
  { city: 'Pune', state: 'Maharashtra', pincode: '411001', code: 'PNQ' },
  { city: 'Kolkata', state: 'West Bengal', pincode: '700001', code: 'CCU' },
  { city: 'Ahmedabad', state: 'Gujarat', pincode: '380001', code: 'AMD' },
  { city: 'Jaipur', state: 'Rajasthan', pincode: '302001', code: 'JAI' },
  { city: 'Lucknow', state: 'Uttar Pradesh', pincode: '226001', code: 'LKO' },
  { city: 'Kochi', state: 'Kerala', pincode: '682001', code: 'COK' },
  { city: 'Indore', state: 'Madhya Pradesh', pincode: '452001', code: 'IDR' },
  { city: 'Bhubaneswar', state: 'Odisha', pincode: '751001', code: 'BBI' },
  { city: 'Chandigarh', state: 'Chandigarh', pincode: '160017', code: 'IXC' },
  { city: 'Coimbatore', state: 'Tamil Nadu', pincode: '641001', code: 'CJB' },
  { city: 'Nagpur', state: 'Maharashtra', pincode: '440001', code: 'NAG' },
] as const;

const FIRM_SUFFIXES = ['Tech Services', 'IT Solutions', 'Systems', 'Infotech', 'Computer Care'];
const CLIENTS = [
  'HP India',
  'Dell Technologies',
  'Lenovo India',
  'Acer India',
  'Canon India',
  'Epson India',
  'Samsung India',
  'LG Electronics',
];
const PROJECT_TYPES = ['Laptop Break-Fix', 'Printer AMC', 'Desktop Rollout', 'POS Installation'];
const PARTS = [
  ['LT-MB-4410', 'Laptop motherboard'],
  ['LT-KB-1102', 'Keyboard assembly'],
  ['LT-LCD-1400', 'LCD panel 14 inch'],
  ['LT-BAT-3C45', 'Battery 3-cell 45 Wh'],
  ['AD-65W-USBC', 'Power adapter 65 W USB-C'],
  ['PR-FUS-M404', 'Fuser unit'],
  ['PR-PH-L3150', 'Printhead'],
  ['ST-SSD-512', 'SSD 512 GB NVMe'],
  ['ME-RAM-8D4', 'RAM 8 GB DDR4'],
  ['LT-HNG-KIT', 'Hinge kit'],
] as const;
const COURIERS = ['Blue Dart', 'Delhivery', 'DTDC', 'Ecom Express', 'India Post'];
const COLLECTIONS = ['KYC Documents', 'Skill Survey', 'Service Area Update', 'Bank Details'];
const SOWSUBTYPES = ['Break-Fix', 'Installation', 'Preventive Maintenance', 'De-installation', 'Site Survey'];
const INTERACTION_SUMMARIES = [
  'Discussed pending KYC documents',
  'Confirmed availability for weekend visits',
  'Explained the new rate card',
  'Followed up on a delayed service report',
  'Shared the spare return process',
  'Onboarding call: skills and service area',
  'Resolved a payment status question',
  'Reminded about the CSAT survey link',
];
const TASK_TITLES = [
  'Collect signed service report',
  'Confirm spare delivery with customer',
  'Schedule engineer visit',
  'Upload site photographs',
  'Close ticket after CSAT',
  'Verify serial number with client portal',
];
const ESCALATION_REASONS = [
  'Engineer did not arrive in the promised slot',
  'Spare delivered dead on arrival',
  'Repeat failure within 30 days',
  'Customer unreachable for three days',
  'SLA breach on a priority ticket',
  'Incorrect part dispatched',
];
const PRIORITIES = ['low', 'medium', 'high', 'critical'];
/** Tasks 0, 1 and 2 of every four go to the demo users who work on tasks; the fourth to a field name. */
const TASK_ASSIGNEES = ['Demo Data Entry', 'Demo Coordinator', 'Demo Project Manager'];
const WORK_DESCRIPTIONS = [
  'On-site break-fix visit',
  'Printer preventive maintenance',
  'Desktop installation',
  'POS terminal installation',
  'Site survey',
];

/** The demo data's reference day: relative dates count back from here. */
export const DEMO_BASE_TIME = Date.parse('2026-01-15T06:30:00Z');
const daysAgo = (days: number, hours = 0) => new Date(DEMO_BASE_TIME - days * DAY + hours * 3_600_000);

/** What {@link seedOperations} did. */
export interface SeedOperationsResult {
  /** False when the data was already there (nothing was written). */
  created: boolean;
}

/**
 * Seeds the management, warehouse and finance demo data: 40 partners across 16 Indian cities
 * with their pincodes, 12 warehouses, 24 projects, 600 tickets with their history (SLA times laid
 * out around `now`), the field-form demo tickets attached to projects, 60 spares with tracking events, 36 partner data
 * responses, 3 removal requests, 30 SOW subtype actions, 50 interactions, 60 tasks, 40
 * escalations, 120 work orders and 30 invoice requests (pending, approved with created or failed
 * invoices, rejected). Deterministic and idempotent: it writes nothing when partners already
 * exist. Spec: operations §3, §7 'Management and warehouse', 'Finance' (reference server's data).
 */
export async function seedOperations(db: Db, now: Date = new Date()): Promise<SeedOperationsResult> {
  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('partner-portal:seed-operations'))`);
    const [existing] = await tx.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM network_partners',
    );
    if ((existing?.count ?? 0) > 0) return { created: false };
    const rnd = random(20260115);

    const partnerRows = Array.from({ length: 40 }, (_, i) => {
      const place = DEMO_CITIES[i % DEMO_CITIES.length]!;
      const surname = SURNAMES[i % SURNAMES.length]!;
      const name = `${surname} ${FIRM_SUFFIXES[i % FIRM_SUFFIXES.length]!}`;
      const pincode = String(Number(place.pincode) + (i % 3) * 2);
      return [
        i < 38 ? name : `${FIRST_NAMES[i % FIRST_NAMES.length]!} ${surname} Services`,
        `9${String(810000000 + i * 7919).padStart(9, '0')}`,
        `${surname.toLowerCase()}.${place.code.toLowerCase()}${i}@partners.demo.test`,
        place.city,
        place.state,
        pincode,
        i % 9 === 8 ? 'pending' : 'active',
      ];
    });
    const partnerIds = await insertRows(
      tx,
      'network_partners',
      ['name', 'phone', 'email', 'city', 'state', 'pincode', 'status'],
      partnerRows,
    );
    const pinRows: SqlParam[][] = [];
    partnerRows.forEach((row, i) => {
      const base = Number(row[5]);
      for (const pin of new Set([base, base + 1, base + 2])) pinRows.push([partnerIds[i]!, String(pin)]);
    });
    await tx.query(
      `INSERT INTO partner_pincodes (partner_id, pincode) SELECT * FROM unnest($1::int[], $2::text[])`,
      [pinRows.map((row) => String(row[0])), pinRows.map((row) => String(row[1]))],
    );

    const warehouseIds = await insertRows(
      tx,
      'warehouses',
      [
        'code',
        'name',
        'address',
        'city',
        'state',
        'pincode',
        'manager_name',
        'phone',
        'is_active',
        'created_at',
      ],
      DEMO_CITIES.slice(0, 12).map((place, i) => [
        `WH-${place.code}-01`,
        `${place.city} Central Warehouse`,
        `Plot ${12 + i * 3}, Industrial Area Phase ${1 + (i % 3)}, ${place.city}`,
        place.city,
        place.state,
        String(Number(place.pincode) + 10),
        `${FIRST_NAMES[i % FIRST_NAMES.length]!} ${SURNAMES[(i + 5) % SURNAMES.length]!}`,
        `9${String(700000000 + i * 1013).padStart(9, '0')}`,
        i !== 11,
        daysAgo(400 - i * 10),
      ]),
    );

    const projectIds = await insertRows(
      tx,
      'projects',
      ['code', 'name', 'client_name', 'city', 'state', 'status', 'start_date', 'end_date'],
      Array.from({ length: 24 }, (_, i) => {
        const place = DEMO_CITIES[i % DEMO_CITIES.length]!;
        const client = CLIENTS[i % CLIENTS.length]!;
        const status = i % 8 === 6 ? 'on_hold' : i % 8 === 7 ? 'closed' : 'active';
        return [
          `PRJ-${String(101 + i)}`,
          `${client} ${PROJECT_TYPES[i % PROJECT_TYPES.length]!} ${place.city}`,
          client,
          place.city,
          place.state,
          status,
          daysAgo(300 - i * 7)
            .toISOString()
            .slice(0, 10),
          status === 'closed'
            ? daysAgo(20 - i)
                .toISOString()
                .slice(0, 10)
            : null,
        ];
      }),
    );

    // 600 tickets over the projects (ticket i belongs to project i % 24); the tasks, escalations,
    // work orders and spares below name tickets of their own project. Work orders are paid for
    // finished work: tickets 120-239 are completed, QC passed or closed.
    await insertDemoTickets(tx, {
      now,
      statusOf: (i) =>
        i >= 120 && i < 240 ? (['completed', 'qc_passed', 'closed'] as const)[i % 3] : undefined,
    });
    await attachFieldFormTickets(tx, now);

    // Spares: 16 in stock, 12 in transit, 18 delivered, 6 returned, 8 DOA.
    const spareStatuses = [
      ...Array<string>(16).fill('in_stock'),
      ...Array<string>(12).fill('in_transit'),
      ...Array<string>(18).fill('delivered'),
      ...Array<string>(6).fill('returned'),
      ...Array<string>(8).fill('doa'),
    ];
    const spares = spareStatuses.map((status, i) => {
      const [part, name] = PARTS[i % PARTS.length]!;
      const warehouseIndex = i % warehouseIds.length;
      const shipped = status === 'in_stock' ? null : daysAgo(60 - i, 2);
      const delivered =
        ['delivered', 'returned', 'doa'].includes(status) && shipped
          ? new Date(shipped.getTime() + 2 * DAY)
          : null;
      const returned = status === 'returned' && delivered ? new Date(delivered.getTime() + 5 * DAY) : null;
      return {
        warehouseIndex,
        status,
        shipped,
        delivered,
        returned,
        row: [
          part,
          name,
          `SN${String(4_100_000 + i * 37)}`,
          warehouseIds[warehouseIndex]!,
          status === 'in_stock' ? null : projectIds[i % projectIds.length]!,
          status === 'in_stock' ? null : demoTicketNumber(240 + i),
          status,
          status === 'in_stock' ? null : COURIERS[i % COURIERS.length]!,
          status === 'in_stock' ? null : `DKT${String(88_000_000 + i * 101)}`,
          shipped,
          delivered,
          returned,
          returned ? 'Customer cancelled the repair' : null,
          status === 'doa'
            ? rnd.pick(['No power on first boot', 'Physical damage in transit', 'Wrong revision supplied'])
            : null,
          daysAgo(90 - i),
        ] as SqlParam[],
      };
    });
    const spareIds = await insertRows(
      tx,
      'spares',
      [
        'part_number',
        'name',
        'serial_number',
        'warehouse_id',
        'project_id',
        'ticket_id',
        'status',
        'courier',
        'docket_number',
        'shipped_at',
        'delivered_at',
        'returned_at',
        'return_reason',
        'doa_reason',
        'created_at',
      ],
      spares.map((spare) => spare.row),
    );
    const eventRows: SqlParam[][] = [];
    spares.forEach((spare, i) => {
      const id = spareIds[i]!;
      const warehouse = DEMO_CITIES[spare.warehouseIndex]!;
      const site = DEMO_CITIES[(spare.warehouseIndex + 3) % DEMO_CITIES.length]!;
      eventRows.push([
        id,
        'in_stock',
        `${warehouse.city} Central Warehouse`,
        'Received into stock',
        daysAgo(90 - i),
      ]);
      if (spare.shipped) {
        eventRows.push([id, 'in_transit', `${warehouse.city} hub`, 'Dispatched to site', spare.shipped]);
        eventRows.push([
          id,
          'in_transit',
          `${site.city} hub`,
          'Arrived at destination hub',
          new Date(spare.shipped.getTime() + DAY),
        ]);
      }
      if (spare.delivered)
        eventRows.push([
          id,
          'delivered',
          `Customer site, ${site.city}`,
          'Delivered to engineer',
          spare.delivered,
        ]);
      if (spare.status === 'doa' && spare.delivered) {
        eventRows.push([
          id,
          'doa',
          `Customer site, ${site.city}`,
          'Reported dead on arrival',
          new Date(spare.delivered.getTime() + 3_600_000),
        ]);
      }
      if (spare.returned)
        eventRows.push([
          id,
          'returned',
          `${warehouse.city} Central Warehouse`,
          'Returned to stock',
          spare.returned,
        ]);
    });
    await insertRows(tx, 'spare_events', ['spare_id', 'status', 'location', 'note', 'at'], eventRows);

    await insertRows(
      tx,
      'vendor_data_responses',
      ['partner_id', 'collection_name', 'data', 'status', 'remarks', 'submitted_at', 'reviewed_at'],
      Array.from({ length: 36 }, (_, i) => {
        const collection = COLLECTIONS[i % COLLECTIONS.length]!;
        const partnerIndex = (i * 7) % partnerIds.length;
        const partner = partnerRows[partnerIndex]!;
        const status = i < 24 ? 'pending' : i < 32 ? 'approved' : 'rejected';
        const data =
          collection === 'KYC Documents'
            ? {
                pan: `ABCPD${String(1000 + i)}F`,
                aadhaar_last4: String(4000 + i * 3),
                gstin: `29ABCPD${String(1000 + i)}F1Z5`,
              }
            : collection === 'Skill Survey'
              ? {
                  skills: ['Laptop repair', 'Printer service', 'Networking'].slice(0, 1 + (i % 3)),
                  engineers: 2 + (i % 6),
                }
              : collection === 'Service Area Update'
                ? { pincodes: [partner[5], String(Number(partner[5]) + 4)], travel_km: 20 + (i % 5) * 10 }
                : {
                    bank: rnd.pick(['HDFC Bank', 'State Bank of India', 'ICICI Bank', 'Axis Bank']),
                    ifsc: `HDFC000${String(1200 + i)}`,
                    account_last4: String(1000 + i * 11).slice(-4),
                  };
        return [
          partnerIds[partnerIndex]!,
          collection,
          JSON.stringify(data),
          status,
          status === 'rejected' ? 'Documents are not legible' : '',
          daysAgo(40 - i, 3),
          status === 'pending' ? null : daysAgo(30 - i),
        ];
      }),
      { data: 'jsonb' },
    );

    const removalPartners = [partnerIds[5]!, partnerIds[17]!, partnerIds[29]!];
    await insertRows(
      tx,
      'partner_remove_requests',
      ['partner_id', 'reason', 'status', 'created_at'],
      removalPartners.map((id, i) => [
        id,
        ['Partner closed the business', 'Repeated SLA breaches', 'Duplicate registration'][i]!,
        'pending',
        daysAgo(5 + i),
      ]),
    );
    await tx.query(`UPDATE network_partners SET status = 'removal_requested' WHERE id = ANY($1::int[])`, [
      removalPartners.map(String),
    ]);

    const actionRows: SqlParam[][] = [];
    const seen = new Set<string>();
    for (let i = 0; actionRows.length < 30; i++) {
      const project = projectIds[i % projectIds.length]!;
      const sow = SOWSUBTYPES[(i * 3) % SOWSUBTYPES.length]!;
      const action = SOW_ACTIONS[(i * 2) % SOW_ACTIONS.length]!;
      const key = `${project}|${sow}|${action}`;
      if (seen.has(key)) continue;
      seen.add(key);
      actionRows.push([project, sow, action, daysAgo(100 - i)]);
    }
    await insertRows(
      tx,
      'sowsubtype_actions',
      ['project_id', 'sowsubtype', 'action', 'created_at'],
      actionRows,
    );

    await insertRows(
      tx,
      'vendor_interactions',
      ['partner_id', 'channel', 'summary', 'interacted_by', 'interacted_at'],
      Array.from({ length: 50 }, (_, i) => [
        partnerIds[(i * 3) % partnerIds.length]!,
        INTERACTION_CHANNELS[i % INTERACTION_CHANNELS.length]!,
        INTERACTION_SUMMARIES[i % INTERACTION_SUMMARIES.length]!,
        `${FIRST_NAMES[(i + 2) % FIRST_NAMES.length]!} ${SURNAMES[(i + 9) % SURNAMES.length]!}`,
        daysAgo(50 - i, i % 8),
      ]),
    );

    await insertRows(
      tx,
      'project_tasks',
      ['project_id', 'ticket_id', 'title', 'assignee', 'status', 'due_date', 'closed_at'],
      Array.from({ length: 60 }, (_, i) => {
        const closed = i % 4 === 3;
        return [
          projectIds[i % projectIds.length]!,
          demoTicketNumber(i),
          TASK_TITLES[i % TASK_TITLES.length]!,
          TASK_ASSIGNEES[i % 4] ??
            `${FIRST_NAMES[i % FIRST_NAMES.length]!} ${SURNAMES[(i + 3) % SURNAMES.length]!}`,
          closed ? 'closed' : 'open',
          daysAgo(20 - i)
            .toISOString()
            .slice(0, 10),
          closed ? daysAgo(25 - i) : null,
        ];
      }),
    );

    await insertRows(
      tx,
      'escalations',
      ['ticket_id', 'project_id', 'customer_name', 'city', 'reason', 'priority', 'status', 'escalated_at'],
      Array.from({ length: 40 }, (_, i) => [
        demoTicketNumber(360 + ((i * 5) % 24) + 24 * (i % 5)),
        projectIds[(i * 5) % projectIds.length]!,
        `${FIRST_NAMES[(i + 7) % FIRST_NAMES.length]!} ${SURNAMES[(i + 1) % SURNAMES.length]!}`,
        DEMO_CITIES[i % DEMO_CITIES.length]!.city,
        ESCALATION_REASONS[i % ESCALATION_REASONS.length]!,
        PRIORITIES[i % PRIORITIES.length]!,
        i % 5 === 4 ? 'resolved' : 'open',
        daysAgo(30 - i / 2, i % 6),
      ]),
    );

    // 120 work orders, three per partner.
    const workOrders = Array.from({ length: 120 }, (_, i) => ({
      partner: i % partnerIds.length,
      row: [
        `WO-${String(50_001 + i)}`,
        projectIds[i % projectIds.length]!,
        partnerIds[i % partnerIds.length]!,
        demoTicketNumber(120 + i),
        WORK_DESCRIPTIONS[i % WORK_DESCRIPTIONS.length]!,
        (rnd.int(8, 60) * 50).toFixed(2),
        daysAgo(45 - i / 3, 4),
      ] as SqlParam[],
    }));
    const workOrderIds = await insertRows(
      tx,
      'work_orders',
      ['wo_number', 'project_id', 'partner_id', 'ticket_id', 'description', 'amount', 'completed_at'],
      workOrders.map((wo) => wo.row),
    );

    // 30 invoice requests over partners 0-29, each with that partner's first two work orders:
    // 10 pending, 12 approved (8 invoices created, 2 failed, 2 not invoiced yet), 8 rejected
    // (their work orders are free again).
    for (let i = 0; i < 30; i++) {
      const status = i < 10 ? 'pending' : i < 22 ? 'approved' : 'rejected';
      const invoiceStatus = status !== 'approved' ? 'none' : i < 18 ? 'created' : i < 20 ? 'failed' : 'none';
      const woIndexes = [i, i + partnerIds.length];
      const woIds = woIndexes.map((index) => workOrderIds[index]!);
      const [request] = await tx.query<{ id: number }>(
        `INSERT INTO invoice_requests (request_number, partner_id, status, amount, remarks, review_remarks, created_at, reviewed_at,
           invoice_number, invoice_status, sent_count, last_sent_at)
         VALUES ('IR-' || lpad(nextval('invoice_request_number_seq')::text, 6, '0'), $1, $2,
           (SELECT sum(amount) FROM work_orders WHERE id = ANY($3::int[])), $4, $5, $6, $7,
           CASE WHEN $8 = 'created' THEN 'INV-' || lpad(nextval('partner_invoice_number_seq')::text, 6, '0') END, $8, $9, $10)
         RETURNING id`,
        [
          partnerIds[i]!,
          status,
          woIds.map(String),
          `Work orders of ${DEMO_CITIES[i % DEMO_CITIES.length]!.city}`,
          status === 'rejected' ? 'Amounts do not match the rate card' : '',
          daysAgo(35 - i / 2),
          status === 'pending' ? null : daysAgo(30 - i / 2),
          invoiceStatus,
          invoiceStatus === 'created' ? 1 : 0,
          invoiceStatus === 'created' ? daysAgo(28 - i / 2) : null,
        ],
      );
      if (status !== 'rejected' && request) {
        await tx.query('UPDATE work_orders SET invoice_request_id = $1 WHERE id = ANY($2::int[])', [
          request.id,
          woIds.map(String),
        ]);
      }
    }
    return { created: true };
  });
}
