import { useLogout } from '@partner-portal/api/hooks';
import { storage } from '@partner-portal/api/storage';
import { stopChat } from '@partner-portal/chat';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { paths } from '../config/paths.ts';

/** Logout waits at most this long for the server to revoke the token, in ms. */
export const LOGOUT_TIMEOUT_MS = 3000;

/**
 * Logout: stops chat and resets its state, revokes the token on the server (POST /partner/logout/, at most
 * {@link LOGOUT_TIMEOUT_MS}; a failure does not stop it), clears local storage but the appearance
 * preferences, drops every cached answer and goes to /portals. Spec: access §2 'User menu', §4 'Logout'.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { trigger: revokeSession } = useLogout({ timeoutMs: LOGOUT_TIMEOUT_MS });
  return useCallback(async () => {
    // Logout "stops chat, resets chat state" (access §2).
    stopChat();
    try {
      await revokeSession();
    } catch {
      // The token is dropped below either way; the server expires it on its own.
    }
    storage.clear();
    await mutate(() => true, undefined, { revalidate: false });
    await navigate(paths.portals, { replace: true });
  }, [revokeSession, mutate, navigate]);
}
