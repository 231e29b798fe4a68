import type { SurveyQuestion } from '@partner-portal/api';
import type { Db } from '../db/index.ts';

/** One item of an unstructured template as stored and sent. Spec: operations §3 'Unstructured template'. */
export interface UnstructuredItem {
  key: string;
  is_optional: boolean;
  value: string | string[];
}

/**
 * Demo field tickets. Ticket ids carry 128 random bits and link ids 256, generated once with
 * `crypto.randomBytes` and committed, so the demo links are the same on every machine (README
 * 'Demo links') yet as unguessable as real ones. Spec: operations §2 (public routes).
 */
export const DEMO_TICKET_IDS = {
  /** Project 101, valid service call report link, unstructured template, survey. */
  laptopRepair: 'e6ebe0675a179d33d14229cdd0382018',
  /** Project 202, valid service call report link, unstructured template, survey. */
  printerInstall: 'd45e96f17851e5cf9c817a99e89e21db',
  /** Project 101, its service call report link has expired. */
  expiredLink: 'c44ca8c7c7ea2411a0d771b107718e4a',
  /** Project 303: no unstructured template and a survey without questions. */
  noQuestions: '4d72126f82b5e14085fc6b7c2df12ae4',
} as const;

/** Demo service call report link ids (`url_id` / `urlunique_id`). */
export const DEMO_CSO_URL_IDS = {
  laptopRepair: 'rT9AqCUizRzQl-RpuPX9buMVm9isNsh4tOQAIL7CdyI',
  printerInstall: 'M7yGYB29c__AWP4eHZaWQweRZfKdSfmKfzuFAIZrKss',
  expiredLink: 'rxV3kQ4OFHjYYa8vUKoVvMwxMKtfmWcVClkulHokh6A',
} as const;

/**
 * The demo customers' e-mail addresses (the `.test` domain never delivers; the embedded SMTP
 * receiver keeps the mail for the demo inbox): where the completed report's PDF is sent (issue 23).
 */
export const DEMO_CUSTOMER_EMAILS: Readonly<Record<string, string>> = {
  [DEMO_TICKET_IDS.laptopRepair]: 'meera.iyer@customer.test',
  [DEMO_TICKET_IDS.printerInstall]: 'arjun.menon@customer.test',
};

/** Demo project ids. */
export const DEMO_PROJECT_IDS = { laptops: '101', printers: '202', empty: '303' } as const;

/** The portal paths of the demo links (README 'Demo links'). Spec: operations §2. */
export const DEMO_LINKS = {
  csoForm: `/cso_form/${DEMO_TICKET_IDS.laptopRepair}/${DEMO_CSO_URL_IDS.laptopRepair}`,
  csoFormPrinter: `/cso_form/${DEMO_TICKET_IDS.printerInstall}/${DEMO_CSO_URL_IDS.printerInstall}`,
  csoFormExpired: `/cso_form/${DEMO_TICKET_IDS.expiredLink}/${DEMO_CSO_URL_IDS.expiredLink}`,
  /** The upload page of a report link (the portal's route; the spec gives the page no path). */
  csoUpload: `/cso_form/${DEMO_TICKET_IDS.printerInstall}/${DEMO_CSO_URL_IDS.printerInstall}/upload`,
  usdForm: `/usd_form/${DEMO_TICKET_IDS.laptopRepair}/${DEMO_PROJECT_IDS.laptops}`,
  usdFormPrinter: `/usd_form/${DEMO_TICKET_IDS.printerInstall}/${DEMO_PROJECT_IDS.printers}`,
  csatSurvey: `/csat-survey/${DEMO_TICKET_IDS.laptopRepair}`,
  csatSurveyNoQuestions: `/csat-survey/${DEMO_TICKET_IDS.noQuestions}`,
} as const;

interface DemoTicket {
  ticket_id: string;
  project_id: string;
  case_id: string;
  sowsubtype: string;
  start_time: string;
  end_time: string;
  customer_name: string;
  customer_phone: string;
  raw_address: string;
}

