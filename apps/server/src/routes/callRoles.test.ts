import { CALL_ROLES, ROLES, type CallName, type Role } from '@partner-portal/api/roles';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUuid } from '../seed.ts';
import { lookupPincode } from '../identity/pincodes.ts';
import { demoTicketId } from '../seedTickets.ts';

/** The district of pincode 560001 in the lookup data. */
const DISTRICT_560001 = lookupPincode('560001')[0]?.district ?? '';
import { fakeXmppServer } from '../testing/fakeXmpp.ts';
import { startFakeSts, type FakeSts } from '../testing/fakeSts.ts';
import { buildTestApp, signIn } from '../testing/testApp.ts';

/**
 * Walks every one of the 21 roles through every management, warehouse and finance call and
 * checks the answer against CALL_ROLES: the success code for an allowed role, 403 for a refused
 * one, and 401 without a token. Write calls get a fresh target per allowed role, so each
 * succeeds for real. Spec: operations §6, §7.
 */

let app: FastifyInstance;
let sts: FakeSts;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  // Local object storage, so the signed file link of a ticket can be made; a fake XMPP server for
  // chat; a fake AWS STS, so the storage credentials call can answer (issue 15).
  sts = await startFakeSts();
  app = await buildTestApp({
    config: {
      storageMode: 'local',
      s3StsRoleArn: 'arn:aws:iam::123456789012:role/portal-browser-read',
      s3StsEndpoint: sts.endpoint,
    },
    xmppServer: fakeXmppServer(),
  });
  for (const role of ROLES) tokens.set(role, await signIn(app, `${role}@demo.test`));
}, 120_000);

afterAll(async () => {
  await app?.close();
  await sts?.close();
});

async function one<T>(sql: string, params: (string | number)[] = []): Promise<T> {
  const [row] = await app.ctx.db.query<T>(sql, params);
  if (!row) throw new Error(`no row for ${sql}`);
  return row;
}

interface Prepared {
  url: string;
  payload?: object;
}

interface Call {
  name: CallName;
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  success: 200 | 201;
  /** A fresh request for an allowed role (targets not yet used). */
  prepare?: (role: Role) => Promise<Prepared>;
  /** Static payload for calls that do not need a fresh target. */
  payload?: object;
}

const invoiceId = (where: string) => async () => {
  const row = await one<{ id: number }>(`SELECT id FROM invoice_requests WHERE ${where} ORDER BY id LIMIT 1`);
  return { url: '', payload: { invoice_request_id: row.id } };
};

