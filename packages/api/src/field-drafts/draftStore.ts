import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/** How long a draft is kept on the device: 7 days, in ms (issue 23 'Nothing typed is lost'). */
export const DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** One stored draft: the form's values (Blobs as data URLs) and when they were saved (ms). */
interface StoredDraft {
  savedAt: number;
  values: unknown;
}

/** A `Blob` as stored: a data URL (image signatures stay readable outside IndexedDB too). */
interface EncodedBlob {
  $blob: string;
  /** File name when the value was a `File`. */
  name?: string;
}

let store: UseStore | undefined;
/** The drafts' IndexedDB store (database `partner-portal-drafts`), opened on first use. */
const drafts = () => (store ??= createStore('partner-portal-drafts', 'drafts'));

const isEncodedBlob = (value: unknown): value is EncodedBlob =>
  typeof value === 'object' && value !== null && typeof (value as EncodedBlob).$blob === 'string';

function readDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The draft could not be read.'));
    reader.readAsDataURL(blob);
  });
}

function blobOf({ $blob, name }: EncodedBlob): Blob {
  const [head = '', data = ''] = $blob.split(',', 2);
  const type = /^data:([^;,]*)/.exec(head)?.[1] ?? '';
  const binary = head.includes(';base64') ? atob(data) : decodeURIComponent(data);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return name ? new File([bytes], name, { type }) : new Blob([bytes], { type });
}

/** `value` with every `Blob` (at any depth of plain objects and arrays) as a data URL. */
export async function encodeDraft(value: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    const encoded: EncodedBlob = { $blob: await readDataUrl(value) };
    if (value instanceof File && value.name) encoded.name = value.name;
    return encoded;
  }
  if (Array.isArray(value)) return Promise.all(value.map(encodeDraft));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = await encodeDraft(item);
    return out;
  }
  return value;
}

/** The inverse of {@link encodeDraft}: data URLs back to `Blob`s (or `File`s with their name). */
export function decodeDraft(value: unknown): unknown {
  if (isEncodedBlob(value)) return blobOf(value);
  if (Array.isArray(value)) return value.map(decodeDraft);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = decodeDraft(item);
    return out;
  }
  return value;
}

/** Stores `values` as the draft under `key` (replacing the one before), saved at `now` (ms). */
export async function saveDraft(key: string, values: unknown, now = Date.now()): Promise<void> {
  const stored: StoredDraft = { savedAt: now, values: await encodeDraft(values) };
  await set(key, stored, drafts());
}

/**
 * The draft under `key` with when it was saved (ms), or undefined when there is none or it is
 * older than `ttlMs` (an expired draft is deleted).
 */
export async function loadDraft<V>(
  key: string,
  now = Date.now(),
  ttlMs = DRAFT_TTL_MS,
): Promise<{ values: V; savedAt: number } | undefined> {
  const stored = await get<StoredDraft>(key, drafts());
  if (!stored || typeof stored.savedAt !== 'number') return undefined;
  if (now - stored.savedAt > ttlMs) {
    await del(key, drafts());
    return undefined;
  }
  return { values: decodeDraft(stored.values) as V, savedAt: stored.savedAt };
}

/**
 * True when a draft not older than `ttlMs` is stored under `key`, read without decoding it (boot.ts
 * asks before it hydrates a server-rendered field form, which is rendered without a draft).
 */
export async function hasDraft(key: string, now = Date.now(), ttlMs = DRAFT_TTL_MS): Promise<boolean> {
  const stored = await get<StoredDraft>(key, drafts());
  return Boolean(stored) && typeof stored?.savedAt === 'number' && now - stored.savedAt <= ttlMs;
}

/** Deletes the draft under `key` (after a successful save, or when the user discards it). */
export async function deleteDraft(key: string): Promise<void> {
  await del(key, drafts());
}

/** Deletes every draft older than `ttlMs`; returns how many were deleted. */
export async function pruneDrafts(now = Date.now(), ttlMs = DRAFT_TTL_MS): Promise<number> {
  let removed = 0;
  for (const [key, stored] of await entries<IDBValidKey, StoredDraft>(drafts())) {
    if (!stored || typeof stored.savedAt !== 'number' || now - stored.savedAt > ttlMs) {
      await del(key, drafts());
      removed += 1;
    }
  }
  return removed;
}

/**
 * Draft keys by link, one per public field form (a key names the form and its link, so two links
 * never share a draft): the service call report by ticket and link id, the unstructured form by
 * ticket and project, the survey by ticket, a questionnaire by its template (and token when given).
 */
export const draftKeys = {
  serviceCallReport: (ticketId: string, linkId: string) => `service-call-report:${ticketId}:${linkId}`,
  unstructuredData: (ticketId: string, projectId: string) => `unstructured-data:${ticketId}:${projectId}`,
  satisfactionSurvey: (ticketId: string) => `satisfaction-survey:${ticketId}`,
  questionnaire: (templateId: string, token = '') => `questionnaire:${templateId}:${token}`,
  profilingQuestionnaire: (templateId: string) => `profiling-questionnaire:${templateId}`,
  surveyEditor: (surveyId: string) => `survey-editor:${surveyId}`,
  createTicket: (userId: string | number) => `create-ticket:${userId}`,
} as const;
