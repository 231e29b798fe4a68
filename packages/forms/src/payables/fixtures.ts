import type {
  ClientInvoiceRow,
  FinanceDashboardView,
  InvoiceEntryRow,
  PayablePartnerOption,
  PayableRow,
  PayableTotalsView,
} from './types.ts';

// Demo data of the accounts payable screens (stories and tests).

const partner = (id: number, name: string, city: string) => ({ id, name, city });

/** Unpaid partner invoices: one overdue, two not yet due. */
export const demoPayables: PayableRow[] = [
  {
    id: 31,
    invoiceNumber: 'INV-000009',
    requestNumber: 'IR-000031',
    partner: partner(1, 'Sharma Field Services', 'Mumbai'),
    amount: 125000,
    invoicedAt: '2026-09-28T06:30:00.000Z',
    dueDate: '2026-10-28',
    isOverdue: true,
    paidAt: null,
    paymentDate: null,
    paymentReference: null,
    paidBy: null,
  },
  {
    id: 44,
    invoiceNumber: 'INV-000022',
    requestNumber: 'IR-000044',
    partner: partner(2, 'Iyer Tech Solutions', 'Chennai'),
    amount: 48250.5,
    invoicedAt: '2026-11-12T06:30:00.000Z',
    dueDate: '2026-12-12',
    isOverdue: false,
    paidAt: null,
    paymentDate: null,
    paymentReference: null,
    paidBy: null,
  },
  {
    id: 45,
    invoiceNumber: 'INV-000023',
    requestNumber: 'IR-000045',
    partner: partner(3, 'Reddy Networks', 'Hyderabad'),
    amount: 1234567,
    invoicedAt: '2026-11-20T06:30:00.000Z',
    dueDate: '2026-12-20',
    isOverdue: false,
    paidAt: null,
    paymentDate: null,
    paymentReference: null,
    paidBy: null,
  },
];

/** Totals of {@link demoPayables}. */
export const demoPayableTotals: PayableTotalsView = {
  count: 3,
  amount: 1407817.5,
  overdueCount: 1,
  overdueAmount: 125000,
};

/** Partner filter choices. */
export const demoPayablePartners: PayablePartnerOption[] = demoPayables.map((row) => row.partner);

/** Month filter choices, latest first. */
export const demoPayableMonths = ['2026-11', '2026-10', '2026-09'];

/** Paid partner invoices. */
export const demoPaidInvoices: PayableRow[] = [
  {
    ...demoPayables[0]!,
    id: 12,
    invoiceNumber: 'INV-000004',
    requestNumber: 'IR-000012',
    isOverdue: false,
    paidAt: '2026-11-02T09:15:00.000Z',
    paymentDate: '2026-11-01',
    paymentReference: 'UTR0481200077',
    paidBy: { fullName: 'Demo Finance User' },
  },
];

/** The finance dashboard's figures. */
export const demoFinanceDashboard: FinanceDashboardView = {
  totals: {
    outstanding: 1407817.5,
    overdue: 125000,
    paid: 2350000,
    outstandingCount: 3,
    overdueCount: 1,
    paidCount: 14,
  },
  byMonth: [
    {
      month: '2026-11',
      outstanding: 1282817.5,
      overdue: 0,
      paid: 0,
      outstandingCount: 2,
      overdueCount: 0,
      paidCount: 0,
    },
    {
      month: '2026-09',
      outstanding: 125000,
      overdue: 125000,
      paid: 2350000,
      outstandingCount: 1,
      overdueCount: 1,
      paidCount: 14,
    },
  ],
  byPartner: [
    {
      partner: partner(3, 'Reddy Networks', 'Hyderabad'),
      outstanding: 1234567,
      overdue: 0,
      paid: 0,
      outstandingCount: 1,
      overdueCount: 0,
      paidCount: 0,
    },
    {
      partner: partner(1, 'Sharma Field Services', 'Mumbai'),
      outstanding: 125000,
      overdue: 125000,
      paid: 2350000,
      outstandingCount: 1,
      overdueCount: 1,
      paidCount: 14,
    },
  ],
};

/** A payable partner's invoices in every stage. */
export const demoInvoiceEntries: InvoiceEntryRow[] = [
  {
    id: 1,
    requestNumber: 'IR-000001',
    invoiceNumber: null,
    stage: 'requested',
    amount: 3200,
    createdAt: '2026-11-20T06:30:00.000Z',
    dueDate: null,
    isOverdue: false,
    paymentDate: null,
    paymentReference: null,
  },
  {
    id: 31,
    requestNumber: 'IR-000031',
    invoiceNumber: 'INV-000009',
    stage: 'invoiced',
    amount: 125000,
    createdAt: '2026-09-20T06:30:00.000Z',
    dueDate: '2026-10-28',
    isOverdue: true,
    paymentDate: null,
    paymentReference: null,
  },
  {
    id: 12,
    requestNumber: 'IR-000012',
    invoiceNumber: 'INV-000004',
    stage: 'paid',
    amount: 54000,
    createdAt: '2026-08-20T06:30:00.000Z',
    dueDate: '2026-09-30',
    isOverdue: false,
    paymentDate: '2026-09-25',
    paymentReference: 'UTR0481200077',
  },
];

/** A client company's invoices: paid, issued and overdue. */
export const demoClientInvoices: ClientInvoiceRow[] = [
  {
    id: 1,
    invoiceNumber: 'CI-202610-11',
    project: { code: 'PRJ-101', name: 'HP India Laptop Break-Fix Mumbai' },
    period: '2026-10',
    amount: 250000,
    gstAmount: 45000,
    totalAmount: 295000,
    status: 'issued',
    issuedAt: '2026-11-03',
    dueAt: '2026-12-03',
    paidAt: null,
  },
  {
    id: 2,
    invoiceNumber: 'CI-202609-11',
    project: { code: 'PRJ-101', name: 'HP India Laptop Break-Fix Mumbai' },
    period: '2026-09',
    amount: 180000,
    gstAmount: 32400,
    totalAmount: 212400,
    status: 'overdue',
    issuedAt: '2026-10-03',
    dueAt: '2026-11-02',
    paidAt: null,
  },
  {
    id: 3,
    invoiceNumber: 'CI-202608-11',
    project: { code: 'PRJ-109', name: 'HP India Printer AMC Pune' },
    period: '2026-08',
    amount: 1200000,
    gstAmount: 216000,
    totalAmount: 1416000,
    status: 'paid',
    issuedAt: '2026-09-03',
    dueAt: '2026-10-03',
    paidAt: '2026-09-30',
  },
];
