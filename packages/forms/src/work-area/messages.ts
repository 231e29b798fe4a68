import { defineMessages } from 'react-intl';

/** Texts of the work-area overview (access §3 'Logged-in user info', §8). */
export const workAreaMessages = defineMessages({
  signedInAs: { id: 'forms.workArea.signedInAs', defaultMessage: 'Signed in as' },
  name: {
    id: 'forms.workArea.name',
    defaultMessage: 'Name',
    description: "Label of the signed-in user's name in the account summary",
  },
  email: { id: 'forms.workArea.email', defaultMessage: 'E-mail' },
  phone: {
    id: 'forms.workArea.phone',
    defaultMessage: 'Phone',
    description: "Label of the signed-in user's phone number in the account summary",
  },
  role: {
    id: 'forms.workArea.role',
    defaultMessage: 'Role',
    description: "Label of the signed-in user's role (job in the portal) in the account summary",
  },
  area: { id: 'forms.workArea.area', defaultMessage: 'Work area' },
  status: {
    id: 'forms.workArea.status',
    defaultMessage: 'Status',
    description: "Label of the partner's status in the account summary",
  },
  loading: { id: 'forms.workArea.loading', defaultMessage: 'Loading your account…' },
  loadFailed: { id: 'forms.workArea.loadFailed', defaultMessage: 'Something went wrong ! please try again.' },
  retry: { id: 'forms.workArea.retry', defaultMessage: 'Try again' },
  orion: { id: 'forms.workArea.orion', defaultMessage: 'Partner Management' },
  fc: { id: 'forms.workArea.fc', defaultMessage: 'Finance Central' },
  ppl: { id: 'forms.workArea.ppl', defaultMessage: 'Finance Central (payables)' },
  pmt: { id: 'forms.workArea.pmt', defaultMessage: 'Project Management' },
  kci: {
    id: 'forms.workArea.kci',
    defaultMessage: 'KCI',
    description: 'Work area name: KCI checks; keep the abbreviation',
  },
  pending: {
    id: 'forms.workArea.pending',
    defaultMessage: 'Pending',
    description: 'Partner status: waiting for approval (adjective: pending)',
  },
  active: {
    id: 'forms.workArea.active',
    defaultMessage: 'Active',
    description: 'Partner status: approved and working (adjective: active)',
  },
});
