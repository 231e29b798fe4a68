import { destroyAnnouncer } from '@react-aria/live-announcer';
import { screen } from '@testing-library/react';
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

  it('leaves its announcements to the app-level LiveAnnouncerSweeper (no sweep on unmount)', async () => {
    // A fresh announcer in this page: one an earlier test file took out of the page would hide them.
    destroyAnnouncer();
    const { user, rerender, unmount } = renderUi(<Button>Sign in</Button>);
    await user.tab();
    rerender(<Button isPending>Sign in</Button>);
    rerender(<Button>Sign in</Button>);
    const dangling = () => document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]');
    const before = dangling().length;
    expect(before).toBeGreaterThan(0);
    // Button used to sweep now and 250 ms later; nothing may happen after either (fake timers: the
    // 300 ms pass at once).
    vi.useFakeTimers();
    try {
      unmount();
      vi.advanceTimersByTime(300);
      expect(dangling()).toHaveLength(before);
    } finally {
      vi.useRealTimers();
    }
    destroyAnnouncer();
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
