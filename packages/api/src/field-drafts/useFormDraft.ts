import { useCallback, useEffect, useRef, useState } from 'react';
import { deleteDraft, DRAFT_TTL_MS, loadDraft, saveDraft } from './draftStore.ts';

/** Options of {@link useFormDraft}. */
export interface FormDraftOptions {
  /** Quiet time before typed values are written, in ms (default 600). */
  delayMs?: number;
  /** How long a draft is kept, in ms (default 7 days). */
  ttlMs?: number;
  /** The clock (tests). */
  now?: () => number;
  /**
   * The form was rendered by the server without a draft, and the device was checked for one
   * before hydrating (boot.ts): start 'ready' with no draft, so the first render matches the
   * server's HTML and keeps what was typed into it. The device is still read on mount; a draft
   * found after all (another tab) is restored by remounting the form (`generation` + 1).
   */
  assumeNone?: boolean;
}

/** What {@link useFormDraft} gives the screen. */
export interface FormDraft<V> {
  /** 'loading' while the stored draft is read: render the form once 'ready' (its initial values). */
  status: 'loading' | 'ready';
  /** The draft restored from the device, or undefined (none, expired, discarded or no IndexedDB). */
  draft: V | undefined;
  /** When the restored draft was saved (epoch ms). */
  savedAt: number | undefined;
  /** Records `values` as the draft once typing pauses for `delayMs` (debounced). */
  save: (values: V) => void;
  /**
   * Forgets the draft (after a successful save): a pending write is cancelled, and one already
   * under way is finished first, then deleted.
   */
  clear: () => Promise<void>;
  /** Forgets the draft and drops the restored values (the screen restarts from its defaults). */
  discard: () => Promise<void>;
  /**
   * How many times the draft was discarded (0 at first): the form's React `key`, so a discard
   * remounts it with its defaults.
   */
  generation: number;
}

/**
 * Keeps a form's values on the device (IndexedDB through idb-keyval) while they are typed, under
 * `key` (a link's key from `draftKeys`; `null` keeps nothing), so a reload, a crash or a closed tab
 * brings them back: read once on mount (`status` 'loading' until then), written debounced, expired
 * after 7 days, removed by `clear()` after a successful save. Without IndexedDB (private modes,
 * tests) it is a no-op that reports no draft. Issue 23 'Nothing typed is lost'.
 */
export function useFormDraft<V>(key: string | null, options: FormDraftOptions = {}): FormDraft<V> {
  const { delayMs = 600, ttlMs = DRAFT_TTL_MS, assumeNone = false } = options;
  const nowRef = useRef(options.now ?? Date.now);
  nowRef.current = options.now ?? Date.now;
  const [state, setState] = useState<{ status: 'loading' | 'ready'; draft?: V; savedAt?: number }>({
    status: key && !assumeNone ? 'loading' : 'ready',
  });
  /** The key the server rendered the form for without a draft (see `assumeNone`). */
  const assumedNoneFor = useRef(assumeNone ? key : null);
  const [generation, setGeneration] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<V | undefined>(undefined);
  const keyRef = useRef(key);
  keyRef.current = key;

  useEffect(() => {
    if (!key) {
      setState({ status: 'ready' });
      return;
    }
    let live = true;
    // A form rendered without a draft stays as it is while the device is read (no skeleton).
    const rendered = assumedNoneFor.current === key;
    if (!rendered) setState({ status: 'loading' });
    loadDraft<V>(key, nowRef.current(), ttlMs)
      .then((found) => {
        if (!live) return;
        if (rendered && !found) return;
        setState({ status: 'ready', draft: found?.values, savedAt: found?.savedAt });
        if (rendered) setGeneration((value) => value + 1);
      })
      .catch(() => {
        if (live) setState({ status: 'ready' });
      });
    return () => {
      live = false;
    };
  }, [key, ttlMs]);

  /**
   * The device writes of this form, one after the other: a delete queued by `clear()` runs after a
   * write already under way (encoding a signature or photo takes a while), which would otherwise
   * put the draft of a sent report back.
   */
  const writes = useRef<Promise<void>>(Promise.resolve());
  const queueWrite = useCallback((task: () => Promise<void>) => {
    writes.current = writes.current.then(task).catch(() => undefined);
    return writes.current;
  }, []);

  const write = useCallback(() => {
    timer.current = undefined;
    const values = pending.current;
    const target = keyRef.current;
    pending.current = undefined;
    if (target && values !== undefined) void queueWrite(() => saveDraft(target, values, nowRef.current()));
  }, [queueWrite]);

  // A pending write is made when the screen goes away (route change, tab hidden).
  useEffect(() => {
    const flush = () => {
      if (timer.current !== undefined) {
        clearTimeout(timer.current);
        write();
      }
    };
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [write]);

  const save = useCallback(
    (values: V) => {
      if (!keyRef.current) return;
      pending.current = values;
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = setTimeout(write, delayMs);
    },
    [delayMs, write],
  );

  const clear = useCallback(async () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
    pending.current = undefined;
    const target = keyRef.current;
    if (target) await queueWrite(() => deleteDraft(target));
  }, [queueWrite]);

  const discard = useCallback(async () => {
    await clear();
    setState({ status: 'ready' });
    setGeneration((value) => value + 1);
  }, [clear]);

  return {
    status: state.status,
    draft: state.draft,
    savedAt: state.savedAt,
    save,
    clear,
    discard,
    generation,
  };
}