const CALLS: Call[] = [
  { name: 'warehouse', method: 'GET', url: '/api/management/warehouse/', success: 200 },
  {
    name: 'warehouse',
    method: 'POST',
    url: '/api/management/warehouse/',
    success: 201,
    prepare: async (role) => ({
      url: '',
      payload: {
        code: `WH-M-${ROLES.indexOf(role)}`,
        name: `Matrix ${role} Warehouse`,
        address: 'Plot 7, MIDC, Andheri East',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400093',
        manager_name: 'Ravi Kumar',
        phone: '9876543210',
      },
    }),
  },
  { name: 'dashboardAnalytics', method: 'GET', url: '/api/management/dashboard-analytics/', success: 200 },
  {
    name: 'sparesTrack',
    method: 'POST',
    url: '/api/management/spares-track/?status=in_transit&page_size=5',
    success: 200,
  },
  { name: 'trackDetail', method: 'GET', url: '/api/management/get-track-detail/?id=1', success: 200 },
  {
    name: 'returnSpare',
    method: 'POST',
    url: '/api/management/return-spare/',
    success: 200,
    prepare: async () => {
      const spare = await one<{ id: number }>(
        `SELECT id FROM spares WHERE status = 'delivered' ORDER BY id LIMIT 1`,
      );
      return { url: '', payload: { spare_id: spare.id, reason: 'Customer cancelled the repair' } };
    },
  },
  { name: 'sparesDoa', method: 'GET', url: '/api/management/spares-doa/', success: 200 },
  {
    name: 'vendorDataResponse',
    method: 'GET',
    url: '/api/partner/vendor-data-response/?status=pending',
    success: 200,
  },
  {
    name: 'vendorDataApprove',
    method: 'POST',
    url: '/api/partner/vendor-data-approve/',
    success: 200,
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT id FROM vendor_data_responses WHERE status = 'pending' ORDER BY id LIMIT 1`,
      );
      return { url: '', payload: { id: row.id, action: 'approve' } };
    },
  },
  {
    name: 'partnerRemoveRequest',
    method: 'POST',
    url: '/api/partner/partner-remove-request/',
    success: 201,
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT id FROM network_partners WHERE id NOT IN (SELECT partner_id FROM partner_remove_requests) ORDER BY id LIMIT 1`,
      );
      return { url: '', payload: { partner_id: row.id, reason: 'Partner has stopped taking service calls' } };
    },
  },
  { name: 'sowsubtypeActions', method: 'GET', url: '/api/management/get-sowsubtype-action/', success: 200 },
  {
    name: 'addSowsubtypeAction',
    method: 'POST',
    url: '/api/management/add-sowsubtype-action/',
    success: 201,
    prepare: async (role) => ({
      url: '',
      payload: { project_id: 1, sowsubtype: `Matrix ${role}`, action: 'auto_close' },
    }),
  },
  { name: 'vendorInteraction', method: 'GET', url: '/api/partner/vendor-interaction/', success: 200 },
  {
    name: 'assignPinPartner',
    method: 'GET',
    url: '/api/management/assign-pin-partner/?pin=560001',
    success: 200,
  },
  {
    name: 'closeTasks',
    method: 'POST',
    url: '/api/management/close-tasks/',
    success: 200,
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT id FROM project_tasks WHERE status = 'open' ORDER BY id LIMIT 1`,
      );
      return { url: '', payload: { task_ids: [row.id] } };
    },
  },
  { name: 'projects', method: 'GET', url: '/api/management/projects/', success: 200 },
  {
    name: 'invoicingWorkOrders',
    method: 'GET',
    url: '/api/management/invoiceing_work-orders/',
    success: 200,
  },
  { name: 'attendanceRecords', method: 'GET', url: '/api/management/attendance-records/', success: 200 },
  { name: 'escalationTasks', method: 'GET', url: '/api/management/escalation-tasks/', success: 200 },
  {
    name: 'invoiceRequestPartnerList',
    method: 'GET',
    url: '/api/finance/invoicerequest_partner-list/',
    success: 200,
  },
  { name: 'invoiceRequestList', method: 'GET', url: '/api/finance/invoice-request/', success: 200 },
  {
    name: 'invoiceRequestCreate',
    method: 'POST',
    url: '/api/finance/invoice-request/',
    success: 201,
    prepare: async () => {
      const row = await one<{ id: number; partner_id: number }>(
        'SELECT id, partner_id FROM work_orders WHERE invoice_request_id IS NULL ORDER BY id LIMIT 1',
      );
      return { url: '', payload: { partner_id: row.partner_id, work_order_ids: [row.id] } };
    },
  },
  {
    name: 'invoiceRequestReview',
    method: 'PATCH',
    url: '/api/finance/invoice-request/1/',
    success: 200,
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT id FROM invoice_requests WHERE status = 'pending' ORDER BY id LIMIT 1`,
      );
      return { url: `/api/finance/invoice-request/${row.id}/`, payload: { status: 'approved' } };
    },
    payload: { status: 'approved' },
  },
  {
    name: 'generatePartnerInvoice',
    method: 'POST',
    url: '/api/finance/generate-partner-invoice/',
    success: 200,
    prepare: invoiceId(`invoice_status = 'created'`),
  },
  {
    name: 'partnerInvoiceResend',
    method: 'POST',
    url: '/api/finance/partner-invoice/resend/',
    success: 200,
    prepare: invoiceId(`invoice_status = 'created'`),
  },
  {
    name: 'partnerInvoiceRetryCreate',
    method: 'POST',
    url: '/api/finance/partner-invoice/retry-create/',
    success: 200,
    prepare: invoiceId(`invoice_status = 'failed'`),
  },
  { name: 'financeTaskCount', method: 'GET', url: '/api/finance/task-count/', success: 200 },
  // Accounts payable and client invoices (issue 14).
  { name: 'financeActions', method: 'GET', url: '/api/finance/actions/', success: 200 },
  {
    name: 'tppTransactions',
    method: 'GET',
    url: '/api/finance/tpp-transactions/?month=2026-11',
    success: 200,
  },
  { name: 'payables', method: 'GET', url: '/api/finance/payables/', success: 200 },
  { name: 'payables', method: 'GET', url: '/api/finance/payables/export/?overdue=true', success: 200 },
  {
    name: 'payablesMarkPaid',
    method: 'POST',
    url: '/api/finance/payables/mark-paid/',
    success: 200,
    prepare: async (role) => {
      const row = await one<{ id: number; invoiced_on: string }>(
        `SELECT id, (invoiced_at AT TIME ZONE 'Asia/Kolkata')::date::text AS invoiced_on FROM invoice_requests
         WHERE status = 'approved' AND invoice_status = 'created' AND paid_at IS NULL ORDER BY id LIMIT 1`,
      );
      return {
        url: '',
        payload: {
          invoice_request_ids: [row.id],
          payment_reference: `UTR-MATRIX-${ROLES.indexOf(role)}`,
          payment_date: row.invoiced_on,
        },
      };
    },
    payload: { invoice_request_ids: [1], payment_reference: 'UTR-1', payment_date: '2026-01-01' },
  },
  { name: 'paidInvoices', method: 'GET', url: '/api/finance/paid-invoices/', success: 200 },
  { name: 'paidInvoices', method: 'GET', url: '/api/finance/paid-invoices/export/', success: 200 },
  { name: 'financeDashboard', method: 'GET', url: '/api/finance/finance-dashboard/', success: 200 },
  { name: 'partnerInvoiceList', method: 'GET', url: '/api/finance/invoice-list/', success: 200 },
  {
    name: 'partnerInvoiceList',
    method: 'GET',
    url: '/api/finance/invoice-list/1/download/',
    success: 200,
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT r.id FROM invoice_requests r JOIN payable_partner_users pu ON pu.partner_id = r.partner_id
         JOIN users u ON u.id = pu.user_id AND u.email = 'payable_partner_user@demo.test'
         WHERE r.invoice_status = 'created' ORDER BY r.id LIMIT 1`,
      );
      return { url: `/api/finance/invoice-list/${row.id}/download/` };
    },
  },
  { name: 'clientInvoices', method: 'GET', url: '/api/finance/client-invoices/', success: 200 },
  {
    name: 'clientInvoices',
    method: 'GET',
    url: '/api/finance/client-invoices/1/download/',
    success: 200,
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT id FROM client_invoices WHERE client_name = 'HP India' ORDER BY id LIMIT 1`,
      );
      return { url: `/api/finance/client-invoices/${row.id}/download/` };
    },
  },
  { name: 'tasks', method: 'GET', url: '/api/management/tasks/', success: 200 },
  // Verification and audit roles (issue 14). Write calls take an item no other role has used.
  { name: 'kciTasks', method: 'GET', url: '/api/management/kci-tasks/', success: 200 },
  {
    name: 'kciTasks',
    method: 'POST',
    url: '/api/management/kci-tasks/1/complete/',
    success: 200,
    payload: { answers: [{ item_id: 1, answer: 'pass' }] },
    prepare: async () => {
      const row = await one<{ id: number; items: number[] }>(
        `SELECT c.id, array_agg(i.id ORDER BY i.position) AS items FROM kci_checklists c
         JOIN kci_checklist_items i ON i.checklist_id = c.id JOIN users u ON u.id = c.assignee_id
         WHERE c.status = 'pending' AND u.email = 'kci@demo.test' GROUP BY c.id ORDER BY c.id LIMIT 1`,
      );
      return {
        url: `/api/management/kci-tasks/${row.id}/complete/`,
        payload: { answers: row.items.map((id) => ({ item_id: id, answer: 'pass' })) },
      };
    },
  },
  { name: 'auditDocuments', method: 'GET', url: '/api/management/audit-documents/', success: 200 },
  {
    name: 'auditDocuments',
    method: 'GET',
    url: '/api/management/audit-documents/1/file-link/',
    success: 200,
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT d.id FROM audit_documents d JOIN users u ON u.id = d.auditor_id WHERE u.email = 'auditor_user@demo.test' ORDER BY d.id LIMIT 1`,
      );
      return { url: `/api/management/audit-documents/${row.id}/file-link/` };
    },
  },
  {
    name: 'auditDocuments',
    method: 'POST',
    url: '/api/management/audit-documents/1/review/',
    success: 200,
    payload: { decision: 'accepted' },
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT d.id FROM audit_documents d JOIN users u ON u.id = d.auditor_id
         WHERE u.email = 'auditor_user@demo.test' AND d.status = 'pending' ORDER BY d.id LIMIT 1`,
      );
      return { url: `/api/management/audit-documents/${row.id}/review/`, payload: { decision: 'accepted' } };
    },
  },
  { name: 'verifySchedule', method: 'GET', url: '/api/management/verify-schedule/', success: 200 },
  {
    name: 'verifySchedule',
    method: 'POST',
    url: '/api/management/verify-schedule/1/schedule/',
    success: 200,
    payload: { scheduled_at: '2031-01-01T10:00:00.000Z', channel: 'call', assignee_name: 'Meera Iyer' },
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT id FROM verification_schedules WHERE status = 'to_schedule' ORDER BY id LIMIT 1`,
      );
      return {
        url: `/api/management/verify-schedule/${row.id}/schedule/`,
        payload: {
          scheduled_at: new Date(Date.now() + 86_400_000).toISOString(),
          channel: 'call',
          assignee_name: 'Meera Iyer',
        },
      };
    },
  },
  {
    name: 'verifySchedule',
    method: 'POST',
    url: '/api/management/verify-schedule/1/outcome/',
    success: 200,
    payload: { outcome: 'verified' },
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT id FROM verification_schedules WHERE status = 'scheduled' ORDER BY id LIMIT 1`,
      );
      return { url: `/api/management/verify-schedule/${row.id}/outcome/`, payload: { outcome: 'verified' } };
    },
  },
  { name: 'rawAddress', method: 'GET', url: '/api/management/raw-addresses/', success: 200 },
  { name: 'rateCards', method: 'GET', url: '/api/management/rate-cards/', success: 200 },
  { name: 'rateCards', method: 'GET', url: '/api/management/rate-cards/RC-001/', success: 200 },
  { name: 'rateCards', method: 'GET', url: '/api/management/partner-plans/', success: 200 },
  {
    name: 'rawAddress',
    method: 'POST',
    url: '/api/management/raw-addresses/1/resolve/',
    success: 200,
    payload: { pincode: '560001', district: 'Bangalore' },
    prepare: async () => {
      const row = await one<{ id: number }>(
        `SELECT id FROM raw_addresses WHERE status = 'pending' ORDER BY id LIMIT 1`,
      );
      return {
        url: `/api/management/raw-addresses/${row.id}/resolve/`,
        payload: { pincode: '560001', district: DISTRICT_560001 },
      };
    },
  },
  { name: 'notifications', method: 'GET', url: '/api/management/notifications/', success: 200 },
  // The staff user's own passkeys and authenticator app (issue 23).
  { name: 'passkeys', method: 'GET', url: '/api/partner/passkeys/', success: 200 },
  { name: 'passkeys', method: 'POST', url: '/api/partner/passkeys/registration-options/', success: 200 },
  { name: 'totp', method: 'GET', url: '/api/partner/totp/', success: 200 },
  { name: 'totp', method: 'POST', url: '/api/partner/totp/enrol/', success: 200 },
  {
    name: 'ticketNotes',
    method: 'GET',
    url: `/api/management/tickets/${demoTicketId(0)}/notes/`,
    success: 200,
  },
  {
    name: 'ticketNoteCreate',
    method: 'POST',
    url: `/api/management/tickets/${demoTicketId(0)}/notes/`,
    success: 201,
    payload: { html: '<p>Customer asked for a morning visit.</p>' },
  },
  { name: 'notifications', method: 'POST', url: '/api/management/notifications/read/', success: 200 },
  { name: 'surveys', method: 'GET', url: '/api/management/surveys/', success: 200 },
  { name: 'surveys', method: 'GET', url: '/api/management/surveys/1/', success: 200 },
  {
    name: 'surveyWrite',
    method: 'POST',
    url: '/api/management/surveys/',
    success: 201,
    payload: {
      title: 'Matrix survey',
      description_html: '<p>Two minutes, please.</p>',
      questions: [{ kind: 'rating', text: 'How was the visit?', required: true }],
    },
  },
  // Ticket 0 belongs to PRJ-101 (HP India), the demo client users' company.
  { name: 'tickets', method: 'GET', url: '/api/management/tickets/', success: 200 },
  { name: 'tickets', method: 'GET', url: '/api/management/tickets/facets/', success: 200 },
  { name: 'tickets', method: 'GET', url: `/api/management/tickets/${demoTicketId(0)}/`, success: 200 },
  {
    name: 'ticketFileLink',
    method: 'GET',
    url: `/api/management/tickets/${demoTicketId(0)}/file-link/?key=uploads/tickets/${demoTicketId(0)}/photo.jpg`,
    success: 200,
  },
  {
    name: 'ticketReportPdf',
    method: 'GET',
    url: `/api/management/tickets/${demoTicketId(0)}/report-pdf/`,
    success: 200,
    // A completed service call report on ticket 0 (HP India), made once (issue 23).
    prepare: async () => {
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      );
      await app.ctx.db.query(
        `INSERT INTO cso_reports (ticket_id, fields, engineer_signature, engineer_signature_type,
           overall_experience, schedule_date, customer_comment, customer_signature,
           customer_signature_type, feedback_at)
         SELECT $1, $2, $3, 'image/png', 4, now(), 'Good', $3, 'image/png', now()
         WHERE NOT EXISTS (SELECT 1 FROM cso_reports WHERE ticket_id = $1 AND feedback_at IS NOT NULL)`,
        [
          demoTicketId(0),
          JSON.stringify({ caseid: 'CS-MATRIX', engineername: 'Ravi Kumar' }),
          new Uint8Array(png),
        ],
      );
      return { url: `/api/management/tickets/${demoTicketId(0)}/report-pdf/` };
    },
  },
  {
    name: 'ticketCreate',
    method: 'POST',
    url: '/api/management/tickets/',
    success: 201,
    payload: {
      project_id: 1,
      case_id: 'CS-MATRIX-1',
      sowsubtype: 'Break-Fix',
      customer_name: 'Kavya Nair',
      customer_phone: '9812345678',
      raw_address: '12 Residency Road',
      pincode: '560001',
      product_name: 'HP ProBook 440 G9',
      product_model: '6F1W4PA',
      serial_number: 'SN-1',
      priority: 'high',
      sla_due_at: '2031-01-01T10:00:00.000Z',
    },
  },
  {
    name: 'ticketTransition',
    method: 'POST',
    url: `/api/management/tickets/${demoTicketId(0)}/transition/`,
    success: 200,
    prepare: async (role) => {
      const status = role === 'qc' ? 'completed' : 'new';
      const row = await one<{ ticket_id: string; version: number }>(
        `SELECT ticket_id, version FROM field_tickets WHERE status = $1 AND ticket_number IS NOT NULL ORDER BY id LIMIT 1`,
        [status],
      );
      return {
        url: `/api/management/tickets/${row.ticket_id}/transition/`,
        payload:
          role === 'qc'
            ? { action: 'qc_pass', version: row.version }
            : { action: 'hold', version: row.version, reason: 'Customer travelling this week' },
      };
    },
  },
  {
    name: 'ticketAssign',
    method: 'GET',
    url: `/api/management/tickets/${demoTicketId(0)}/partners/`,
    success: 200,
  },
  {
    name: 'ticketAssign',
    method: 'POST',
    url: '/api/management/tickets/bulk-assign/',
    success: 200,
    prepare: async () => {
      const row = await one<{ ticket_id: string; partner_id: number }>(
        `SELECT t.ticket_id, pp.partner_id FROM field_tickets t
         JOIN partner_pincodes pp ON pp.pincode = t.pincode
         JOIN network_partners p ON p.id = pp.partner_id AND p.status = 'active'
         WHERE t.status = 'new' AND t.ticket_number IS NOT NULL ORDER BY t.id LIMIT 1`,
      );
      return { url: '', payload: { ticket_ids: [row.ticket_id], partner_id: row.partner_id } };
    },
  },
  {
    name: 'ticketEscalate',
    method: 'POST',
    url: `/api/management/tickets/${demoTicketId(1)}/escalate/`,
    success: 201,
    payload: { reason: 'Customer called three times today', priority: 'high' },
  },
  {
    name: 'ticketLinks',
    method: 'POST',
    url: `/api/management/tickets/${demoTicketId(0)}/links/`,
    success: 200,
    prepare: async () => {
      const row = await one<{ ticket_id: string }>(
        `SELECT ticket_id FROM field_tickets WHERE status = 'assigned' AND ticket_number IS NOT NULL ORDER BY id LIMIT 1`,
      );
      return { url: `/api/management/tickets/${row.ticket_id}/links/` };
    },
  },
  {
    name: 'questionnaireAnswerResponded',
    method: 'POST',
    url: '/api/partner/answer_responded/',
    success: 200,
    payload: { onboarding: false, template_id: 103, answers: [{ question_code: 'RESOLVED', answer: 'Yes' }] },
  },
  {
    name: 'questionnaireResponses',
    method: 'GET',
    url: '/api/partner/questionnaire-responses/',
    success: 200,
  },
  { name: 'chatCredentials', method: 'POST', url: '/api/management/chat-credentials/', success: 200 },
  { name: 'chatList', method: 'GET', url: '/api/management/chat-list/', success: 200 },
  { name: 'chatContacts', method: 'GET', url: '/api/partner/openfirepartners/', success: 200 },
  { name: 'chatUserSearch', method: 'GET', url: '/api/management/chat-users/?search=demo', success: 200 },
  { name: 'whatsappUsersList', method: 'GET', url: '/api/management/get-whatsapp-users-list/', success: 200 },
  {
    name: 'addNumber',
    method: 'POST',
    url: '/api/management/add-number/',
    success: 200,
    payload: { action: 'whatsapp', to: '9800000020' },
  },
  {
    name: 'whatsappChats',
    method: 'GET',
    url: '/api/management/get-whatsapp-chats/?session_id=00000000-0000-0000-0000-000000000000',
    success: 200,
    prepare: async () => {
      const row = await whatsappSession();
      return { url: `/api/management/get-whatsapp-chats/?session_id=${row.session_id}` };
    },
  },
  {
    name: 'sendWhatsappMessage',
    method: 'POST',
    url: '/api/management/send-whatsapp-message/',
    success: 201,
    payload: { customer_id: 1, message: 'Hello' },
    prepare: async () => {
      const row = await whatsappSession();
      return { url: '', payload: { customer_id: row.id, message: 'Hello' } };
    },
  },
  // Partner records and KYC verification (issue 14). The demo partner's record answers its own
  // partner and the staff; a KYC decision takes a fresh record of the queue each time.
  { name: 'partnerRecords', method: 'GET', url: '/api/partner/records/', success: 200 },
  { name: 'partnerRecords', method: 'GET', url: '/api/partner/records/facets/', success: 200 },
  {
    name: 'partnerDetail',
    method: 'GET',
    url: `/api/partner/records/${demoUuid('partner@demo.test')}/`,
    success: 200,
  },
  {
    name: 'partnerDetail',
    method: 'GET',
    url: `/api/partner/records/${demoUuid('partner@demo.test')}/document-link/?document=pan_scan`,
    success: 200,
  },
  {
    name: 'partnerDetail',
    method: 'GET',
    url: `/api/partner/records/${demoUuid('partner@demo.test')}/document-download/?document=pan_scan`,
    success: 200,
  },
  {
    name: 'partnerTicketResponse',
    method: 'POST',
    url: `/api/partner/records/${demoUuid('partner@demo.test')}/tickets/${demoTicketId(0)}/respond/`,
    success: 200,
    prepare: async () => {
      const row = await one<{ ticket_id: string; version: number }>(
        `SELECT t.ticket_id, t.version FROM field_tickets t JOIN network_partners p ON p.id = t.partner_id
         WHERE p.uuid = $1 AND t.status = 'assigned' AND t.partner_accepted_at IS NULL ORDER BY t.ticket_number LIMIT 1`,
        [demoUuid('partner@demo.test')],
      );
      return {
        url: `/api/partner/records/${demoUuid('partner@demo.test')}/tickets/${row.ticket_id}/respond/`,
        payload: { action: 'accept', version: row.version },
      };
    },
    payload: { action: 'accept', version: 1 },
  },
  {
    name: 'fileUpload',
    method: 'POST',
    url: '/api/management/get-presigned-url-for-upload/',
    success: 200,
    payload: { filename: 'matrix.png', filetype: 'image/png', filesize: 10 },
  },
  { name: 'storageCredentials', method: 'GET', url: '/api/management/storage-credentials/', success: 200 },
  {
    name: 'partnerBankDetails',
    method: 'PUT',
    url: `/api/partner/records/${demoUuid('partner@demo.test')}/bank/`,
    success: 200,
    payload: { account_name: 'Demo Partner Services', account_number: '501000000020', ifsc: 'HDFC0001234' },
  },
  { name: 'partnerAccountOptions', method: 'GET', url: '/api/partner/account-options/', success: 200 },
  {
    name: 'partnerAccountOptions',
    method: 'POST',
    url: `/api/partner/account-options/tickets/${demoTicketId(0)}/report-link/`,
    success: 200,
    prepare: async () => {
      const row = await one<{ ticket_id: string }>(
        `SELECT t.ticket_id FROM field_tickets t JOIN network_partners p ON p.id = t.partner_id
         WHERE p.uuid = $1 AND t.engineer_name = 'Demo Partner Employee' ORDER BY t.ticket_number LIMIT 1`,
        [demoUuid('partner@demo.test')],
      );
      return { url: `/api/partner/account-options/tickets/${row.ticket_id}/report-link/` };
    },
  },
  { name: 'ifscLookup', method: 'GET', url: '/api/partner/ifsc/HDFC0001234/', success: 200 },
  { name: 'kycVerification', method: 'GET', url: '/api/finance/kyc-verification/', success: 200 },
  {
    name: 'kycVerification',
    method: 'POST',
    url: '/api/finance/kyc-verification/00000000-0000-0000-0000-000000000000/decision/',
    success: 200,
    prepare: async () => {
      const row = await one<{ uuid: string }>(
        `SELECT uuid::text FROM network_partners WHERE kyc_status = 'pending' AND kyc_submitted_at IS NOT NULL ORDER BY id LIMIT 1`,
      );
      return {
        url: `/api/finance/kyc-verification/${row.uuid}/decision/`,
        payload: { decision: 'verified' },
      };
    },
    payload: { decision: 'verified' },
  },
];

