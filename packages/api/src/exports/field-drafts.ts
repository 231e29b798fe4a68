/**
 * Field work that survives the field (issue 23): drafts of the public field forms kept on the
 * device, and submits queued while offline. Loaded only by the field-form routes (IndexedDB code
 * stays off /signin and /portals).
 */
export {
  DRAFT_TTL_MS,
  decodeDraft,
  deleteDraft,
  draftKeys,
  encodeDraft,
  hasDraft,
  loadDraft,
  pruneDrafts,
  saveDraft,
} from '../field-drafts/draftStore.ts';
export {
  QUEUE_BACKOFF,
  backoffMs,
  enqueueSubmit,
  flushSubmits,
  isOfflineFailure,
  newIdempotencyKey,
  queuedSubmitCount,
  queuedSubmits,
  type FlushResult,
  type QueuedSubmit,
} from '../field-drafts/submitQueue.ts';
export { hasDeviceWork } from '../field-drafts/deviceWork.ts';
export { useFormDraft, type FormDraft, type FormDraftOptions } from '../field-drafts/useFormDraft.ts';
export {
  useSubmitQueue,
  type SubmitQueueOptions,
  type SubmitQueueState,
} from '../field-drafts/useSubmitQueue.ts';
export {
  useQueuedSubmit,
  type QueuedSubmitOptions,
  type QueuedSubmitPhase,
  type QueuedSubmitState,
} from '../field-drafts/useQueuedSubmit.ts';
