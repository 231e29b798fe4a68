import { useIntl } from 'react-intl';
import { uiMessages } from '../../i18n/messages';
import { StyledSpinner } from './Spinner.styles';

/** Spinner sizes, relative to the current font size: sm 1em, md 1.25em, lg 2em. */
export type SpinnerSize = 'sm' | 'md' | 'lg';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Accessible label. Default: intl `ui.spinner.loading` ('Loading'). */
  label?: string;
  /** Size relative to the surrounding font size. Default `'md'`. */
  size?: SpinnerSize;
  /** For layout only. */
  className?: string;
}

/**
 * Indeterminate progress indicator (react-aria `ProgressBar` with role `progressbar`) in the current
 * text colour. Inside a `Button` with `isPending`, react-aria links it to the button's name.
 */
export function Spinner({ label, size = 'md', className }: SpinnerProps) {
  const intl = useIntl();
  return (
    <StyledSpinner
      isIndeterminate
      aria-label={label ?? intl.formatMessage(uiMessages.loading)}
      data-size={size}
      className={className}
    >
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </StyledSpinner>
  );
}
