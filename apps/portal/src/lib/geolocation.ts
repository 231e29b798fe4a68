import type { PunchLocation } from '@partner-portal/api';

/** The answer of {@link currentPlace}: a position, or why there is none. */
export type PlaceReading =
  { kind: 'located'; location: PunchLocation } | { kind: 'denied' } | { kind: 'unavailable' };

/** How long {@link currentPlace} waits for a position (ms) before punching without it. */
export const PLACE_TIMEOUT_MS = 10_000;

/** True when the browser can report a position (the Geolocation API exists). */
export const canLocate = (): boolean => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * The device's position through the Geolocation API (the browser asks the user the first time):
 * `denied` when the user or a policy refuses, `unavailable` when no position comes within
 * {@link PLACE_TIMEOUT_MS} or the API is missing. A cached position up to 60 s old is accepted.
 * Issue 23 (located punches).
 */
export function currentPlace(timeoutMs = PLACE_TIMEOUT_MS): Promise<PlaceReading> {
  if (!canLocate()) return Promise.resolve({ kind: 'unavailable' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) =>
        resolve({
          kind: 'located',
          location: {
            latitude: position.coords.latitude,
            longitude: position.coords.longitude,
            accuracy: Math.min(Math.max(position.coords.accuracy, 0), 100_000),
          },
        }),
      (error) => resolve({ kind: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: timeoutMs },
    );
  });
}
