import { defineMessages } from 'react-intl';

/** Texts of the work-area overview (access §3 'Logged-in user info', §8). */
export const workAreaMessages = defineMessages({
  signedInAs: { id: 'forms.workArea.signedInAs', defaultMessage: 'Signed in as' },
  name: { id: 'forms.workArea.name', defaultMessage: 'Name' },
  email: { id: 'forms.workArea.email', defaultMessage: 'E-mail' },
  phone: { id: 'forms.workArea.phone', defaultMessage: 'Phone' },
  role: { id: 'forms.workArea.role', defaultMessage: 'Role' },
  area: { id: 'forms.workArea.area', defaultMessage: 'Work area' },
  status: { id: 'forms.workArea.status', defaultMessage: 'Status' },
  loading: { id: 'forms.workArea.loading', defaultMessage: 'Loading your account…' },
  loadFailed: { id: 'forms.workArea.loadFailed', defaultMessage: 'Something went wrong ! please try again.' },
  retry: { id: 'forms.workArea.retry', defaultMessage: 'Try again' },
  orion: { id: 'forms.workArea.orion', defaultMessage: 'Partner Management' },
  fc: { id: 'forms.workArea.fc', defaultMessage: 'Finance Central' },
  ppl: { id: 'forms.workArea.ppl', defaultMessage: 'Finance Central (payables)' },
  pmt: { id: 'forms.workArea.pmt', defaultMessage: 'Project Management' },
  kci: { id: 'forms.workArea.kci', defaultMessage: 'KCI' },
  pending: { id: 'forms.workArea.pending', defaultMessage: 'Pending' },
  active: { id: 'forms.workArea.active', defaultMessage: 'Active' },
});
