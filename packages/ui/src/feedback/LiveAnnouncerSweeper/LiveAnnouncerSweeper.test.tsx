import { announce, destroyAnnouncer } from '@react-aria/live-announcer';
import { render, screen, waitFor } from '@testing-library/react';
import { Button } from '../../primitives/Button/Button';
import { renderUi } from '../../test/render';
import { LiveAnnouncerSweeper } from './LiveAnnouncerSweeper';

/** The app: the sweeper mounted once at the root, a page whose button may go away. */
function App({ showButton, pending = false }: { showButton: boolean; pending?: boolean }) {
  return (
    <>
      <LiveAnnouncerSweeper />
      {showButton && <Button isPending={pending}>Sign in</Button>}
    </>
  );
}

const dangling = () => document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]');

/** Adds an announcer region holding one `aria-labelledby` announcement, as react-aria does. */
function addAnnouncement(labelledBy: string) {
  const region = document.createElement('div');
  region.setAttribute('data-live-announcer', 'true');
  const node = document.createElement('div');
  node.setAttribute('role', 'img');
  node.setAttribute('aria-labelledby', labelledBy);
  region.append(node);
  document.body.append(region);
  return { region, node };
}

describe('LiveAnnouncerSweeper', () => {
  afterEach(() => {
    destroyAnnouncer();
    document.querySelectorAll('[data-live-announcer]').forEach((region) => region.remove());
  });

  it('removes a stale announcement already in the page when it mounts, keeps live ones', () => {
    const label = document.createElement('span');
    label.id = 'still-here';
    document.body.append(label);
    const stale = addAnnouncement('gone-button');
    const live = addAnnouncement('still-here');
    render(<LiveAnnouncerSweeper />);
    expect(stale.node.isConnected).toBe(false);
    expect(live.node.isConnected).toBe(true);
    label.remove();
  });

  it("removes a Button's pending announcements when the button unmounts", async () => {
    const { user, rerender } = renderUi(<App showButton />);
    await user.tab();
    rerender(<App showButton pending />);
    rerender(<App showButton />);
    expect(dangling().length).toBeGreaterThan(0);
    rerender(<App showButton={false} />);
    await waitFor(() => expect(dangling()).toHaveLength(0));
  });

  it('also removes the first announcement of a page, which react-aria adds 100 ms late', async () => {
    destroyAnnouncer();
    const { user, rerender } = renderUi(<App showButton />);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Sign in' });
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    // Outside a test environment react-aria creates its regions, then announces after 100 ms.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      announce({ 'aria-labelledby': button.id }, 'assertive');
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    const added: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) added.push(...record.addedNodes);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    rerender(<App showButton={false} />);
    // The late announcement arrives after the button is gone, and is gone again soon after.
    await waitFor(() =>
      expect(added.some((node) => node instanceof Element && node.matches('[role="img"]'))).toBe(true),
    );
    await waitFor(() => expect(dangling()).toHaveLength(0));
    observer.disconnect();
  });

  it('sweeps once more when it unmounts itself', async () => {
    const { user, rerender, unmount } = renderUi(<App showButton />);
    await user.tab();
    rerender(<App showButton pending />);
    rerender(<App showButton />);
    expect(dangling().length).toBeGreaterThan(0);
    unmount();
    expect(dangling()).toHaveLength(0);
  });
});
