import { act, screen, within } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { createToastQueue } from './toastQueue';
import { ToastProvider, useToast, type ToastApi } from './Toast';

let api: ToastApi;
function Capture() {
  api = useToast();
  return null;
}

const politeRegion = () => screen.getByRole('status');
const assertiveRegion = () => screen.getByRole('alert');

describe('ToastProvider', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders both live regions before any toast', () => {
    renderUi(<ToastProvider>page</ToastProvider>);
    expect(politeRegion()).toHaveAttribute('aria-live', 'polite');
    expect(politeRegion()).toBeEmptyDOMElement();
    expect(assertiveRegion()).toHaveAttribute('aria-live', 'assertive');
    expect(assertiveRegion()).toBeEmptyDOMElement();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('shows a toast in the polite region and the visible stack, then auto-dismisses after durationMs', () => {
    vi.useFakeTimers();
    renderUi(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      api.show({ type: 'success', message: 'Profile saved', durationMs: 5000 });
    });
    expect(within(politeRegion()).getByText('Profile saved')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Notifications' })).getByText('Profile saved'),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(4999));
    expect(within(politeRegion()).getByText('Profile saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(politeRegion()).queryByText('Profile saved')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('announces errors assertively', () => {
    renderUi(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      api.show({ type: 'error', message: 'Something went wrong!', durationMs: 1000 });
    });
    expect(assertiveRegion()).toHaveTextContent('Error: Something went wrong!');
    expect(politeRegion()).toBeEmptyDOMElement();
  });

  it('closes with the Close button', async () => {
    const { user } = renderUi(
      <ToastProvider>
        <Capture />
      </ToastProvider>,
    );
    act(() => {
      api.show({ type: 'info', message: 'New Message!' });
    });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('renders a queue filled by non-React code', () => {
    const queue = createToastQueue();
    renderUi(<ToastProvider queue={queue}>page</ToastProvider>);
    act(() => {
      queue.show({ type: 'warning', message: 'Session expires soon' });
    });
    expect(within(politeRegion()).getByText('Session expires soon')).toBeInTheDocument();
  });

  it('useToast throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Capture />)).toThrow(/ToastProvider/);
  });
});
