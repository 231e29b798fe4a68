import type { FocusEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { FieldHelp, FieldLabelWithMark } from '../../primitives/TextField/FieldParts';
import { pickerMessages } from '../pickerMessages';
import {
  ChosenLabel,
  RatingOption,
  RatingOptionText,
  RatingOptions,
  StarIcon,
  StyledRating,
} from './Rating.styles';

/** A rating value: 1 (Terrible) to 5 (Excellent). */
export type RatingValue = 1 | 2 | 3 | 4 | 5;

/** The rating values in order, lowest first. */
export const RATING_VALUES: readonly RatingValue[] = [1, 2, 3, 4, 5];

const ratingLabels = {
  1: pickerMessages.ratingTerrible,
  2: pickerMessages.ratingBad,
  3: pickerMessages.ratingMediocre,
  4: pickerMessages.ratingGood,
  5: pickerMessages.ratingExcellent,
} as const;

/** Props of {@link Rating}. */
export interface RatingProps {
  /** Visible label and the radio group's accessible name, e.g. 'Overall experience'. */
  label: ReactNode;
  /** Form field name (Formik's key); the radios submit '1' to '5'. */
  name?: string;
  /** Controlled value, or `null` when nothing is chosen yet. */
  value?: RatingValue | null;
  /** Called with the chosen value. */
  onChange?: (value: RatingValue) => void;
  /** Called when focus leaves the group (Formik marks the field touched). */
  onBlur?: (event: FocusEvent<Element>) => void;
  /** Whether the value is invalid, decided by the form library (`validationBehavior="aria"`). */
  isInvalid?: boolean;
  /** Error text shown under the stars when `isInvalid` (e.g. the form's required message). */
  errorMessage?: ReactNode;
  /** Help text under the label. */
  description?: ReactNode;
  /** Marks the group required and shows a `*` after the label. */
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  /** For layout only. */
  className?: string;
}

const isRatingValue = (value: number): value is RatingValue => value >= 1 && value <= 5;

/**
 * A five-star rating as an accessible radio group (react-aria `RadioGroup`): each star is a radio
 * named Terrible, Bad, Mediocre, Good or Excellent; arrow keys move and choose (mirrored in
 * Arabic), Tab enters and leaves the group, and the chosen value's label is shown beside the
 * stars. Validity comes from outside (`isInvalid`, `errorMessage`). Spec: operations §3 'Customer
 * feedback update' (overallExperience) and §5 (the feedback step requires a rating).
 */
export function Rating({
  label,
  value = null,
  onChange,
  onBlur,
  isInvalid = false,
  errorMessage,
  description,
  className,
  ...rest
}: RatingProps) {
  const intl = useIntl();
  return (
    <StyledRating
      {...rest}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(next) => {
        const number = Number(next);
        if (isRatingValue(number)) onChange?.(number);
      }}
      onBlur={onBlur}
      isInvalid={isInvalid}
      validationBehavior="aria"
      className={className}
    >
      <FieldLabelWithMark label={label} isRequired={rest.isRequired} />
      <RatingOptions>
        {RATING_VALUES.map((option) => (
          <RatingOption
            key={option}
            value={String(option)}
            data-filled={value !== null && option <= value ? true : undefined}
          >
            <StarIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 2.8l2.8 5.9 6.4.8-4.7 4.4 1.2 6.4L12 17.2l-5.7 3.1 1.2-6.4-4.7-4.4 6.4-.8z" />
            </StarIcon>
            <RatingOptionText>{intl.formatMessage(ratingLabels[option])}</RatingOptionText>
          </RatingOption>
        ))}
        <ChosenLabel aria-hidden="true" data-empty={value === null || undefined}>
          {intl.formatMessage(value === null ? pickerMessages.ratingNone : ratingLabels[value])}
        </ChosenLabel>
      </RatingOptions>
      <FieldHelp description={description} errorMessage={isInvalid ? errorMessage : undefined} />
    </StyledRating>
  );
}
