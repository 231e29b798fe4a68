import { createStore, keys, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;

/** The device's queue of submits waiting for the connection (database `partner-portal-outbox`). */
export const outbox = (): UseStore => (store ??= createStore('partner-portal-outbox', 'submits'));

/** How many submits wait in the device's queue (read without decoding them). */
export async function queuedSubmitCount(): Promise<number> {
  return (await keys(outbox())).length;
}
