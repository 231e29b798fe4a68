import { defineMessages } from 'react-intl';

/** Texts of the partner record routes (the screens' own texts are in forms/partner-records). */
export const partnerRecordRouteMessages = defineMessages({
  backToRecords: { id: 'portal.partnerRecords.back', defaultMessage: 'All records' },
  openRegistered: { id: 'portal.partnerRecords.registered', defaultMessage: 'Registered partners' },
  registeredDescription: {
    id: 'portal.partnerRecords.registeredDescription',
    defaultMessage: 'Partners whose KYC is verified and who take tickets.',
  },
  rejectedDescription: {
    id: 'portal.partnerRecords.rejectedDescription',
    defaultMessage: 'Records whose KYC was rejected, with the reason given to the partner.',
  },
  kycDescription: {
    id: 'portal.partnerRecords.kycDescription',
    defaultMessage: 'Partners whose KYC documents are complete, oldest first. Open one to verify it.',
  },
  backToQueue: { id: 'portal.partnerRecords.backToQueue', defaultMessage: 'Back to the KYC queue' },
  myProfile: { id: 'portal.partnerRecords.myProfile', defaultMessage: 'My Profile' },
  documentFailed: {
    id: 'portal.partnerRecords.documentFailed',
    defaultMessage: 'The document could not be opened.',
  },
});
