import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * `false` while the page is server-rendered or prerendered and during hydration, `true` once React
 * runs in the browser. Forms use it to keep prerendered fields disabled until their handlers are
 * attached, so nothing typed before the scripts load is lost.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
