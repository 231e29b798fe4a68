import type { ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import {
  ProgressBarFill,
  ProgressBarHeader,
  ProgressBarLabel,
  ProgressBarTrack,
  ProgressBarValue,
  StyledProgressBar,
} from './ProgressBar.styles';

/** Colour of the filled part: `accent` while working, `success` when done, `danger` on failure. */
export type ProgressBarTone = 'accent' | 'success' | 'danger';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  /** Visible label and accessible name (e.g. 'Uploading site-photo.jpg', 'Survey progress'). */
  label: ReactNode;
  /** Current value, between `minValue` and `maxValue` (e.g. bytes uploaded, or a percentage). */
  value: number;
  /** Lower bound. Default 0. */
  minValue?: number;
  /** Upper bound (e.g. the file size in bytes). Default 100. */
  maxValue?: number;
  /**
   * Text shown beside the label and read as `aria-valuetext`, e.g. '1.2 MB of 3.4 MB'. Default:
   * the percentage in the current locale ('45%'), computed by react-aria.
   */
  valueLabel?: string;
  /** Shows the percentage (always, also when `valueLabel` is set) after the value label. Default true. */
  showPercent?: boolean;
  /** Hides the label visually (it stays the accessible name), e.g. inside a file row that names the file. */
  hideLabel?: boolean;
  /** Colour of the bar. Default `'accent'`. */
  tone?: ProgressBarTone;
  /** For layout only. */
  className?: string;
}

/**
 * A determinate progress bar (react-aria `ProgressBar`, role `progressbar`): label, a value text
 * (percentage by default, or e.g. bytes uploaded of the total) and a track filled to the
 * percentage; the fill grows from the inline start, so it mirrors in Arabic. Used for file uploads
 * (bytes uploaded / total) and for survey and questionnaire progress percentages (operations §2).
 */
export function ProgressBar({
  label,
  value,
  minValue = 0,
  maxValue = 100,
  valueLabel,
  showPercent = true,
  hideLabel = false,
  tone = 'accent',
  className,
}: ProgressBarProps) {
  const { locale } = useLocale();
  const percentFormat = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <StyledProgressBar
      value={value}
      minValue={minValue}
      maxValue={maxValue}
      valueLabel={valueLabel}
      data-tone={tone}
      className={className}
    >
      {({ percentage = 0, valueText }) => {
        const percentText = valueText ?? percentFormat.format(percentage / 100);
        const percentOnly = percentFormat.format(percentage / 100);
        const shown = valueLabel
          ? showPercent
            ? `${valueLabel} · ${percentOnly}`
            : valueLabel
          : showPercent
            ? percentText
            : null;
        return (
          <>
            <ProgressBarHeader data-hide-label={hideLabel || undefined}>
              <ProgressBarLabel data-hidden={hideLabel || undefined}>{label}</ProgressBarLabel>
              {shown && <ProgressBarValue>{shown}</ProgressBarValue>}
            </ProgressBarHeader>
            <ProgressBarTrack>
              <ProgressBarFill style={{ inlineSize: `${percentage}%` }} />
            </ProgressBarTrack>
          </>
        );
      }}
    </StyledProgressBar>
  );
}
