/** `@partner-portal/api/hooks`: React context and SWR hooks over the API client. */
export { ApiProvider, useApiClient } from '../hooks/ApiProvider.tsx';
export type { ApiProviderProps } from '../hooks/ApiProvider.tsx';
export { API_MAX_RETRIES, API_RETRY_BASE_MS, apiOnErrorRetry, swrConfig } from '../hooks/swrConfig.ts';
export { useLoginUserInfo } from '../hooks/useLoginUserInfo.ts';
export { useLogin } from '../hooks/useLogin.ts';
export type { LoginKey } from '../hooks/useLogin.ts';
export { useLogout } from '../hooks/useLogout.ts';
export type { LogoutArg, LogoutKey } from '../hooks/useLogout.ts';
export {
  useClientSignUp,
  useConfirmPasswordReset,
  useRequestAccountDeletion,
  useRequestPasswordReset,
  useSendPassphrase,
  useSignUp,
  useVerifyPassphrase,
} from '../hooks/useOnboarding.ts';
export type { PassphraseTarget } from '../hooks/useOnboarding.ts';
export { useAppVersion } from '../hooks/useAppVersion.ts';
export { useDemoInbox, useDemoMode } from '../hooks/useDemoInbox.ts';
export { useAttendance, useAttendanceRecords, usePunch } from '../hooks/useAttendance.ts';
export type { PunchKey } from '../hooks/useAttendance.ts';
export { useReferredByListing } from '../hooks/useReferredByListing.ts';
export { useCompanyByEmail, useCompanyByWhatsApp } from '../hooks/useCompanyLookup.ts';
export type { CompanyLookupOptions } from '../hooks/useCompanyLookup.ts';
export { usePinLookup, usePostalCodeLookup } from '../hooks/usePinLookup.ts';
export {
  useAddRegistrationContact,
  useSaveRegistrationCompany,
  useSaveRegistrationIdentity,
  useSendRegistrationOtp,
  useVerifyRegistrationOtp,
} from '../hooks/usePartnerRegistration.ts';
export type { PartnerRegistrationKey } from '../hooks/usePartnerRegistration.ts';
export { apiKeys } from '../keys.ts';
export type { ApiKey } from '../keys.ts';
export { useSaveUnstructuredData, useUnstructuredTemplates } from '../hooks/useUnstructuredData.ts';
export type { UnstructuredDataSaveKey } from '../hooks/useUnstructuredData.ts';
export { useSatisfactionSurvey, useSubmitSatisfactionSurvey } from '../hooks/useSatisfactionSurvey.ts';
export type { SatisfactionSurveySubmitKey } from '../hooks/useSatisfactionSurvey.ts';
export {
  useQuestionnaire,
  useQuestionnaireQuestion,
  useQuestionnaires,
  useRespondQuestionnaire,
} from '../hooks/useQuestionnaire.ts';
export type { QuestionnaireQuestionKey, QuestionnaireRespondKey } from '../hooks/useQuestionnaire.ts';
export { useSubmitProfilingQuestionnaire } from '../hooks/useProfilingQuestionnaire.ts';
export type { ProfilingSubmitKey } from '../hooks/useProfilingQuestionnaire.ts';
export {
  useCreateServiceCallReport,
  useServiceCallReportFeedback,
  useServiceCallReportLink,
} from '../hooks/useServiceCallReport.ts';
export type { ServiceCallReportKey } from '../hooks/useServiceCallReport.ts';
export { useCreateWarehouse, useWarehouses } from '../hooks/useWarehouses.ts';
export type { CreateWarehouseKey } from '../hooks/useWarehouses.ts';
export { useDoaSpares, useReturnSpare, useSpareTrackDetail, useSpareTracking } from '../hooks/useSpares.ts';
export type { ReturnSpareKey } from '../hooks/useSpares.ts';
export { useDashboardAnalytics } from '../hooks/useDashboardAnalytics.ts';
export { useReviewVendorData, useVendorDataReview } from '../hooks/useVendorDataReview.ts';
export type { ReviewVendorDataKey } from '../hooks/useVendorDataReview.ts';
export { useVendorInteractions } from '../hooks/useVendorInteractions.ts';
export { useRequestPartnerRemoval } from '../hooks/usePartnerRemoval.ts';
export type { RequestPartnerRemovalKey } from '../hooks/usePartnerRemoval.ts';
export { usePincodePartners } from '../hooks/usePincodePartners.ts';
export { useCloseTasks, useProjects, useTasks } from '../hooks/useProjects.ts';
export {
  useBulkAssignTickets,
  useCreateTicket,
  useEscalateTicket,
  useMoveTicket,
  useTicket,
  useTicketFacets,
  useTicketLinks,
  useTicketPartners,
  useTickets,
} from '../hooks/useTickets.ts';
export type { TicketEscalationArg, TicketMoveArg } from '../hooks/useTickets.ts';
export type { CloseTasksKey } from '../hooks/useProjects.ts';
export { useEscalations } from '../hooks/useEscalations.ts';
export { useMarkNotificationsRead, useNotifications } from '../hooks/useNotifications.ts';
export { useAddTicketNote, useTicketNotes } from '../hooks/useTicketNotes.ts';
export { useCreateSurvey, useStaffSurvey, useStaffSurveys, useUpdateSurvey } from '../hooks/useSurveys.ts';
export { useCreateSowAction, useSowActions } from '../hooks/useSowActions.ts';
export type { CreateSowActionKey } from '../hooks/useSowActions.ts';
export {
  useCreateInvoiceRequest,
  useGeneratePartnerInvoice,
  useInvoiceRequestPartners,
  useInvoiceRequests,
  useInvoiceRequestTaskCount,
  useInvoicingWorkOrders,
  useResendPartnerInvoice,
  useRetryPartnerInvoice,
  useReviewInvoiceRequest,
} from '../hooks/useInvoiceRequests.ts';
export type {
  GeneratePartnerInvoiceKey,
  ResendPartnerInvoiceKey,
  RetryPartnerInvoiceKey,
  CreateInvoiceRequestKey,
  ReviewInvoiceRequestArg,
  ReviewInvoiceRequestKey,
} from '../hooks/useInvoiceRequests.ts';
export {
  useClientInvoiceDownload,
  useClientInvoices,
  useFinanceDashboard,
  useMarkPaid,
  usePaidInvoices,
  usePartnerInvoiceEntries,
  usePartnerInvoiceEntryDownload,
  usePayables,
  usePayablesExport,
} from '../hooks/usePayables.ts';
export { useFinanceActions, useTppTransactions } from '../hooks/useFinanceWork.ts';
export type {
  ClientInvoiceDownloadKey,
  MarkPaidKey,
  PartnerInvoiceEntryDownloadKey,
  PayablesExportArg,
  PayablesExportKey,
} from '../hooks/usePayables.ts';
export {
  useAddWhatsAppNumber,
  useChatContacts,
  useChatCredentialsFetcher,
  useChatUserSearch,
  useChatUsers,
  useSendWhatsAppMessage,
  useWhatsAppConversations,
  useWhatsAppMessages,
  WHATSAPP_POLL_MS,
} from '../hooks/useChat.ts';
export {
  useAccountOptions,
  useDecideKyc,
  useIfscLookup,
  useKycDocumentLink,
  useKycQueue,
  useKycReview,
  usePartnerDocumentDownload,
  usePartnerDocumentLink,
  usePartnerRecord,
  usePartnerRecordFacets,
  usePartnerRecords,
  usePartnerTicketReportLink,
  useRespondToTicket,
  useSaveBankDetails,
  useAccountTicketReportLink,
} from '../hooks/usePartnerRecords.ts';
export type {
  BankDetailsArg,
  DocumentLinkArg,
  KycDecisionArg,
  TicketResponseArg,
} from '../hooks/usePartnerRecords.ts';
export {
  useAuditDocumentLink,
  useAuditDocuments,
  useCompleteKciTask,
  useKciTasks,
  useRawAddresses,
  useRecordVerification,
  useResolveRawAddress,
  useReviewAuditDocument,
  useScheduleVerification,
  useVerifications,
} from '../hooks/useVerificationWork.ts';
export type {
  CompleteKciTaskArg,
  RecordVerificationArg,
  ResolveRawAddressArg,
  ReviewAuditDocumentArg,
  ScheduleVerificationArg,
} from '../hooks/useVerificationWork.ts';
export { usePartnerPlans, useRateCard, useRateCards } from '../hooks/useRateCards.ts';
export {
  useAddPasskey,
  useCompleteSecondStep,
  useConfirmTotp,
  usePasskeySignIn,
  usePasskeys,
  useRemovePasskey,
  useRemoveTotp,
  useRenamePasskey,
  useStartTotp,
  useTotpState,
} from '../hooks/useSecondFactor.ts';
export type { PasskeyCeremonyRunner, SecondStep } from '../hooks/useSecondFactor.ts';
