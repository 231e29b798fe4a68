import type { PartnerOption, TicketDetailData, TicketRow } from './types.ts';

// Story and test data. `demoNow` is the fixed 'now' the SLA texts are computed against.

/** 25 Nov 2026, 10:00 in the browser's time zone. */
export const demoNow = new Date(2026, 10, 25, 10, 0, 0);

const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

const base: TicketRow = {
  ticketId: '6f1c2a9e0b3d4e5f8a7b6c5d4e3f2a10',
  ticketNumber: 'TKT-260017',
  caseId: 'CASE-88120',
  sowSubtype: 'Installation',
  project: { id: 3, name: 'Voltas AC rollout' },
  clientName: 'Voltas Ltd',
  customerName: 'Meera Iyer',
  district: 'Pune',
  state: 'Maharashtra',
  pincode: '411001',
  priority: 'high',
  status: 'new',
  slaDueAt: at(25, 13, 20),
  partner: null,
  engineerName: null,
  visitStart: null,
  visitEnd: null,
  createdAt: at(24, 9),
  updatedAt: at(24, 9),
  version: 1,
  allowedActions: ['assign', 'cancel'],
};

/** Tickets in several states: new (due today), scheduled, overdue on hold, completed. */
export const demoTicketRows: TicketRow[] = [
  base,
  {
    ...base,
    ticketId: '7a2b3c4d5e6f708192a3b4c5d6e7f801',
    ticketNumber: 'TKT-260018',
    customerName: 'Rahul Deshpande',
    district: 'Mumbai Suburban',
    priority: 'medium',
    status: 'scheduled',
    slaDueAt: at(27, 18),
    partner: { id: 11, name: 'Rao Field Services' },
    engineerName: 'Sanjay Patil',
    visitStart: at(26, 10),
    visitEnd: at(26, 12),
    allowedActions: ['schedule', 'start', 'hold', 'cancel'],
  },
  {
    ...base,
    ticketId: '8b3c4d5e6f708192a3b4c5d6e7f80112',
    ticketNumber: 'TKT-260019',
    customerName: 'Fatima Shaikh',
    district: 'Thane',
    priority: 'critical',
    status: 'on_hold',
    slaDueAt: at(25, 8),
    partner: { id: 12, name: 'Coolcare Services' },
    allowedActions: ['resume', 'cancel'],
  },
  {
    ...base,
    ticketId: '9c4d5e6f708192a3b4c5d6e7f8011223',
    ticketNumber: 'TKT-260020',
    customerName: 'Arjun Nair',
    priority: 'low',
    status: 'completed',
    slaDueAt: at(24, 18),
    partner: { id: 11, name: 'Rao Field Services' },
    engineerName: 'Sanjay Patil',
    visitStart: at(24, 10),
    visitEnd: at(24, 11, 30),
    allowedActions: ['qc_pass', 'qc_reject'],
  },
];

/** Partners covering pincode 411001. */
export const demoPartners: PartnerOption[] = [
  { id: 11, name: 'Rao Field Services', district: 'Pune', activeTickets: 4, rating: 4.5 },
  { id: 12, name: 'Coolcare Services', district: 'Pune', activeTickets: 12, rating: 3.8 },
  { id: 14, name: 'Deccan Cooling', district: 'Pimpri-Chinchwad', activeTickets: 0, rating: null },
];

/** A 1×1 transparent PNG standing in for a signature. */
const signature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A new ticket: nothing done yet. */
export const demoNewTicket: TicketDetailData = {
  ...base,
  customerPhone: '9876543210',
  rawAddress: 'Flat 4B, Sai Residency, FC Road, Shivajinagar',
  productName: 'Split AC',
  productModel: 'Voltas 183V Vectra',
  serialNumber: 'VT183V-2291-0045',
  holdReason: null,
  qcRemarks: null,
  events: [
    {
      id: 1,
      at: at(24, 9),
      actorName: 'Priya Kulkarni',
      action: 'created',
      oldValue: null,
      newValue: 'new',
      note: null,
    },
  ],
  report: null,
  files: [],
  surveyAnswers: [],
  tasks: [],
  escalations: [],
};

