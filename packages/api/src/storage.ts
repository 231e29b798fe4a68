import type { SignInSession } from './resources/session.ts';
import { isPortal, isRole, type Portal, type Role } from './roles.ts';

/**
 * Every localStorage key the portal uses. Spec: access §3 'Locally stored values', operations
 * §3. Two keys are ours, because the spec says what is recorded but not under which name:
 * - `chosen_portal`: the portal picked on the portal chooser (access §2 'Portal chooser': the
 *   Project Management, Partner Management and Finance Central cards "record which portal was
 *   chosen"). It is kept apart from `loged_in_to`, which belongs to a signed-in session and drives
 *   the guards and menus: a visitor who only clicked a card has no session portal.
 * - `chosen_role`: the role recorded by the Partner Login card ('partner'), kept apart from
 *   `user_role` for the same reason (a role without a token must never look like a session).
 * - `partner_registration`: the registration wizard's progress ({@link RegistrationDraft}), kept in
 *   {@link sessionStore} (sessionStorage) with `temp_vendor_id` so that a reload resumes the wizard.
 * - `questionnaire_progress`, `profiling_progress`: the interactive and profiling questionnaires'
 *   answers in progress ({@link QuestionnaireProgress}), kept in {@link sessionStore} until the
 *   submission succeeds (issue 18: answers survive a reload).
 */
export const STORAGE_KEYS = [
  'token',
  'uuid',
  'user_uuid',
  'ticket_role',
  'all_roles',
  'user_role',
  'loged_in_to',
  'user_full_name',
  'user_email_id',
  'user_phone',
  'task_count',
  'temp_vendor_id',
  'rateId',
  'partnerPlans',
  'temp_user_name',
  'temp_user_phone',
  'acknowledgedVersion',
  'chosen_portal',
  'chosen_role',
  'locale',
  'theme',
  'nav_style',
  'layout_type',
  'theme_color',
  'dismissed_announcement',
  'share_punch_location',
  'partner_registration',
  'questionnaire_progress',
  'profiling_progress',
] as const;

/**
 * Appearance preferences (our keys: the spec names the URL parameters theme, nav-style and
 * layout-type, the language picker and the customizer's theme colour, not where the choice is
 * kept). They describe the device, not
 * the user, so Logout's `clear()` keeps them.
 */
export const PREFERENCE_KEYS = [
  'locale',
  'theme',
  'nav_style',
  'layout_type',
  'theme_color',
  'dismissed_announcement',
  'share_punch_location',
] as const;

/** One localStorage key of {@link STORAGE_KEYS}. */
export type StorageKey = (typeof STORAGE_KEYS)[number];

/**
 * What `storage.set(key, value)` accepts per key (`null`/`undefined` remove the key).
 * `all_roles` is stored as a JSON list; `partnerPlans` `true` is stored as `'true'`, `false`
 * removes it; numbers are stored as decimal text.
 */
export interface StorageWriteValues {
  token: string;
  uuid: string;
  user_uuid: string;
  ticket_role: string;
  all_roles: readonly string[];
  user_role: Role;
  loged_in_to: Portal;
  user_full_name: string;
  user_email_id: string;
  user_phone: string;
  task_count: number;
  temp_vendor_id: string | number;
  rateId: string;
  partnerPlans: boolean;
  temp_user_name: string;
  temp_user_phone: string;
  acknowledgedVersion: string;
  chosen_portal: Portal;
  chosen_role: Role;
  locale: string;
  theme: string;
  nav_style: string;
  layout_type: string;
  theme_color: string;
  dismissed_announcement: string;
  share_punch_location: boolean;
  partner_registration: RegistrationDraft;
  questionnaire_progress: QuestionnaireProgress;
  profiling_progress: QuestionnaireProgress;
}

/**
 * A questionnaire's answers in progress: `scope` names what they belong to (e.g. the template id),
 * `data` is the screen's own state, which the screen checks again when it reads it back.
 * Spec: operations §2 'Interactive questionnaire', 'Profiling questionnaire' (issue 18).
 */
export interface QuestionnaireProgress {
  scope: string;
  data: Record<string, unknown>;
}

