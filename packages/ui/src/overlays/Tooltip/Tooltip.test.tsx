import { act, screen, waitFor } from '@testing-library/react';
import { Button } from '../../primitives/Button/Button';
import { renderUi } from '../../test/render';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('opens on keyboard focus, describes the trigger, closes with Escape and on blur', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderUi(
      <>
        <Tooltip content="Copies the partner login link" onOpenChange={onOpenChange}>
          <Button>Copy link</Button>
        </Tooltip>
        <Button>Next</Button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Copy link' });
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Copies the partner login link');
    expect(button).toHaveAccessibleDescription('Copies the partner login link');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    await user.tab({ shift: true });
    await user.tab();
    await screen.findByRole('tooltip');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('opens on hover after the delay and not when disabled', async () => {
    const { user, rerender } = renderUi(
      <Tooltip content="Refresh the list" delay={0}>
        <Button aria-label="Refresh">↻</Button>
      </Tooltip>,
    );
    // react-aria shows tooltips on hover only once the interaction modality is a pointer.
    await user.click(document.body);
    await user.hover(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Refresh the list');
    await user.unhover(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    // The tooltip's timers run on a fake clock (that also follows real time, for user-event's own
    // pauses): the 50 ms pass at once.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      rerender(
        <Tooltip content="Refresh the list" delay={0} isDisabled>
          <Button aria-label="Refresh">↻</Button>
        </Tooltip>,
      );
      await user.hover(screen.getByRole('button', { name: 'Refresh' }));
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
