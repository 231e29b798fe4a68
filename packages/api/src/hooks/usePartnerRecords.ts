import { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { ListResponse } from '../resources/lists.ts';
import type {
  AccountOptions,
  BankBranch,
  BankDetailsInput,
  KycDecision,
  KycDocument,
  KycQueueItem,
  KycQueueQuery,
  KycReview,
  PartnerProfile,
  PartnerRecord,
  PartnerRecordQuery,
  PartnerTicket,
  SignedLink,
  TicketResponse,
} from '../resources/partnerRecords.ts';
import { useApiClient } from './ApiProvider.tsx';
import { keyHasPrefix, useApiRead, useRevalidatePrefix } from './useApiList.ts';

type Config<T> = SWRConfiguration<T, ApiError>;

/** Partner records (GET /partner/records/); `null` skips. Issue 14: /records, /registered-partners, /rejected. */
export function usePartnerRecords(
  query: PartnerRecordQuery | null = {},
  config?: Config<ListResponse<PartnerRecord>>,
): SWRResponse<ListResponse<PartnerRecord>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.partnerRecords.list(query) : null,
    () => client.partnerRecords.list(query ?? {}),
    config,
  );
}

/** District filter choices of the records list. */
export function usePartnerRecordFacets(
  config?: Config<{ districts: string[] }>,
): SWRResponse<{ districts: string[] }, ApiError> {
  const client = useApiClient();
  return useApiRead(apiKeys.partnerRecords.facets(), () => client.partnerRecords.facets(), config);
}

/** One partner record (/detail/{uuid}); `null` skips. A partner gets a 404 for another's uuid. */
export function usePartnerRecord(
  uuid: string | null,
  config?: Config<PartnerProfile>,
): SWRResponse<PartnerProfile, ApiError> {
  const client = useApiClient();
  return useApiRead(
    uuid ? apiKeys.partnerRecords.detail(uuid) : null,
    () => client.partnerRecords.get(uuid ?? ''),
    config,
  );
}

/** The signed-in partner's or partner employee's account and tickets (/account-options). */
export function useAccountOptions(config?: Config<AccountOptions>): SWRResponse<AccountOptions, ApiError> {
  const client = useApiClient();
  return useApiRead(
    apiKeys.partnerRecords.accountOptions(),
    () => client.partnerRecords.accountOptions(),
    config,
  );
}

/** The bank branch of an IFSC (operations §7 'Other'); `null` (not a complete code yet) skips. */
export function useIfscLookup(
  code: string | null,
  config?: Config<BankBranch>,
): SWRResponse<BankBranch, ApiError> {
  const client = useApiClient();
  return useApiRead(
    code ? apiKeys.partnerRecords.ifsc(code) : null,
    () => client.partnerRecords.ifsc(code ?? ''),
    config,
  );
}

/** What {@link usePartnerDocumentLink} and {@link useKycDocumentLink} take. */
export interface DocumentLinkArg {
  uuid: string;
  document: KycDocument;
}

/**
 * A signed download link of a record's scan, valid 300 s, saved as 'declaration_file.docx'
 * (`trigger({ uuid, document })`; operations §7 'File upload' 3; issue 20).
 */
export function usePartnerDocumentDownload(): SWRMutationResponse<
  SignedLink & { filename: string },
  ApiError,
  ReturnType<typeof apiKeys.partnerRecords.write>,
  DocumentLinkArg
> {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.partnerRecords.write('document-download'),
    (_key, { arg }: { arg: DocumentLinkArg }) =>
      client.partnerRecords.documentDownload(arg.uuid, arg.document),
  );
}

/** A signed display link of a record's scan, valid 60 s (`trigger({ uuid, document })`). */
export function usePartnerDocumentLink(): SWRMutationResponse<
  SignedLink,
  ApiError,
  ReturnType<typeof apiKeys.partnerRecords.write>,
  DocumentLinkArg
> {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.partnerRecords.write('document-link'),
    (_key, { arg }: { arg: DocumentLinkArg }) => client.partnerRecords.documentLink(arg.uuid, arg.document),
  );
}

/** What {@link useRespondToTicket} takes. */
export interface TicketResponseArg {
  uuid: string;
  ticketId: string;
  action: TicketResponse;
  version: number;
  reason?: string;
}

/**
 * The assigned partner accepts or declines a ticket (`trigger({ uuid, ticketId, action, version,
 * reason? })`), then revalidates the partner records and tickets. Rejects with the server's 409
 * (status, second accept, stale version) or 400 (decline without reason).
 */
export function useRespondToTicket(): SWRMutationResponse<
  { message: string; ticket: PartnerTicket },
  ApiError,
  ReturnType<typeof apiKeys.partnerRecords.write>,
  TicketResponseArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.partnerRecords.write('respond'),
    (_key, { arg }: { arg: TicketResponseArg }) =>
      client.partnerRecords.respond(arg.uuid, arg.ticketId, {
        action: arg.action,
        version: arg.version,
        ...(arg.reason !== undefined && { reason: arg.reason }),
      }),
    { onSuccess: () => revalidate(apiKeys.partnerRecords.all(), apiKeys.tickets.all()) },
  );
}