/**
 * The partner registration wizard's progress (our key `partner_registration`), so that reloading
 * /partner-registration resumes where the partner was: the step, the text values typed (never the
 * files: a browser cannot keep them), which contacts were verified by OTP, and the images already
 * stored. Spec: access §2 'Partner registration wizard', §3 (temp_vendor_id during registration).
 */
export interface RegistrationDraft {
  step: 'contact' | 'company' | 'additional';
  /** The wizard's text values; the screen checks them again when it reads them back. */
  values: Record<string, unknown>;
  /** Contacts verified by OTP on the first step. */
  verified: { email: boolean; phone: boolean };
  /** Images stored by the company step (temp-partner-edit's `partner_images`). */
  images: { id: number; key: string }[];
}

/**
 * What `storage.get(key)` returns per key, after validation. A missing, unreadable or invalid
 * value reads as `null` (`[]` for `all_roles`, `false` for `partnerPlans`).
 */
export interface StorageReadValues {
  /** Visible ASCII only (it goes into a header), at most 4096 characters. */
  token: string | null;
  /** Plain id (`/^[A-Za-z0-9_-]{1,64}$/`): it is put into paths such as /detail/{uuid}. */
  uuid: string | null;
  /** Plain id, as `uuid`. */
  user_uuid: string | null;
  ticket_role: string | null;
  /** Known roles only; invalid JSON or a non-list gives `[]`; unknown entries are dropped. */
  all_roles: Role[];
  /** A known role (`isRole`), otherwise `null`. */
  user_role: Role | null;
  /** A known portal (`isPortal`), otherwise `null`. */
  loged_in_to: Portal | null;
  user_full_name: string | null;
  user_email_id: string | null;
  user_phone: string | null;
  /** A non-negative integer, otherwise `null`. */
  task_count: number | null;
  /** Plain id, otherwise `null`. */
  temp_vendor_id: string | null;
  /** Plain id, otherwise `null`: a stored redirect target is never trusted as a path. */
  rateId: string | null;
  /** `true` when any value other than empty, 'false', '0', 'null' or 'undefined' is stored. */
  partnerPlans: boolean;
  temp_user_name: string | null;
  temp_user_phone: string | null;
  acknowledgedVersion: string | null;
  /** A known portal, otherwise `null`. */
  chosen_portal: Portal | null;
  /** A known role, otherwise `null`. */
  chosen_role: Role | null;
  /** Interface language code (e.g. 'ar'), a short code only. */
  locale: string | null;
  /** Appearance settings: short lower-case words (e.g. 'dark', 'horizontal'). */
  theme: string | null;
  nav_style: string | null;
  layout_type: string | null;
  /** The customizer's colour scheme (operations §3 'Settings: theme colour'), e.g. 'light-purple-1'. */
  theme_color: string | null;
  /** The id of the header announcement the user dismissed (issue 20), so it stays hidden until a new one. */
  dismissed_announcement: string | null;
  /** The user's last 'Share my location with this punch' choice on this device (issue 23), or null before any. */
  share_punch_location: boolean | null;
  /** A well-formed draft (at most 64 KB of JSON), otherwise `null`. */
  partner_registration: RegistrationDraft | null;
  /** A `{ scope, data }` object (at most 64 KB of JSON), otherwise `null`. */
  questionnaire_progress: QuestionnaireProgress | null;
  /** As `questionnaire_progress`. */
  profiling_progress: QuestionnaireProgress | null;
}

/** The session saved after a sign-in (the password or passphrase login's answer). */
export type SessionData = Omit<SignInSession, 'fullName' | 'email'> &
  Partial<Pick<SignInSession, 'fullName' | 'email'>>;

/** Keys removed by `clearSession()`: token, uuid, role, portal and all-roles (access §2). */
export const NOT_AUTHORIZED_KEYS = [
  'token',
  'uuid',
  'user_role',
  'loged_in_to',
  'all_roles',
] as const satisfies readonly StorageKey[];