const TICKETS: DemoTicket[] = [
  {
    ticket_id: DEMO_TICKET_IDS.laptopRepair,
    project_id: DEMO_PROJECT_IDS.laptops,
    case_id: 'CASE-2026-0417',
    sowsubtype: 'Laptop Repair',
    start_time: '2026-03-02T10:30:00+05:30',
    end_time: '2026-03-02T13:15:00+05:30',
    customer_name: 'Meera Iyer',
    customer_phone: '9812345670',
    raw_address: '14 MG Road, Camp, Pune, Maharashtra 411001',
  },
  {
    ticket_id: DEMO_TICKET_IDS.printerInstall,
    project_id: DEMO_PROJECT_IDS.printers,
    case_id: 'CASE-2026-0532',
    sowsubtype: 'Printer Installation',
    start_time: '2026-03-05T09:00:00+05:30',
    end_time: '2026-03-05T11:45:00+05:30',
    customer_name: 'Arjun Menon',
    customer_phone: '9823456781',
    raw_address: '3rd Floor, Tower B, Cyber City, Gurugram, Haryana 122002',
  },
  {
    ticket_id: DEMO_TICKET_IDS.expiredLink,
    project_id: DEMO_PROJECT_IDS.laptops,
    case_id: 'CASE-2025-1190',
    sowsubtype: 'Laptop Repair',
    start_time: '2025-11-20T14:00:00+05:30',
    end_time: '2025-11-20T16:30:00+05:30',
    customer_name: 'Farah Khan',
    customer_phone: '9834567892',
    raw_address: '22 Park Street, Kolkata, West Bengal 700016',
  },
  {
    ticket_id: DEMO_TICKET_IDS.noQuestions,
    project_id: DEMO_PROJECT_IDS.empty,
    case_id: 'CASE-2026-0610',
    sowsubtype: 'Site Survey',
    start_time: '2026-03-09T11:00:00+05:30',
    end_time: '2026-03-09T12:00:00+05:30',
    customer_name: 'Kiran Rao',
    customer_phone: '9845678903',
    raw_address: '7 Residency Road, Bengaluru, Karnataka 560025',
  },
];

const LINKS: { url_id: string; ticket_id: string; expires_at: string | null }[] = [
  { url_id: DEMO_CSO_URL_IDS.laptopRepair, ticket_id: DEMO_TICKET_IDS.laptopRepair, expires_at: null },
  { url_id: DEMO_CSO_URL_IDS.printerInstall, ticket_id: DEMO_TICKET_IDS.printerInstall, expires_at: null },
  {
    url_id: DEMO_CSO_URL_IDS.expiredLink,
    ticket_id: DEMO_TICKET_IDS.expiredLink,
    expires_at: '2025-12-01T00:00:00Z',
  },
];

/** Unstructured templates per project, oldest first (the form uses the last). */
const UNSTRUCTURED_TEMPLATES: { project_id: string; name: string; data: UnstructuredItem[] }[] = [
  {
    project_id: DEMO_PROJECT_IDS.laptops,
    name: 'Laptop repair details (v1)',
    data: [
      { key: 'Asset tag', is_optional: false, value: '' },
      { key: 'Engineer remarks', is_optional: true, value: '' },
    ],
  },
  {
    project_id: DEMO_PROJECT_IDS.laptops,
    name: 'Laptop repair details (v2)',
    data: [
      { key: 'Asset tag', is_optional: false, value: '' },
      { key: 'Serial number', is_optional: false, value: '' },
      { key: 'Parts replaced', is_optional: true, value: ['Keyboard', 'Battery'] },
      { key: 'Engineer remarks', is_optional: true, value: '' },
    ],
  },
  {
    project_id: DEMO_PROJECT_IDS.printers,
    name: 'Printer installation checklist',
    data: [
      { key: 'Printer model', is_optional: false, value: '' },
      { key: 'IP address', is_optional: false, value: '' },
      { key: 'Trays configured', is_optional: true, value: ['Tray 1', 'Tray 2'] },
    ],
  },
];

