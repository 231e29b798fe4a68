import { defineMessages } from 'react-intl';

/** Display names of the 21 roles (operations §6), keyed by the role value the server sends. */
export const roleMessages = defineMessages({
  admin: { id: 'forms.role.admin', defaultMessage: 'Admin', description: 'Role name: administrator' },
  project_manager: { id: 'forms.role.project_manager', defaultMessage: 'Project Manager' },
  coordinator: { id: 'forms.role.coordinator', defaultMessage: 'Coordinator' },
  kci: {
    id: 'forms.role.kci',
    defaultMessage: 'KCI',
    description: 'Role name: KCI (key control indicator) checkers; keep the abbreviation',
  },
  auditor_user: { id: 'forms.role.auditor_user', defaultMessage: 'Auditor' },
  finance_user: { id: 'forms.role.finance_user', defaultMessage: 'Finance User' },
  accounts_user: { id: 'forms.role.accounts_user', defaultMessage: 'Accounts User' },
  data_entry: { id: 'forms.role.data_entry', defaultMessage: 'Data Entry' },
  client_user: { id: 'forms.role.client_user', defaultMessage: 'Client User' },
  client_manager: { id: 'forms.role.client_manager', defaultMessage: 'Client Manager' },
  client_admin: { id: 'forms.role.client_admin', defaultMessage: 'Client Admin' },
  client_invoicer: { id: 'forms.role.client_invoicer', defaultMessage: 'Client Invoicer' },
  qc: {
    id: 'forms.role.qc',
    defaultMessage: 'QC',
    description:
      'Role name: quality control staff who check completed field work (abbreviation, usually kept)',
  },
  customer_connect: { id: 'forms.role.customer_connect', defaultMessage: 'Customer Connect' },
  payable_partner_user: { id: 'forms.role.payable_partner_user', defaultMessage: 'Payable Partner User' },
  verify_scheduler: { id: 'forms.role.verify_scheduler', defaultMessage: 'Verify Scheduler' },
  agent: {
    id: 'forms.role.agent',
    defaultMessage: 'Agent',
    description: "Role name: agent (staff who handles partners' requests)",
  },
  internal_agent: { id: 'forms.role.internal_agent', defaultMessage: 'Internal Agent' },
  qa: {
    id: 'forms.role.qa',
    defaultMessage: 'QA',
    description: 'Role name: quality assurance staff (abbreviation, usually kept)',
  },
  partner: { id: 'forms.role.partner', defaultMessage: 'Partner' },
  partner_employee: { id: 'forms.role.partner_employee', defaultMessage: 'Partner Employee' },
});