/** The typed, validated localStorage wrapper. */
export interface AppStorage {
  /** Reads and validates one value; never throws (unavailable storage reads as empty). */
  get<K extends StorageKey>(key: K): StorageReadValues[K];
  /**
   * Writes one value; `null`/`undefined` (and `partnerPlans` `false`) remove the key.
   * Returns `false` when storage is unavailable or full (private mode), never throws.
   */
  set<K extends StorageKey>(key: K, value: StorageWriteValues[K] | null | undefined): boolean;
  /** Removes the given keys; never throws. */
  remove(...keys: StorageKey[]): void;
  /**
   * Removes every key of {@link STORAGE_KEYS} but the appearance {@link PREFERENCE_KEYS} (Logout
   * and account deletion: access §2, §4), and nothing else on the origin. Never throws.
   */
  clear(): void;
  /**
   * Saves a sign-in: token, uuid, user_uuid (= uuid), ticket_role, all_roles (JSON),
   * user_role, loged_in_to = `portal`, user_full_name (`fullname`), user_email_id (`email`).
   * The previous user's user_phone and task_count are removed, and so are user_full_name and
   * user_email_id when the answer has none. Returns `false` when a write failed.
   * Spec: access §3, §4 'Sign-in'.
   */
  saveSession(session: SessionData, portal: Portal): boolean;
  /**
   * For the Not authorized page: removes token, uuid, user_role, loged_in_to and all_roles
   * ({@link NOT_AUTHORIZED_KEYS}). Spec: access §2 'Not authorized page', operations §2.
   */
  clearSession(): void;
  /** The signed-in session's work area (stored as `loged_in_to`, access §3), or null. */
  sessionPortal(): Portal | null;
  /** Records the session's work area; `null` removes it. Returns `false` when the write failed. */
  setSessionPortal(portal: Portal | null): boolean;
}

const PLAIN_ID = /^[A-Za-z0-9_-]{1,64}$/;
const TOKEN = /^[\x21-\x7E]{1,4096}$/;
const FALSY_FLAGS = new Set(['', 'false', '0', 'null', 'undefined']);

const text = (raw: string | null): string | null => (raw === null || raw === '' ? null : raw);
const plainId = (raw: string | null): string | null => (raw !== null && PLAIN_ID.test(raw) ? raw : null);
const word = (raw: string | null): string | null =>
  raw !== null && /^[a-z][a-z0-9-]{0,31}$/.test(raw) ? raw : null;
const role = (raw: string | null): Role | null => (isRole(raw) ? raw : null);
const portal = (raw: string | null): Portal | null => (isPortal(raw) ? raw : null);

const DRAFT_STEPS: readonly string[] = ['contact', 'company', 'additional'];

function registrationDraft(raw: string | null): RegistrationDraft | null {
  if (raw === null || raw.length > 65_536) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const draft = parsed as Record<string, unknown>;
  if (typeof draft.step !== 'string' || !DRAFT_STEPS.includes(draft.step)) return null;
  const values = draft.values;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
  const verified = (draft.verified ?? {}) as Record<string, unknown>;
  const images = Array.isArray(draft.images) ? (draft.images as unknown[]) : [];
  return {
    step: draft.step as RegistrationDraft['step'],
    values: values as Record<string, unknown>,
    verified: { email: verified.email === true, phone: verified.phone === true },
    images: images.filter(
      (image): image is RegistrationDraft['images'][number] =>
        typeof image === 'object' &&
        image !== null &&
        Number.isInteger((image as { id?: unknown }).id) &&
        typeof (image as { key?: unknown }).key === 'string',
    ),
  };
}

function questionnaireProgress(raw: string | null): QuestionnaireProgress | null {
  if (raw === null || raw.length > 65_536) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { scope, data } = parsed as Record<string, unknown>;
  if (typeof scope !== 'string' || typeof data !== 'object' || data === null || Array.isArray(data))
    return null;
  return { scope, data: data as Record<string, unknown> };
}

function roleList(raw: string | null): Role[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return [...new Set(parsed.filter(isRole))];
}

