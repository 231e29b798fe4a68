import { defineMessages } from 'react-intl';

/** Texts of the portal chooser (access §1, §2 'Portal chooser'). */
export const portalsMessages = defineMessages({
  title: { id: 'forms.portals.title', defaultMessage: 'Choose your portal' },
  intro: {
    id: 'forms.portals.intro',
    defaultMessage: 'Pick the work area you want to sign in to.',
  },
  pmt: { id: 'forms.portals.pmt', defaultMessage: 'Project Management' },
  pmtDescription: {
    id: 'forms.portals.pmtDescription',
    defaultMessage: 'Tasks, tickets, client projects, quality checks and audits.',
  },
  orion: { id: 'forms.portals.orion', defaultMessage: 'Partner Management' },
  orionDescription: {
    id: 'forms.portals.orionDescription',
    defaultMessage:
      'Marketplace for service partners, vendors and their agents: records, profiles, tickets, payments.',
  },
  fc: { id: 'forms.portals.fc', defaultMessage: 'Finance Central' },
  fcDescription: {
    id: 'forms.portals.fcDescription',
    defaultMessage: 'KYC verification, invoices and payables.',
  },
  customer: { id: 'forms.portals.customer', defaultMessage: 'Customer Portal' },
  customerDescription: {
    id: 'forms.portals.customerDescription',
    defaultMessage: 'For client staff: projects, ticket progress and reports.',
  },
  partnerLogin: { id: 'forms.portals.partnerLogin', defaultMessage: 'Partner Login' },
  partnerLoginDescription: {
    id: 'forms.portals.partnerLoginDescription',
    defaultMessage: 'Sign in with a one-time passphrase sent by WhatsApp or e-mail.',
  },
  partnerApp: { id: 'forms.portals.partnerApp', defaultMessage: 'Partner Mobile App' },
  partnerAppDescription: {
    id: 'forms.portals.partnerAppDescription',
    defaultMessage: 'Get the partner app from the app store.',
  },
  engineerApp: { id: 'forms.portals.engineerApp', defaultMessage: 'Engineer Mobile App' },
  engineerAppDescription: {
    id: 'forms.portals.engineerAppDescription',
    defaultMessage: 'Get the engineer app from the app store.',
  },
});
