import { FileDropZone, type UploadItem } from '@partner-portal/ui/pickers';
import { Button, FormActions } from '@partner-portal/ui/primitives';
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { isPostalCode, POSTAL_CODE_LENGTH } from '@partner-portal/api/validation';
import { partnerRegistrationMessages as m } from './messages.ts';
import { FieldRow, StatusLine } from './PartnerRegistrationWizard.styles.ts';
import type { PinLocation, StoredImage } from './types.ts';
import type { PartnerRegistrationValues } from './values.ts';

/** Largest file accepted, in bytes (5 MB, as the reference server). */
export const REGISTRATION_MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Types the reference server accepts for every registration file (checked there by content). */
export const REGISTRATION_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;

/** Types accepted for partner images. */
export const REGISTRATION_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Default DigiPin link: India Post's DIGIPIN page of the code. */
export function defaultDigipinLink(digipin: string): string {
  return `https://dac.indiapost.gov.in/mydigipin/home/${encodeURIComponent(digipin.trim())}`;
}

/** A notice of the company step ('File Deleted Successfully', the DigiPin copy, the lookup). */
interface StepNotice {
  tone: 'success' | 'danger';
  text: string;
}

/** Props of {@link CompanyStep}. */
export interface CompanyStepProps {
  onLookupPostalCode: (pinCode: string) => Promise<PinLocation | null>;
  storedImages: readonly StoredImage[];
  storedAddressProof: string | null;
  onDeleteImage?: (id: number, values: PartnerRegistrationValues) => Promise<void>;
  digipinLink: (digipin: string) => string;
  isDisabled: boolean;
  /** Prefix of the inputs' ids (`{idPrefix}-{field name}`), which the error summary links to. */
  idPrefix: string;
}

const fileItem = (file: File, id: string): UploadItem => ({
  id,
  name: file.name,
  size: file.size,
  type: file.type,
  file,
  status: 'queued',
});

/**
 * Step 2 Company Info: location, postal code (six digits look up district, state and country),
 * city, district, state, country, digipin with 'Copy DigiPin link', the address proof file and
 * partner images (stored ones can be deleted: 'File Deleted Successfully'). Files chosen here are
 * sent with the step. Spec: access §2 step 2, §3 'Company step', §5 'Company step', §8, §9.
 */
