import { ComboBox, type ComboBoxProps } from '@partner-portal/ui/inputs';
import { useField } from 'formik';

/** Props of {@link FormikComboBox}: a ui `ComboBox` minus what Formik controls, plus the field name. */
export type FormikComboBoxProps = Omit<
  ComboBoxProps,
  'name' | 'value' | 'onChange' | 'inputValue' | 'onInputChange' | 'onBlur' | 'isInvalid' | 'errorMessage'
> & {
  /** Formik field name; its value is the text in the input (a chosen suggestion's label or what was typed). */
  name: string;
};

/**
 * Connects a ui `ComboBox` (autocomplete) to a text Formik value: typing writes the text, choosing a
 * suggestion writes its label, and text matching no suggestion is kept (free entry). Built for the
 * sign-up's optional 'Who referred you?' field (access §2 'Sign-up').
 */
export function FormikComboBox({ name, options, ...props }: FormikComboBoxProps) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = Boolean(meta.touched) && Boolean(meta.error);
  const text = field.value ?? '';
  return (
    <ComboBox
      {...props}
      options={options}
      name={name}
      allowsCustomValue
      inputValue={text}
      onInputChange={(value) => {
        if (value !== text) void helpers.setValue(value);
      }}
      value={options.find((option) => option.label === text)?.id ?? null}
      onChange={(id) => {
        const chosen = options.find((option) => option.id === id);
        if (chosen && chosen.label !== text) void helpers.setValue(chosen.label);
      }}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}
