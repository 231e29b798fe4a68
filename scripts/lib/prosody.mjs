/**
 * What to do when Prosody (the XMPP server of internal chat, issue 17) is missing: the decision
 * behind `scripts/ensure-prosody.mjs`, kept pure so it can be unit-tested. Unlike Chromium, a
 * missing Prosody never fails anything: the server then runs without chat and the portal shows chat
 * as unavailable.
 */

/** The binary Debian's `prosody` package installs, used when `PROSODY_BIN` is unset. */
export const DEBIAN_PROSODY = '/usr/bin/prosody';

/** The commands that install Debian's Prosody (run as root, `DEBIAN_FRONTEND=noninteractive`). */
export const PROSODY_INSTALL_COMMANDS = [
  ['apt-get', 'update', '-qq'],
  ['apt-get', 'install', '-y', '-qq', '--no-install-recommends', 'prosody'],
];

/**
 * @typedef {{ action: 'ok', path: string }
 *   | { action: 'skip', message: string }
 *   | { action: 'install', path: string, commands: string[][] }
 *   | { action: 'hint', message: string }} ProsodyDecision
 */

/**
 * - `XMPP_WEBSOCKET_URL` set (an external server, or `off`): `skip`;
 * - `PROSODY_BIN` or `/usr/bin/prosody` executable: `ok`;
 * - root on a system with apt-get: `install` with {@link PROSODY_INSTALL_COMMANDS};
 * - else `hint`: one line saying how to install it (chat stays unavailable).
 *
 * @param {{ env: Record<string, string | undefined>, exists: (path: string) => boolean,
 *   isRoot: boolean, hasAptGet: boolean }} facts
 * @returns {ProsodyDecision}
 */
export function decideProsody({ env, exists, isRoot, hasAptGet }) {
  if (env.XMPP_WEBSOCKET_URL) return { action: 'skip', message: `chat uses ${env.XMPP_WEBSOCKET_URL}` };
  const binary = env.PROSODY_BIN || DEBIAN_PROSODY;
  if (exists(binary)) return { action: 'ok', path: binary };
  if (hasAptGet && isRoot && !env.PROSODY_BIN)
    return { action: 'install', path: DEBIAN_PROSODY, commands: PROSODY_INSTALL_COMMANDS };
  return {
    action: 'hint',
    message: hasAptGet
      ? 'Chat is unavailable until Prosody is installed: sudo apt-get install -y prosody'
      : 'Chat is unavailable until Prosody (0.12+) is installed; set PROSODY_BIN to its prosody binary.',
  };
}
