import {
  createContext,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useIntl, type IntlShape } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { StatusIcon } from '../../primitives/Alert/StatusIcon';
import { CloseButton, LiveRegion, StyledToast, ToastMessage, ToastStack } from './Toast.styles';
import { createToastQueue, type ToastItem, type ToastOptions, type ToastQueue } from './toastQueue';

const ToastQueueContext = createContext<ToastQueue | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps {
  /**
   * The queue to render. Pass the app's module-level queue so non-React code can push into it;
   * without it the provider creates its own.
   */
  queue?: ToastQueue;
  children?: ReactNode;
}

/** What {@link useToast} returns. */
export interface ToastApi {
  /** Shows a toast; returns its id. */
  show(options: ToastOptions): string;
  /** Closes a toast. */
  dismiss(id: string): void;
}

/** 'Error: ' / 'Warning: ' before an error or warning toast's text (nothing for the others). */
const typePrefix = (intl: IntlShape, toast: ToastItem) =>
  toast.type === 'error' || toast.type === 'warning'
    ? `${intl.formatMessage(uiMessages.statusPrefix, { status: toast.type })} `
    : '';

/**
 * Renders the toast queue: two live regions that exist from the first render (so the first message
 * is announced) — polite `role="status"` for success / info / warning and assertive `role="alert"`
 * for errors — and the visible stack, a 'Notifications' region at the bottom inline-end corner with
 * a 'Close' button per toast. Place it once, high in the tree, inside the IntlProvider and theme.
 */
export function ToastProvider({ queue: queueProp, children }: ToastProviderProps) {
  const [ownQueue] = useState(() => queueProp ?? createToastQueue());
  const queue = queueProp ?? ownQueue;
  return (
    <ToastQueueContext.Provider value={queue}>
      {children}
      <ToastViewport queue={queue} />
    </ToastQueueContext.Provider>
  );
}

function ToastViewport({ queue }: { queue: ToastQueue }) {
  const intl = useIntl();
  const toasts = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const stackRef = useRef<HTMLElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const pointerInside = useRef(false);
  const focusInside = useRef(false);

  const updatePause = () => (pointerInside.current || focusInside.current ? queue.pause() : queue.resume());

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (
      !focusInside.current &&
      event.relatedTarget instanceof HTMLElement &&
      !stackRef.current?.contains(event.relatedTarget)
    ) {
      returnFocusTo.current = event.relatedTarget;
    }
    focusInside.current = true;
    updatePause();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && stackRef.current?.contains(event.relatedTarget)) return;
    focusInside.current = false;
    updatePause();
  };

  const close = (id: string) => {
    const index = toasts.findIndex((toast) => toast.id === id);
    const hadFocus = stackRef.current?.contains(document.activeElement) ?? false;
    const next = toasts[index + 1] ?? toasts[index - 1];
    queue.dismiss(id);
    if (!hadFocus) return;
    // Keep keyboard users in place: next toast's Close button, else where they came from.
    requestAnimationFrame(() => {
      const target = next
        ? stackRef.current?.querySelector<HTMLElement>(`[data-toast-id="${next.id}"] button`)
        : returnFocusTo.current;
      if (target?.isConnected) target.focus();
      if (!next) {
        focusInside.current = false;
        pointerInside.current = false;
        queue.resume();
      }
    });
  };

  const polite = toasts.filter((toast) => toast.type !== 'error');
  const assertive = toasts.filter((toast) => toast.type === 'error');

  return (
    <>
      <LiveRegion role="status" aria-live="polite" aria-atomic="false" data-toast-live="polite">
        {polite.map((toast) => (
          <p key={toast.id}>
            {typePrefix(intl, toast)}
            <span>{toast.message}</span>
          </p>
        ))}
      </LiveRegion>
      <LiveRegion role="alert" aria-live="assertive" aria-atomic="false" data-toast-live="assertive">
        {assertive.map((toast) => (
          <p key={toast.id}>
            {typePrefix(intl, toast)}
            <span>{toast.message}</span>
          </p>
        ))}
      </LiveRegion>
      {toasts.length > 0 && (
        <ToastStack
          ref={stackRef}
          aria-label={intl.formatMessage(uiMessages.notifications)}
          onPointerEnter={() => {
            pointerInside.current = true;
            updatePause();
          }}
          onPointerLeave={() => {
            pointerInside.current = false;
            updatePause();
          }}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <ol>
            {toasts.map((toast) => (
              <StyledToast key={toast.id} data-type={toast.type} data-toast-id={toast.id}>
                <StatusIcon variant={toast.type} />
                <ToastMessage>
                  <VisuallyHidden elementType="span">{typePrefix(intl, toast)}</VisuallyHidden>
                  <span>{toast.message}</span>
                </ToastMessage>
                <CloseButton
                  aria-label={intl.formatMessage(uiMessages.close)}
                  onPress={() => close(toast.id)}
                >
                  <svg
                    viewBox="0 0 16 16"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M4 4l8 8M12 4l-8 8" />
                  </svg>
                </CloseButton>
              </StyledToast>
            ))}
          </ol>
        </ToastStack>
      )}
    </>
  );
}

/**
 * Shows and dismisses toasts from components inside {@link ToastProvider}.
 * @throws when used outside a ToastProvider.
 */
export function useToast(): ToastApi {
  const queue = useContext(ToastQueueContext);
  if (!queue) throw new Error('useToast must be used inside <ToastProvider>.');
  return useMemo(
    () => ({
      show: (options: ToastOptions) => queue.show(options),
      dismiss: (id: string) => queue.dismiss(id),
    }),
    [queue],
  );
}
