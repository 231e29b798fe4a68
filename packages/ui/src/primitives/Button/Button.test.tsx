import { announce, destroyAnnouncer } from '@react-aria/live-announcer';
import { screen, waitFor } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is pressed by mouse, Enter and Space', async () => {
    const onPress = vi.fn();
    const { user } = renderUi(<Button onPress={onPress}>Sign in</Button>);
    const button = screen.getByRole('button', { name: 'Sign in' });
    await user.click(button);
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('shows a Loading spinner while pending, keeps focusability and ignores presses', async () => {
    const onPress = vi.fn();
    const { user } = renderUi(
      <Button onPress={onPress} isPending>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Sign in/ });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-pending', 'true');
    // The label stays in the button, so its width does not change.
    expect(button).toHaveTextContent('Sign in');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('drops its pending announcements when it unmounts (no reference to a removed button)', async () => {
    const { user, rerender, unmount } = renderUi(<Button>Sign in</Button>);
    await user.tab();
    rerender(<Button isPending>Sign in</Button>);
    rerender(<Button>Sign in</Button>);
    const dangling = () => document.querySelectorAll('[role="img"][aria-labelledby]');
    expect(dangling().length).toBeGreaterThan(0);
    unmount();
    await waitFor(() => expect(dangling()).toHaveLength(0));
  });

  it('also drops the first announcement of a page, which react-aria adds 100 ms late', async () => {
    destroyAnnouncer();
    const { user, unmount } = renderUi(<Button>Punch In</Button>);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Punch In' });
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
    unmount();
    const dangling = () => document.querySelectorAll('[data-live-announcer] [role="img"]');
    // The late announcement arrives after the unmount, and is gone again soon after.
    await waitFor(() =>
      expect(added.some((node) => node instanceof Element && node.matches('[role="img"]'))).toBe(true),
    );
    await waitFor(() => expect(dangling()).toHaveLength(0));
    observer.disconnect();
  });

  it('does not press when disabled', async () => {
    const onPress = vi.fn();
    const { user } = renderUi(
      <Button onPress={onPress} isDisabled variant="danger" size="lg" fullWidth>
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    await user.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('data-size', 'lg');
    expect(button).toHaveAttribute('data-full-width', 'true');
  });
});