/** The WhatsApp conversation with the demo partner (9800000020), created when missing. */
async function whatsappSession() {
  await app.ctx.db.query(
    `INSERT INTO whatsapp_sessions (receiver_phone, receiver_name) VALUES ('9800000020', 'Demo Partner')
     ON CONFLICT (receiver_phone) DO NOTHING`,
  );
  return one<{ id: number; session_id: string }>(
    `SELECT id, session_id::text AS session_id FROM whatsapp_sessions WHERE receiver_phone = '9800000020'`,
  );
}

describe('CALL_ROLES', () => {
  it('names only known roles and covers every call of the matrix', () => {
    for (const [name, roles] of Object.entries(CALL_ROLES)) {
      expect(roles.length, name).toBeGreaterThan(0);
      for (const role of roles) expect(ROLES, name).toContain(role);
    }
    expect(new Set(CALLS.map((call) => call.name))).toEqual(new Set(Object.keys(CALL_ROLES)));
  });

  it('keeps every call except their own screens away from payable_partner_user and client_invoicer (operations §2 Finance menu)', () => {
    const own: Record<string, readonly string[]> = {
      partnerInvoiceList: ['payable_partner_user'],
      clientInvoices: ['client_invoicer'],
    };
    for (const [name, roles] of Object.entries(CALL_ROLES)) {
      if (own[name]) {
        expect(roles, name).toEqual(own[name]);
        continue;
      }
      expect(roles, name).not.toContain('payable_partner_user');
      expect(roles, name).not.toContain('client_invoicer');
    }
  });
});

