import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '../components/Composer/Composer.tsx';
import { createTypingNotifier, TYPING_PAUSED_AFTER_MS } from './useTypingNotifier.ts';

/** Chat states from the composer (XEP-0085: composing, paused; issue 17). */

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createTypingNotifier', () => {
  it("sends 'composing' once while typing and 'paused' 5 s after the last keystroke", () => {
    const notify = vi.fn();
    const notifier = createTypingNotifier(notify);
    notifier.input('H');
    notifier.input('He');
    vi.advanceTimersByTime(TYPING_PAUSED_AFTER_MS - 1);
    notifier.input('Hel');
    expect(notify.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(TYPING_PAUSED_AFTER_MS - 1);
    expect(notify.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(1);
    expect(notify.mock.calls).toEqual([[true], [false]]);
    notifier.input('Hell');
    expect(notify.mock.calls).toEqual([[true], [false], [true]]);
  });

  it("sends 'paused' when the text is cleared or the composer stops, nothing after a send", () => {
    const notify = vi.fn();
    const notifier = createTypingNotifier(notify);
    notifier.input('Hi');
    notifier.input('   ');
    expect(notify.mock.calls).toEqual([[true], [false]]);
    notifier.input('');
    notifier.stop();
    expect(notify).toHaveBeenCalledTimes(2);

    notifier.input('On my way');
    notifier.sent();
    vi.advanceTimersByTime(TYPING_PAUSED_AFTER_MS * 2);
    notifier.stop();
    expect(notify.mock.calls).toEqual([[true], [false], [true]]);
  });
});

describe('Composer chat states', () => {
  function setup() {
    const onTypingChange = vi.fn();
    const onSend = vi.fn();
    const ui = (peerName: string, value: string) => (
      <IntlProvider locale="en" defaultLocale="en">
        <Composer
          key={peerName}
          peerName={peerName}
          value={value}
          onChange={vi.fn()}
          onSend={onSend}
          onTypingChange={onTypingChange}
        />
      </IntlProvider>
    );
    const view = render(ui('Demo Admin', ''));
    const type = (text: string) =>
      fireEvent.change(screen.getByRole('textbox', { name: 'Message to Demo Admin' }), {
        target: { value: text },
      });
    return { view, ui, type, onTypingChange, onSend };
  }

  it('reports typing while the user types and its pause after 5 s without a keystroke', () => {
    const { type, onTypingChange } = setup();
    type('H');
    type('He');
    expect(onTypingChange.mock.calls).toEqual([[true]]);
    act(() => vi.advanceTimersByTime(TYPING_PAUSED_AFTER_MS));
    expect(onTypingChange.mock.calls).toEqual([[true], [false]]);
  });

  it("sends no 'paused' for a sent message, and one when the conversation changes while typing", () => {
    const { view, ui, type, onTypingChange, onSend } = setup();
    view.rerender(ui('Demo Admin', 'On my way'));
    type('On my way!');
    view.rerender(ui('Demo Admin', 'On my way!'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('On my way!');
    act(() => vi.advanceTimersByTime(TYPING_PAUSED_AFTER_MS));
    expect(onTypingChange.mock.calls).toEqual([[true]]);

    type('Also');
    expect(onTypingChange.mock.calls).toEqual([[true], [true]]);
    view.rerender(ui('Demo Coordinator', ''));
    expect(onTypingChange.mock.calls).toEqual([[true], [true], [false]]);
  });
});
