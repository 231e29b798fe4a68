import type { IntlShape } from 'react-intl';
import type * as ServerMessages from './serverMessages.ts';

/** The server messages' module (lib/serverMessages.ts: every `server.<message_id>` descriptor). */
type ServerMessagesModule = typeof ServerMessages;

let loaded: ServerMessagesModule | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the server messages' descriptors (their English defaults are about 10 KB gzip, compiled to
 * ICU trees) once; every later call answers the same promise. The portal's API client calls it
 * beside each request (lib/services.ts), so the descriptors are in place before the answer is read
 * and no public route fetches them before its first call (issue 21). Never rejects: when the chunk
 * cannot be fetched, {@link serverWords} shows the server's own English text.
 */
export function loadServerMessages(): Promise<void> {
  loading ??= import('./serverMessages.ts').then(
    (module) => {
      loaded = module;
    },
    () => {
      // A failed fetch is not kept: the next request tries again.
      loading = undefined;
    },
  );
  return loading;
}

/**
 * The server's words of an answer in the interface language (`serverWords` of
 * lib/serverMessages.ts once {@link loadServerMessages} has loaded it): the client message of the
 * body's `message_id` when the portal knows it, else `text` (the server's English `message`,
 * shown verbatim; also before the descriptors are loaded). Spec: operations §8 'Shared HTTP'.
 */
export function serverWords(intl: IntlShape, body: unknown, text: string): string {
  return loaded ? loaded.serverWords(intl, body, text) : text;
}
