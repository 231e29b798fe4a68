import type { Page } from '@playwright/test';

/** One row of an IndexedDB object store on the page's device: its key and its value as JSON. */
export interface DeviceRow {
  key: string;
  json: string;
}

/**
 * Every row of `store` in the page's IndexedDB `database` (the portal's drafts,
 * `partner-portal-drafts`/`drafts`, and its outbox of queued submits, `partner-portal-outbox`/
 * `submits`; issue 23): [] when the store does not exist yet, null when it cannot be read.
 */
export const deviceRows = (page: Page, database: string, store: string) =>
  page.evaluate(
    ([name, storeName]) =>
      new Promise<DeviceRow[] | null>((resolve) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) return resolve([]);
          const rows: DeviceRow[] = [];
          const cursor = db.transaction(storeName).objectStore(storeName).openCursor();
          cursor.onsuccess = () => {
            const at = cursor.result;
            if (!at) return resolve(rows);
            rows.push({ key: String(at.key), json: JSON.stringify(at.value) });
            at.continue();
          };
          cursor.onerror = () => resolve(null);
        };
        open.onerror = () => resolve(null);
      }),
    [database, store] as const,
  );

/** The page's field-form drafts (IndexedDB `partner-portal-drafts`, store `drafts`). */
export const draftRows = (page: Page) => deviceRows(page, 'partner-portal-drafts', 'drafts');

/** The page's queued submits (IndexedDB `partner-portal-outbox`, store `submits`). */
export const outboxRows = (page: Page) => deviceRows(page, 'partner-portal-outbox', 'submits');
