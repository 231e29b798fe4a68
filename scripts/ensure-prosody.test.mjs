import { describe, expect, it } from 'vitest';
import { DEBIAN_PROSODY, decideProsody, PROSODY_INSTALL_COMMANDS } from './lib/prosody.mjs';

const only =
  (...files) =>
  (file) =>
    files.includes(file);

describe('decideProsody (issue 17)', () => {
  it("is satisfied by Debian's prosody or PROSODY_BIN", () => {
    expect(decideProsody({ env: {}, exists: only(DEBIAN_PROSODY), isRoot: false, hasAptGet: true })).toEqual({
      action: 'ok',
      path: DEBIAN_PROSODY,
    });
    expect(
      decideProsody({
        env: { PROSODY_BIN: '/opt/p' },
        exists: only('/opt/p'),
        isRoot: false,
        hasAptGet: false,
      }),
    ).toEqual({ action: 'ok', path: '/opt/p' });
  });

  it('installs with apt-get as root when missing', () => {
    expect(decideProsody({ env: {}, exists: only(), isRoot: true, hasAptGet: true })).toEqual({
      action: 'install',
      path: DEBIAN_PROSODY,
      commands: PROSODY_INSTALL_COMMANDS,
    });
  });

  it('otherwise says in one line how to install it, and never fails', () => {
    const decision = decideProsody({ env: {}, exists: only(), isRoot: false, hasAptGet: true });
    expect(decision).toEqual({
      action: 'hint',
      message: 'Chat is unavailable until Prosody is installed: sudo apt-get install -y prosody',
    });
  });

  it('does nothing when chat uses another server', () => {
    expect(
      decideProsody({
        env: { XMPP_WEBSOCKET_URL: 'wss://chat.example.com/ws' },
        exists: only(),
        isRoot: true,
        hasAptGet: true,
      }).action,
    ).toBe('skip');
  });
});