/** The satisfaction survey: one question of each of the five types. Spec: operations §2, §3. */
export const DEMO_SURVEY_QUESTIONS: SurveyQuestion[] = [
  {
    id: 1,
    type: 'multiple-choice',
    questionText: 'How satisfied are you with the service?',
    note: 'Choose one answer.',
    options: ['Very satisfied', 'Satisfied', 'Neutral', 'Dissatisfied', 'Very dissatisfied'],
    required: true,
    placeholderText: '',
  },
  {
    id: 2,
    type: 'checkboxes',
    questionText: 'What did the engineer do well?',
    note: 'Choose all that apply.',
    options: ['Arrived on time', 'Explained the problem', 'Kept the area clean', 'Fixed it the first time'],
    required: false,
    placeholderText: '',
  },
  {
    id: 3,
    type: 'dropdown',
    questionText: 'How did you book the visit?',
    note: '',
    options: ['Phone', 'E-mail', 'WhatsApp', 'Website'],
    required: true,
    placeholderText: 'Select a channel',
  },
  {
    id: 4,
    type: 'short-answer',
    questionText: "The engineer's name, if you remember it",
    note: '',
    options: [],
    required: false,
    placeholderText: 'Name',
  },
  {
    id: 5,
    type: 'paragraph',
    questionText: 'Anything else we should know?',
    note: 'Your comments help us improve.',
    options: [],
    required: false,
    placeholderText: 'Your comments',
  },
];

const SURVEY_TEMPLATES = [
  {
    id: 1,
    name: 'Customer satisfaction survey',
    description: 'Tell us how the visit went. It takes about a minute.',
    show_logo: true,
    data: DEMO_SURVEY_QUESTIONS,
    projects: [DEMO_PROJECT_IDS.laptops, DEMO_PROJECT_IDS.printers],
  },
  {
    id: 2,
    name: 'Site survey feedback',
    description: 'No questions yet.',
    show_logo: false,
    data: [] as SurveyQuestion[],
    projects: [DEMO_PROJECT_IDS.empty],
  },
];

/**
 * Inserts the demo tickets, links, unstructured templates and surveys that are missing. Existing
 * rows are never changed, so it is safe on every start. Spec: operations §2, §3.
 */
export async function seedFieldForms(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const ticket of TICKETS) {
      await tx.query(
        `INSERT INTO field_tickets (ticket_id, project_id, case_id, sowsubtype, start_time, end_time,
           customer_name, customer_phone, raw_address)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (ticket_id) DO NOTHING`,
        [
          ticket.ticket_id,
          ticket.project_id,
          ticket.case_id,
          ticket.sowsubtype,
          ticket.start_time,
          ticket.end_time,
          ticket.customer_name,
          ticket.customer_phone,
          ticket.raw_address,
        ],
      );
    }
    // The customers' e-mail addresses (migration 170: where the report PDF goes), set once.
    for (const [ticketId, email] of Object.entries(DEMO_CUSTOMER_EMAILS)) {
      await tx.query(
        'UPDATE field_tickets SET customer_email = $2 WHERE ticket_id = $1 AND customer_email IS NULL',
        [ticketId, email],
      );
    }
    for (const link of LINKS) {
      await tx.query(
        `INSERT INTO cso_links (url_id, ticket_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (url_id) DO NOTHING`,
        [link.url_id, link.ticket_id, link.expires_at],
      );
    }
    const seededProjects = new Set(
      (await tx.query<{ project_id: string }>('SELECT DISTINCT project_id FROM unstructured_templates')).map(
        (row) => row.project_id,
      ),
    );
    for (const template of UNSTRUCTURED_TEMPLATES) {
      if (seededProjects.has(template.project_id)) continue;
      await tx.query('INSERT INTO unstructured_templates (project_id, name, data) VALUES ($1, $2, $3)', [
        template.project_id,
        template.name,
        JSON.stringify(template.data),
      ]);
    }
    for (const survey of SURVEY_TEMPLATES) {
      await tx.query(
        `INSERT INTO csat_templates (id, name, description, show_logo, data) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (id) DO NOTHING`,
        [survey.id, survey.name, survey.description, survey.show_logo, JSON.stringify(survey.data)],
      );
      for (const project of survey.projects) {
        await tx.query(
          `INSERT INTO csat_project_templates (project_id, template_id) VALUES ($1, $2)
           ON CONFLICT (project_id) DO NOTHING`,
          [project, survey.id],
        );
      }
    }
  });
}
