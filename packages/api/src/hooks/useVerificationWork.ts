import type { SWRConfiguration, SWRResponse } from 'swr';
import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { ApiError } from '../client/ApiError.ts';
import { apiKeys } from '../keys.ts';
import type { AuditDocument, AuditDocumentQuery, AuditReview } from '../resources/auditDocuments.ts';
import type { KciItemAnswer, KciTask, KciTaskQuery } from '../resources/kciTasks.ts';
import type { ListResponse } from '../resources/lists.ts';
import type { AddressResolution, RawAddress, RawAddressQuery } from '../resources/rawAddress.ts';
import type {
  Verification,
  VerificationOutcome,
  VerificationPlan,
  VerificationQuery,
} from '../resources/verifySchedule.ts';
import { useApiClient } from './ApiProvider.tsx';
import { useApiRead, useRevalidatePrefix } from './useApiList.ts';

// Hooks of the verification and audit roles' work queues (issue 14): one read per queue and one
// mutation per primary action, which revalidates its queue (and the tickets it changed).

type Config<T> = SWRConfiguration<T, ApiError>;

/** The caller's KCI checklists (GET /management/kci-tasks/); `null` skips. */
export function useKciTasks(
  query: KciTaskQuery | null = {},
  config?: Config<ListResponse<KciTask>>,
): SWRResponse<ListResponse<KciTask>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.kciTasks.list(query) : null,
    () => client.kciTasks.list(query ?? {}),
    config,
  );
}

/** What {@link useCompleteKciTask} takes. */
export interface CompleteKciTaskArg {
  id: number;
  answers: readonly KciItemAnswer[];
}

/** Completes a checklist (`trigger({ id, answers })`), then revalidates the KCI tasks and tickets. */
export function useCompleteKciTask(): SWRMutationResponse<
  { message: string; task: KciTask },
  ApiError,
  ReturnType<typeof apiKeys.kciTasks.complete>,
  CompleteKciTaskArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.kciTasks.complete(),
    (_key, { arg }: { arg: CompleteKciTaskArg }) => client.kciTasks.complete(arg.id, arg.answers),
    { onSuccess: () => revalidate(apiKeys.kciTasks.all(), apiKeys.tickets.all()) },
  );
}

/** The caller's audit documents (GET /management/audit-documents/); `null` skips. */
export function useAuditDocuments(
  query: AuditDocumentQuery | null = {},
  config?: Config<ListResponse<AuditDocument>>,
): SWRResponse<ListResponse<AuditDocument>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.auditDocuments.list(query) : null,
    () => client.auditDocuments.list(query ?? {}),
    config,
  );
}

/** A signed display link of an audit document (`trigger(id)` resolves `{ url, expiresIn }`, 60 s). */
export function useAuditDocumentLink(): SWRMutationResponse<
  { url: string; expiresIn: number },
  ApiError,
  ReturnType<typeof apiKeys.auditDocuments.write>,
  number
> {
  const client = useApiClient();
  return useSWRMutation(apiKeys.auditDocuments.write('file-link'), (_key, { arg }: { arg: number }) =>
    client.auditDocuments.fileLink(arg),
  );
}

/** What {@link useReviewAuditDocument} takes. */
export interface ReviewAuditDocumentArg extends AuditReview {
  id: number;
}

/** Accepts or rejects a document (`trigger({ id, decision, reason })`), then revalidates the audit documents. */
export function useReviewAuditDocument(): SWRMutationResponse<
  { message: string; document: AuditDocument },
  ApiError,
  ReturnType<typeof apiKeys.auditDocuments.write>,
  ReviewAuditDocumentArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.auditDocuments.write('review'),
    (_key, { arg }: { arg: ReviewAuditDocumentArg }) =>
      client.auditDocuments.review(arg.id, { decision: arg.decision, reason: arg.reason }),
    { onSuccess: () => revalidate(apiKeys.auditDocuments.all(), apiKeys.tickets.all()) },
  );
}

/** The verify scheduler's verifications (GET /management/verify-schedule/); `null` skips. */
export function useVerifications(
  query: VerificationQuery | null = {},
  config?: Config<ListResponse<Verification>>,
): SWRResponse<ListResponse<Verification>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.verifySchedule.list(query) : null,
    () => client.verifySchedule.list(query ?? {}),
    config,
  );
}

/** What {@link useScheduleVerification} takes. */
export interface ScheduleVerificationArg extends VerificationPlan {
  id: number;
}

/** Schedules a verification (`trigger({ id, scheduledAt, channel, assigneeName })`), then revalidates the list. */
export function useScheduleVerification(): SWRMutationResponse<
  { message: string; verification: Verification },
  ApiError,
  ReturnType<typeof apiKeys.verifySchedule.write>,
  ScheduleVerificationArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.verifySchedule.write('schedule'),
    (_key, { arg: { id, ...plan } }: { arg: ScheduleVerificationArg }) =>
      client.verifySchedule.schedule(id, plan),
    { onSuccess: () => revalidate(apiKeys.verifySchedule.all(), apiKeys.tickets.all()) },
  );
}

/** What {@link useRecordVerification} takes. */
export interface RecordVerificationArg extends VerificationOutcome {
  id: number;
}

/** Records a verification's outcome (`trigger({ id, outcome, note })`), then revalidates the list. */
export function useRecordVerification(): SWRMutationResponse<
  { message: string; verification: Verification },
  ApiError,
  ReturnType<typeof apiKeys.verifySchedule.write>,
  RecordVerificationArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.verifySchedule.write('outcome'),
    (_key, { arg: { id, ...outcome } }: { arg: RecordVerificationArg }) =>
      client.verifySchedule.record(id, outcome),
    { onSuccess: () => revalidate(apiKeys.verifySchedule.all(), apiKeys.tickets.all()) },
  );
}

/** The raw address queue (GET /management/raw-addresses/); `null` skips. */
export function useRawAddresses(
  query: RawAddressQuery | null = {},
  config?: Config<ListResponse<RawAddress>>,
): SWRResponse<ListResponse<RawAddress>, ApiError> {
  const client = useApiClient();
  return useApiRead(
    query ? apiKeys.rawAddress.list(query) : null,
    () => client.rawAddress.list(query ?? {}),
    config,
  );
}

/** What {@link useResolveRawAddress} takes. */
export interface ResolveRawAddressArg extends AddressResolution {
  id: number;
}

/** Resolves a raw address (`trigger({ id, pincode, district })`), then revalidates the queue and tickets. */
export function useResolveRawAddress(): SWRMutationResponse<
  { message: string; address: RawAddress },
  ApiError,
  ReturnType<typeof apiKeys.rawAddress.resolve>,
  ResolveRawAddressArg
> {
  const client = useApiClient();
  const revalidate = useRevalidatePrefix();
  return useSWRMutation(
    apiKeys.rawAddress.resolve(),
    (_key, { arg: { id, ...place } }: { arg: ResolveRawAddressArg }) => client.rawAddress.resolve(id, place),
    { onSuccess: () => revalidate(apiKeys.rawAddress.all(), apiKeys.tickets.all()) },
  );
}