/** A scheduled ticket with a partner, engineer, visit window, an open task and an escalation. */
export const demoScheduledTicket: TicketDetailData = {
  ...demoNewTicket,
  status: 'scheduled',
  partner: { id: 11, name: 'Rao Field Services' },
  engineerName: 'Sanjay Patil',
  visitStart: at(25, 14),
  visitEnd: at(25, 16),
  version: 3,
  allowedActions: ['schedule', 'start', 'hold', 'cancel'],
  events: [
    ...demoNewTicket.events,
    {
      id: 2,
      at: at(24, 11),
      actorName: 'Priya Kulkarni',
      action: 'assign',
      oldValue: null,
      newValue: 'Rao Field Services',
      note: null,
    },
    {
      id: 3,
      at: at(24, 15, 30),
      actorName: 'Priya Kulkarni',
      action: 'schedule',
      oldValue: null,
      newValue: '25 Nov 2026, 2:00 pm',
      note: 'Customer asked for the afternoon',
    },
    {
      id: 4,
      at: at(25, 9),
      actorName: 'Priya Kulkarni',
      action: 'escalate',
      oldValue: null,
      newValue: 'high',
      note: 'Customer called twice',
    },
  ],
  tasks: [
    {
      id: 41,
      title: 'Confirm the visit with the customer',
      assignee: 'Anita Joshi',
      status: 'open',
      dueDate: '2026-11-25',
      remarks: '',
    },
  ],
  escalations: [
    { id: 7, reason: 'Customer called twice', priority: 'high', status: 'open', escalatedAt: at(25, 9) },
  ],
};

/** A completed ticket with its report, signatures, rating, files and survey answers. */
export const demoCompletedTicket: TicketDetailData = {
  ...demoScheduledTicket,
  status: 'completed',
  version: 6,
  allowedActions: ['qc_pass', 'qc_reject'],
  events: [
    ...demoScheduledTicket.events,
    {
      id: 5,
      at: at(25, 14, 5),
      actorName: 'Sanjay Patil',
      action: 'start',
      oldValue: 'scheduled',
      newValue: 'in_progress',
      note: null,
    },
    {
      id: 6,
      at: at(25, 15, 40),
      actorName: 'Sanjay Patil',
      action: 'report_submitted',
      oldValue: null,
      newValue: null,
      note: null,
    },
    {
      id: 7,
      at: at(25, 15, 45),
      actorName: 'Sanjay Patil',
      action: 'complete',
      oldValue: 'in_progress',
      newValue: 'completed',
      note: null,
    },
    {
      id: 8,
      at: at(25, 16, 10),
      actorName: 'Meera Iyer',
      action: 'feedback_submitted',
      oldValue: null,
      newValue: '5',
      note: null,
    },
  ],
  report: {
    submittedAt: at(25, 15, 40),
    fields: [
      { label: 'Work done', value: 'Installed indoor and outdoor units, vacuumed the lines' },
      { label: 'Gas pressure', value: '120 psi' },
    ],
    engineerSignature: signature,
    customerSignature: signature,
    rating: 5,
    customerComment: 'Quick and tidy work.',
    feedbackAt: at(25, 16, 10),
  },
  files: [
    {
      key: 'tickets/260017/site-photo.jpg',
      name: 'site-photo.jpg',
      sizeBytes: 2_457_600,
      uploadedAt: at(25, 15, 30),
    },
    { key: 'tickets/260017/invoice.pdf', name: 'invoice.pdf', sizeBytes: 48_128, uploadedAt: at(25, 15, 35) },
  ],
  surveyAnswers: [
    { question: 'Was the engineer on time?', answer: 'Yes' },
    { question: 'How likely are you to recommend us?', answer: '9' },
  ],
  tasks: [{ ...demoScheduledTicket.tasks[0]!, status: 'closed', remarks: 'Customer confirmed by phone' }],
  escalations: [{ ...demoScheduledTicket.escalations[0]!, status: 'resolved' }],
};

/** A ticket QC rejected, with the remarks, waiting for rework. */
export const demoQcRejectedTicket: TicketDetailData = {
  ...demoCompletedTicket,
  status: 'qc_rejected',
  version: 7,
  qcRemarks: 'The outdoor unit photo is missing.',
  allowedActions: ['rework', 'cancel'],
  events: [
    ...demoCompletedTicket.events,
    {
      id: 9,
      at: at(25, 17),
      actorName: 'Kiran Rao',
      action: 'qc_reject',
      oldValue: 'completed',
      newValue: 'qc_rejected',
      note: 'The outdoor unit photo is missing.',
    },
  ],
};

/** A closed ticket: nothing left to do. */
export const demoClosedTicket: TicketDetailData = {
  ...demoCompletedTicket,
  status: 'closed',
  version: 9,
  allowedActions: [],
  events: [
    ...demoCompletedTicket.events,
    {
      id: 10,
      at: at(25, 17),
      actorName: 'Kiran Rao',
      action: 'qc_pass',
      oldValue: 'completed',
      newValue: 'qc_passed',
      note: null,
    },
    {
      id: 11,
      at: at(25, 18),
      actorName: 'Priya Kulkarni',
      action: 'close',
      oldValue: 'qc_passed',
      newValue: 'closed',
      note: null,
    },
  ],
};
