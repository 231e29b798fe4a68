import { DateTimePicker, type DateTimePickerProps } from '@partner-portal/ui/pickers';
import { useField } from 'formik';

/** Props of {@link FormikDateTimePicker}: a ui `DateTimePicker` minus what Formik controls, plus the field name. */
export type FormikDateTimePickerProps = Omit<
  DateTimePickerProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is an ISO 8601 date-time string, '' when empty. */
  name: string;
};

/**
 * Connects the ui `DateTimePicker` (DD-MM-YYYY hh:mm A, 15-minute steps) to a Formik string value:
 * the picker's ISO local date-time ('' when cleared), touched on blur, the schema's error once
 * touched (e.g. 'Please Select the date!'). Spec: operations §5 'Service call report'.
 */
export function FormikDateTimePicker({ name, ...props }: FormikDateTimePickerProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  return (
    <DateTimePicker
      {...props}
      name={name}
      value={field.value === '' ? null : field.value}
      onChange={(value) => void helpers.setValue(value ?? '')}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}
