import { FileDropZone } from '@partner-portal/ui/pickers';
import { TextField, type TextFieldProps } from '@partner-portal/ui/primitives';
import { useField, useFormikContext } from 'formik';
import { useIntl } from 'react-intl';
import { AADHAAR_FORMATTED_LENGTH, formatAadhaar } from '@partner-portal/api/validation';
import { PAN_LENGTH } from '@partner-portal/api/validation';
import { REGISTRATION_FILE_TYPES, REGISTRATION_MAX_FILE_BYTES } from './CompanyStep.tsx';
import { partnerRegistrationMessages as m } from './messages.ts';
import type { PartnerRegistrationValues } from './values.ts';

/** A Formik text field that rewrites what is typed (upper-case PAN, grouped Aadhaar). */
function FormattedField({
  name,
  format,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'isInvalid' | 'errorMessage'> & {
  name: 'pan' | 'aadhaarNumber';
  format: (value: string) => string;
}) {
  const [field, meta, helpers] = useField<string>(name);
  const showError = meta.touched && Boolean(meta.error);
  return (
    <TextField
      {...props}
      name={name}
      value={field.value}
      onChange={(value) => void helpers.setValue(format(value))}
      onBlur={() => void helpers.setTouched(true)}
      isInvalid={showError}
      errorMessage={showError ? meta.error : undefined}
    />
  );
}

const fileItems = (file: File | null, id: string) =>
  file ? [{ id, name: file.name, size: file.size, type: file.type, file, status: 'queued' as const }] : [];

/**
 * Step 3 Additional Details: PAN (upper-cased as typed, 10 characters), PAN scan, Aadhaar number
 * (grouped as typed, 'XXXX XXXX XXXX', 14 characters) and the Aadhaar file; all optional.
 * Spec: access §2 step 3, §3 'Final step', §5 'Final step', §9.
 */
export function AdditionalStep({ isDisabled, idPrefix }: { isDisabled: boolean; idPrefix: string }) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<PartnerRegistrationValues>();
  return (
    <>
      <FormattedField
        name="pan"
        id={`${idPrefix}-pan`}
        label={intl.formatMessage(m.pan)}
        format={(value) => value.toUpperCase().replace(/\s/g, '').slice(0, PAN_LENGTH)}
        maxLength={PAN_LENGTH}
        autoComplete="off"
        dir="ltr"
        isDisabled={isDisabled}
      />
      <FileDropZone
        label={intl.formatMessage(m.panScan)}
        description={intl.formatMessage(m.filesHint)}
        acceptedFileTypes={REGISTRATION_FILE_TYPES}
        maxFileSize={REGISTRATION_MAX_FILE_BYTES}
        files={fileItems(values.panScan, 'pan-scan')}
        onAdd={(files) => void setFieldValue('panScan', files[0] ?? null)}
        onCancel={() => void setFieldValue('panScan', null)}
        isDisabled={isDisabled}
      />
      <FormattedField
        name="aadhaarNumber"
        id={`${idPrefix}-aadhaarNumber`}
        label={intl.formatMessage(m.aadhaarNumber)}
        format={formatAadhaar}
        maxLength={AADHAAR_FORMATTED_LENGTH}
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        isDisabled={isDisabled}
      />
      <FileDropZone
        label={intl.formatMessage(m.aadhaarFile)}
        description={intl.formatMessage(m.filesHint)}
        acceptedFileTypes={REGISTRATION_FILE_TYPES}
        maxFileSize={REGISTRATION_MAX_FILE_BYTES}
        files={fileItems(values.aadhaarFile, 'aadhaar-file')}
        onAdd={(files) => void setFieldValue('aadhaarFile', files[0] ?? null)}
        onCancel={() => void setFieldValue('aadhaarFile', null)}
        isDisabled={isDisabled}
      />
    </>
  );
}