export function CompanyStep({
  onLookupPostalCode,
  storedImages,
  storedAddressProof,
  onDeleteImage,
  digipinLink,
  isDisabled,
  idPrefix,
}: CompanyStepProps) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<PartnerRegistrationValues>();
  const [lookup, setLookup] = useState<{ pending: boolean; notice: StepNotice | null }>({
    pending: false,
    notice: null,
  });
  const [notice, setNotice] = useState<StepNotice | null>(null);
  const pinCode = values.pinCode.trim();
  // A code already there when the step opens (Back, or a reload) was looked up before.
  const lookedUp = useRef(isPostalCode(pinCode) ? pinCode : '');
  const latestLookup = useRef(onLookupPostalCode);
  latestLookup.current = onLookupPostalCode;

  useEffect(() => {
    if (pinCode.length !== POSTAL_CODE_LENGTH || !isPostalCode(pinCode) || lookedUp.current === pinCode)
      return;
    lookedUp.current = pinCode;
    let current = true;
    setLookup({ pending: true, notice: null });
    latestLookup
      .current(pinCode)
      .then((found) => {
        if (!current) return;
        if (!found) {
          setLookup({ pending: false, notice: { tone: 'danger', text: intl.formatMessage(m.noLocation) } });
          return;
        }
        void setFieldValue('district', found.district);
        void setFieldValue('stateName', found.state);
        void setFieldValue('countryName', found.country);
        setLookup({ pending: false, notice: null });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const text =
          error instanceof Error && error.message ? error.message : intl.formatMessage(m.noLocation);
        setLookup({ pending: false, notice: { tone: 'danger', text } });
      });
    return () => {
      current = false;
    };
  }, [pinCode, intl, setFieldValue]);

  const copyDigipin = async () => {
    try {
      await navigator.clipboard.writeText(digipinLink(values.digipin));
      setNotice({ tone: 'success', text: intl.formatMessage(m.digipinCopied) });
    } catch {
      setNotice({ tone: 'danger', text: intl.formatMessage(m.digipinCopyFailed) });
    }
  };

  const deleteStored = async (id: number) => {
    if (!onDeleteImage) return;
    try {
      await onDeleteImage(id, values);
      setNotice({ tone: 'success', text: intl.formatMessage(m.fileDeleted) });
    } catch (error) {
      const text =
        error instanceof Error && error.message ? error.message : intl.formatMessage(m.errorOccurred);
      setNotice({ tone: 'danger', text });
    }
  };

  const imageItems: UploadItem[] = [
    ...storedImages.map((image): UploadItem => ({
      id: `stored-${image.id}`,
      name: image.name,
      size: 0,
      type: 'image/*',
      previewUrl: image.previewUrl,
      status: 'done',
    })),
    ...values.partnerImages.map((file, index) => fileItem(file, `new-${index}`)),
  ];

  const removeImage = (id: string) => {
    if (id.startsWith('stored-')) {
      void deleteStored(Number(id.slice('stored-'.length)));
      return;
    }
    const index = Number(id.slice('new-'.length));
    void setFieldValue(
      'partnerImages',
      values.partnerImages.filter((_, position) => position !== index),
    );
  };

  return (
    <>
      <FormikTextField
        name="location"
        id={`${idPrefix}-location`}
        label={intl.formatMessage(m.location)}
        autoComplete="street-address"
        isRequired
        isDisabled={isDisabled}
      />
      <FormikTextField
        name="pinCode"
        id={`${idPrefix}-pinCode`}
        label={intl.formatMessage(m.postalCode)}
        description={intl.formatMessage(m.postalCodeHint)}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={POSTAL_CODE_LENGTH}
        dir="ltr"
        isRequired
        isDisabled={isDisabled}
      />
      <StatusLine role="status" data-tone={lookup.notice?.tone}>
        {lookup.pending ? intl.formatMessage(m.lookingUp) : (lookup.notice?.text ?? '')}
      </StatusLine>
      <FieldRow>
        <FormikTextField
          name="cityName"
          id={`${idPrefix}-cityName`}
          label={intl.formatMessage(m.city)}
          autoComplete="address-level2"
          isRequired
          isDisabled={isDisabled}
        />
        <FormikTextField
          name="district"
          id={`${idPrefix}-district`}
          label={intl.formatMessage(m.district)}
          isDisabled={isDisabled}
        />
      </FieldRow>
      <FieldRow>
        <FormikTextField
          name="stateName"
          id={`${idPrefix}-stateName`}
          label={intl.formatMessage(m.state)}
          autoComplete="address-level1"
          isRequired
          isDisabled={isDisabled}
        />
        <FormikTextField
          name="countryName"
          id={`${idPrefix}-countryName`}
          label={intl.formatMessage(m.country)}
          autoComplete="country-name"
          isRequired
          isDisabled={isDisabled}
        />
      </FieldRow>
      <FormikTextField
        name="digipin"
        id={`${idPrefix}-digipin`}
        label={intl.formatMessage(m.digipin)}
        dir="ltr"
        isDisabled={isDisabled}
      />
      <FormActions>
        <Button
          variant="secondary"
          onPress={() => void copyDigipin()}
          isDisabled={isDisabled || values.digipin.trim() === ''}
        >
          {intl.formatMessage(m.copyDigipinLink)}
        </Button>
      </FormActions>
      <FileDropZone
        label={intl.formatMessage(m.addressProof)}
        description={intl.formatMessage(m.filesHint)}
        acceptedFileTypes={REGISTRATION_FILE_TYPES}
        maxFileSize={REGISTRATION_MAX_FILE_BYTES}
        files={
          values.addressProof
            ? [fileItem(values.addressProof, 'address-proof')]
            : storedAddressProof
              ? [{ id: 'stored-address-proof', name: storedAddressProof, size: 0, status: 'done' }]
              : []
        }
        onAdd={(files) => void setFieldValue('addressProof', files[0] ?? null)}
        onCancel={() => void setFieldValue('addressProof', null)}
        isDisabled={isDisabled}
      />
      <FileDropZone
        label={intl.formatMessage(m.partnerImages)}
        description={intl.formatMessage(m.imagesHint)}
        allowsMultiple
        acceptedFileTypes={REGISTRATION_IMAGE_TYPES}
        maxFileSize={REGISTRATION_MAX_FILE_BYTES}
        files={imageItems}
        onAdd={(files) => void setFieldValue('partnerImages', [...values.partnerImages, ...files])}
        onCancel={removeImage}
        onRemove={removeImage}
        isDisabled={isDisabled}
      />
      <StatusLine role="status" data-tone={notice?.tone}>
        {notice?.text ?? ''}
      </StatusLine>
    </>
  );
}
