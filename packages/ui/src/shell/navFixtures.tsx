import type { NavGroup } from './navigation';

function Icon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round">
      <path d={path} />
    </svg>
  );
}

/** A finance-like menu for stories and tests (the real menus per role live in the app). */
export const financeMenu: NavGroup[] = [
  {
    id: 'top',
    items: [
      { id: 'kyc', label: 'Verify KYC', href: '/finance', icon: <Icon path="M3 8l3 3 7-7" /> },
      {
        id: 'request',
        label: 'Invoice Request',
        href: '/invoice-request',
        icon: <Icon path="M4 2h8v12H4z" />,
      },
    ],
  },
  {
    id: 'partner-invoice',
    label: 'Partner Invoice',
    items: [
      { id: 'add-invoice', label: 'Add Invoice', href: '/partner-invoice' },
      { id: 'verify-invoice', label: 'Verify Invoice', href: '/partner-invoice-review' },
    ],
  },
  {
    id: 'transactions',
    label: 'Transactions',
    items: [
      { id: 'tpp', label: 'TPP Transactions', href: '/tpp-transactions' },
      { id: 'payables', label: 'Payables', href: '/payables' },
    ],
  },
  {
    id: 'rest',
    items: [
      { id: 'actions', label: 'Actions', href: '/actions', badge: 3, icon: <Icon path="M8 2v12M2 8h12" /> },
      {
        id: 'dashboard',
        label: 'Dashboard',
        href: '/finance-dashboard',
        icon: <Icon path="M2 2h5v5H2zM9 9h5v5H9z" />,
      },
    ],
  },
];

const links = (...entries: [id: string, label: string][]) =>
  entries.map(([id, label]) => ({ id, label, href: `/${id}` }));

/** A coordinator-like menu of a landing link and many groups, for stories and tests of the one-row bar. */
export const operationsMenu: NavGroup[] = [
  { id: 'home', items: links(['coordinator-dashboard', 'Coordinator Dashboard']) },
  {
    id: 'projects',
    label: 'Projects',
    items: links(
      ['coordinator-project-list', 'Coordinator Project List'],
      ['project-expense', 'Project Expense'],
    ),
  },
  {
    id: 'tickets',
    label: 'Tickets',
    items: links(
      ['ticket-list', 'Ticket List'],
      ['create-ticket', 'Create Ticket'],
      ['create-techlocal-ticket', 'Create Techlocal Ticket'],
      ['auto-allocate', 'Auto Allocate'],
    ),
  },
  {
    id: 'tasks',
    label: 'Tasks',
    items: links(
      ['tasks', 'Tasks'],
      ['escalate-tasks', 'Escalate Tasks'],
      ['escalate', 'Escalate'],
      ['to-do', 'To-Do'],
    ),
  },
  {
    id: 'invoices',
    label: 'Invoices',
    items: links(['invoice-requests', 'Invoice Requests'], ['partner-invoices', 'Partner Invoices']),
  },
  {
    id: 'resources',
    label: 'Resources',
    items: links(
      ['spare-management', 'Spare Management'],
      ['raw-address', 'Raw Address'],
      ['tools', 'Tools'],
    ),
  },
  {
    id: 'communication',
    label: 'Communication',
    items: links(['chat', 'Chat'], ['notification-dashboard', 'Notification Dashboard']),
  },
];

/** Arabic labels of the fixture menus' items and groups (data for the Arabic stories). */
const ARABIC_LABELS: Record<string, string> = {
  'Verify KYC': 'التحقق من اعرف عميلك',
  'Invoice Request': 'طلب فاتورة',
  'Partner Invoice': 'فاتورة الشريك',
  'Add Invoice': 'إضافة فاتورة',
  'Verify Invoice': 'التحقق من الفاتورة',
  Transactions: 'المعاملات',
  'TPP Transactions': 'معاملات الطرف الثالث',
  Payables: 'المستحقات',
  Actions: 'الإجراءات',
  Dashboard: 'لوحة التحكم',
  'Coordinator Dashboard': 'لوحة المنسق',
  Projects: 'المشاريع',
  'Coordinator Project List': 'مشاريع المنسق',
  'Project Expense': 'مصروفات المشروع',
  Tickets: 'التذاكر',
  'Ticket List': 'قائمة التذاكر',
  'Create Ticket': 'إنشاء تذكرة',
  'Create Techlocal Ticket': 'إنشاء تذكرة Techlocal',
  'Auto Allocate': 'توزيع تلقائي',
  Tasks: 'المهام',
  'Escalate Tasks': 'تصعيد المهام',
  Escalate: 'تصعيد',
  'To-Do': 'قائمة المهام',
  Invoices: 'الفواتير',
  'Invoice Requests': 'طلبات الفواتير',
  'Partner Invoices': 'فواتير الشركاء',
  Resources: 'الموارد',
  'Spare Management': 'إدارة قطع الغيار',
  'Raw Address': 'العناوين الخام',
  Tools: 'الأدوات',
  Communication: 'التواصل',
  Chat: 'الدردشة',
  'Notification Dashboard': 'لوحة الإشعارات',
};

const inArabic = (groups: NavGroup[]): NavGroup[] =>
  groups.map((group) => ({
    ...group,
    ...(group.label === undefined ? {} : { label: ARABIC_LABELS[group.label] ?? group.label }),
    items: group.items.map((item) => ({ ...item, label: ARABIC_LABELS[item.label] ?? item.label })),
  }));

/** {@link financeMenu} with Arabic labels (same ids and links), for the Arabic stories. */
export const financeMenuArabic: NavGroup[] = inArabic(financeMenu);

/** {@link operationsMenu} with Arabic labels (same ids and links), for the Arabic stories. */
export const operationsMenuArabic: NavGroup[] = inArabic(operationsMenu);