const readers: { [K in StorageKey]: (raw: string | null) => StorageReadValues[K] } = {
  token: (raw) => (raw !== null && TOKEN.test(raw) ? raw : null),
  uuid: plainId,
  user_uuid: plainId,
  ticket_role: text,
  all_roles: roleList,
  user_role: role,
  loged_in_to: portal,
  user_full_name: text,
  user_email_id: text,
  user_phone: text,
  task_count: (raw) => (raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : null),
  temp_vendor_id: plainId,
  rateId: plainId,
  partnerPlans: (raw) => raw !== null && !FALSY_FLAGS.has(raw.trim().toLowerCase()),
  temp_user_name: text,
  temp_user_phone: text,
  acknowledgedVersion: text,
  chosen_portal: portal,
  chosen_role: role,
  locale: word,
  theme: word,
  nav_style: word,
  layout_type: word,
  theme_color: word,
  dismissed_announcement: text,
  share_punch_location: (raw) => (raw === null ? null : raw === 'true'),
  partner_registration: registrationDraft,
  questionnaire_progress: questionnaireProgress,
  profiling_progress: questionnaireProgress,
};

function serialise(key: StorageKey, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (key === 'partnerPlans') return value === true ? 'true' : null;
  if (key === 'all_roles') return JSON.stringify(Array.isArray(value) ? value : []);
  if (key === 'partner_registration' || key === 'questionnaire_progress' || key === 'profiling_progress') {
    return JSON.stringify(value);
  }
  return String(value);
}

function defaultSessionBacking(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function defaultBacking(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Access itself throws in some private modes and sandboxed frames.
  }
}

/**
 * Creates a storage wrapper over `getBacking()` (default: `window.localStorage`). Tests pass a
 * fake or a throwing store. Spec: access §3.
 */
export function createStorage(getBacking: () => Storage | null | undefined = defaultBacking): AppStorage {
  const backing = (): Storage | null => {
    try {
      return getBacking() ?? null;
    } catch {
      return null;
    }
  };
  const readRaw = (key: StorageKey): string | null => {
    try {
      return backing()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const writeRaw = (key: StorageKey, value: string | null): boolean => {
    try {
      const store = backing();
      if (!store) return false;
      if (value === null) store.removeItem(key);
      else store.setItem(key, value);
      return true;
    } catch {
      return false;
    }
  };
  const remove = (...keys: StorageKey[]): void => {
    for (const key of keys) writeRaw(key, null);
  };

  return {
    get: (key) => readers[key](readRaw(key)),
    set: (key, value) => writeRaw(key, serialise(key, value)),
    remove,
    clear: () =>
      remove(...STORAGE_KEYS.filter((key) => !(PREFERENCE_KEYS as readonly string[]).includes(key))),
    saveSession(session, chosenPortal) {
      const writes: [StorageKey, string | null][] = [
        ['token', text(session.token ?? null)],
        ['uuid', text(session.uuid ?? null)],
        ['user_uuid', text(session.uuid ?? null)],
        ['ticket_role', text(session.ticketRole ?? null)],
        ['all_roles', serialise('all_roles', session.allRoles ?? [])],
        ['user_role', text(session.role ?? null)],
        ['loged_in_to', chosenPortal],
        ['user_full_name', text(session.fullName ?? null)],
        ['user_email_id', text(session.email ?? null)],
        ['user_phone', null],
        ['task_count', null],
      ];
      let ok = true;
      for (const [key, value] of writes) ok = writeRaw(key, value) && ok;
      return ok;
    },
    clearSession: () => remove(...NOT_AUTHORIZED_KEYS),
    sessionPortal: () => readers.loged_in_to(readRaw('loged_in_to')),
    setSessionPortal: (value) => writeRaw('loged_in_to', value),
  };
}

/**
 * The app's storage over `window.localStorage`: the only code that touches localStorage.
 * Reads are validated (see {@link StorageReadValues}); nothing throws when storage is unavailable.
 * Spec: access §2, §3; operations §3.
 *
 * @example
 * storage.saveSession(loginResponse, 'orion');
 * const role = storage.get('user_role'); // Role | null
 */
export const storage: AppStorage = createStorage();

/**
 * The same typed wrapper over `window.sessionStorage` (this tab only, gone when it closes): for
 * values that must survive a reload but not outlive the visit, such as the partner registration's
 * `temp_vendor_id` and `partner_registration` draft. Spec: access §2 'Partner registration
 * wizard', §3.
 */
export const sessionStore: AppStorage = createStorage(defaultSessionBacking);
