import { Rating, type RatingProps, type RatingValue } from '@partner-portal/ui/pickers';
import { useField } from 'formik';

/** Props of {@link FormikRating}: a ui `Rating` minus what Formik controls, plus the field name. */
export type FormikRatingProps = Omit<
  RatingProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is 1-5 (Terrible-Excellent) or `null`. */
  name: string;
};

/** Connects the ui `Rating` (Terrible, Bad, Mediocre, Good, Excellent) to a Formik `1-5 | null` value. */
export function FormikRating({ name, ...props }: FormikRatingProps) {
  const [field, meta, helpers] = useField<RatingValue | null>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <Rating
      {...props}
      name={name}
      value={field.value}
      onChange={(value) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(value);
      }}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}