describe.each(CALLS)('$method $url', (call) => {
  it('answers 401 without a token', async () => {
    const response = await app.inject({ method: call.method, url: call.url, payload: call.payload ?? {} });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Authentication credentials were not provided.');
  });

  it(`answers ${call.success} to the allowed roles and 403 to the others`, async () => {
    const allowed: readonly Role[] = CALL_ROLES[call.name];
    const outcomes: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const role of ROLES) {
      const isAllowed = allowed.includes(role);
      const prepared =
        isAllowed && call.prepare ? await call.prepare(role) : { url: '', payload: call.payload };
      const response = await app.inject({
        method: call.method,
        url: prepared.url || call.url,
        headers: { authorization: `Token ${tokens.get(role) ?? ''}` },
        ...(call.method === 'GET' ? {} : { payload: prepared.payload ?? {} }),
      });
      outcomes[role] = response.statusCode;
      expected[role] = isAllowed ? call.success : 403;
      if (!isAllowed)
        expect(response.json().message).toBe('You do not have permission to perform this action.');
    }
    expect(outcomes).toEqual(expected);
  });
});

describe('roles held through all_roles', () => {
  it('lets multi@demo.test (project_manager with finance_user among all_roles) read the finance task count', async () => {
    const token = await signIn(app, 'multi@demo.test');
    const response = await app.inject({
      method: 'GET',
      url: '/api/finance/task-count/',
      headers: { authorization: `Token ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, task_count: expect.any(Number) });
  });
});