/** The service call report link of a ticket on /account-options (`trigger({ ticketId })`). */
export function useAccountTicketReportLink(): SWRMutationResponse<
  { serviceCallReport: string; expiresAt: string },
  ApiError,
  ReturnType<typeof apiKeys.partnerRecords.write>,
  { ticketId: string }
> {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.partnerRecords.write('report-link'),
    (_key, { arg }: { arg: { ticketId: string } }) => client.partnerRecords.accountReportLink(arg.ticketId),
  );
}

/** What {@link useSaveBankDetails} takes. */
export interface BankDetailsArg extends BankDetailsInput {
  uuid: string;
}

/**
 * Saves a record's bank details (`trigger({ uuid, accountName, accountNumber, ifsc })`), then
 * revalidates the partner records. Rejects with the server's 400 (bad number, IFSC malformed or
 * with no known branch), 403 or 404 (another partner's record).
 */
export function useSaveBankDetails(): SWRMutationResponse<
  { message: string; record: PartnerProfile },
  ApiError,
  ReturnType<typeof apiKeys.partnerRecords.write>,
  BankDetailsArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.partnerRecords.write('bank'),
    (_key, { arg: { uuid, ...bank } }: { arg: BankDetailsArg }) => client.partnerRecords.saveBank(uuid, bank),
    { onSuccess: () => revalidate(apiKeys.partnerRecords.all()) },
  );
}

/** The service call report link of the partner's own ticket (`trigger({ uuid, ticketId })`). */
export function usePartnerTicketReportLink(): SWRMutationResponse<
  { serviceCallReport: string; expiresAt: string },
  ApiError,
  ReturnType<typeof apiKeys.partnerRecords.write>,
  { uuid: string; ticketId: string }
> {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.partnerRecords.write('report-link'),
    (_key, { arg }: { arg: { uuid: string; ticketId: string } }) =>
      client.partnerRecords.reportLink(arg.uuid, arg.ticketId),
  );
}

/** The KYC verification queue (GET /finance/kyc-verification/); `null` skips. */
export function useKycQueue(
  query: KycQueueQuery | null = {},
  config?: Config<ListResponse<KycQueueItem>>,
): SWRResponse<ListResponse<KycQueueItem>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.kycVerification.list(query) : null,
    () => client.kycVerification.list(query ?? {}),
    config,
  );
}

/** One KYC for the verifier (/kyc-verify/{id}); `null` skips. */
export function useKycReview(
  uuid: string | null,
  config?: Config<KycReview>,
): SWRResponse<KycReview, ApiError> {
  const client = useApiClient();
  return useApiRead(
    uuid ? apiKeys.kycVerification.detail(uuid) : null,
    () => client.kycVerification.get(uuid ?? ''),
    config,
  );
}

/** A signed display link of a scan for the verifier, valid 60 s (`trigger({ uuid, document })`). */
export function useKycDocumentLink(): SWRMutationResponse<
  SignedLink,
  ApiError,
  ReturnType<typeof apiKeys.kycVerification.write>,
  DocumentLinkArg
> {
  const client = useApiClient();
  return useSWRMutation(
    apiKeys.kycVerification.write('document-link'),
    (_key, { arg }: { arg: DocumentLinkArg }) => client.kycVerification.documentLink(arg.uuid, arg.document),
  );
}

/** What {@link useDecideKyc} takes. */
export interface KycDecisionArg extends KycDecision {
  uuid: string;
}

/**
 * Approves or rejects a KYC (`trigger({ uuid, decision, reason? })`): the decided KYC leaves every
 * cached queue at once (each queue is one status, which it no longer has), so a queue opened right
 * after never lists it while being read again; then revalidates the queues, the partner records
 * and the finance task count (the Actions badge). Rejects with 409 when already decided, 400 for
 * a rejection without a reason.
 */
export function useDecideKyc(): SWRMutationResponse<
  { message: string; record: KycReview },
  ApiError,
  ReturnType<typeof apiKeys.kycVerification.write>,
  KycDecisionArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  const { mutate } = useSWRConfig();
  const queuePrefix = apiKeys.kycVerification.list().slice(0, 2);
  return useSWRMutation(
    apiKeys.kycVerification.write('decide'),
    (_key, { arg }: { arg: KycDecisionArg }) =>
      client.kycVerification.decide(arg.uuid, {
        decision: arg.decision,
        ...(arg.reason !== undefined && { reason: arg.reason }),
      }),
    {
      onSuccess: async ({ record }) => {
        await mutate<ListResponse<KycQueueItem>>(
          (key) => keyHasPrefix(key, queuePrefix),
          (list) =>
            list?.results.some((item) => item.uuid === record.uuid)
              ? {
                  ...list,
                  results: list.results.filter((item) => item.uuid !== record.uuid),
                  count: Math.max(0, list.count - 1),
                }
              : list,
          { revalidate: false },
        );
        revalidate(apiKeys.kycVerification.all(), apiKeys.partnerRecords.all(), ['finance', 'task-count']);
      },
    },
  );
}
