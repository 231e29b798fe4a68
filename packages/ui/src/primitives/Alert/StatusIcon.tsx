/** Status of an alert or a toast. */
export type StatusVariant = 'error' | 'warning' | 'info' | 'success';

/** Decorative status icon (inline SVG in `currentColor`); meaning is also given in text. */
export function StatusIcon({ variant }: { variant: StatusVariant }) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
      {variant === 'success' && (
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3a1 1 0 0 0-1.4-1.4L9 10.58 7.7 9.3a1 1 0 0 0-1.4 1.4l2 2a1 1 0 0 0 1.4 0l4-4Z"
        />
      )}
      {variant === 'error' && (
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16ZM9 6a1 1 0 1 1 2 0v4a1 1 0 1 1-2 0V6Zm1 8.5a1.25 1.25 0 1 0 0-2.5 1.25 1.25 0 0 0 0 2.5Z"
        />
      )}
      {variant === 'warning' && (
        <path
          fillRule="evenodd"
          d="M8.26 3.1a2 2 0 0 1 3.48 0l6.2 11A2 2 0 0 1 16.2 17H3.8a2 2 0 0 1-1.74-2.9l6.2-11ZM9 7a1 1 0 1 1 2 0v3.5a1 1 0 1 1-2 0V7Zm1 8a1.25 1.25 0 1 0 0-2.5A1.25 1.25 0 0 0 10 15Z"
        />
      )}
      {variant === 'info' && (
        <path
          fillRule="evenodd"
          d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm1-11a1 1 0 1 1-2 0 1 1 0 0 1 2 0Zm-2 2.5a1 1 0 1 1 2 0V14a1 1 0 1 1-2 0V9.5Z"
        />
      )}
    </svg>
  );
}
