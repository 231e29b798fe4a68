import { Text, TextField } from '@partner-portal/ui/primitives';
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { FormikSelect } from '../../fields/FormikSelect.tsx';
import { FormikTextField } from '../../fields/FormikTextField.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { verificationMessages as m } from '../messages.ts';
import { rawAddressSchema, verificationSchemaMessages, type RawAddressValues } from '../schemas.ts';

/** The state of the pincode lookup the parent runs after `onPincodeLookup`. */
export interface RawAddressLookup {
  status: 'idle' | 'loading' | 'found' | 'not_found' | 'error';
  /** The districts the pincode lies in (most places first). */
  districts?: readonly string[];
  state?: string;
}

/** Props of {@link RawAddressDialog}. */
export interface RawAddressDialogProps {
  /** The address as received and its ticket's number and customer. */
  address: { rawAddress: string; ticket: { ticketNumber: string; customerName: string } };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called once per new valid 6-digit pincode; the parent looks it up and passes `lookup`. */
  onPincodeLookup: (pincode: string) => void;
  /** The lookup's state: 'found' offers its districts (the first chosen) and shows the state. */
  lookup?: RawAddressLookup;
  /** Called with the pincode and the chosen district. Reject or set `formError` to keep them. */
  onSubmit: (values: RawAddressValues) => Promise<void>;
  /** The failure of the last submit. */
  formError?: string | null;
}

/** Reports each new valid pincode and picks the first district of a found lookup when none is chosen. */
function LookupWatcher({
  onLookup,
  districts,
}: {
  onLookup: (pincode: string) => void;
  districts: readonly string[];
}) {
  const { values, setFieldValue } = useFormikContext<RawAddressValues>();
  const last = useRef<string | null>(null);
  const pincode = values.pincode.trim();
  useEffect(() => {
    if (/^[1-9][0-9]{5}$/.test(pincode) && pincode !== last.current) {
      last.current = pincode;
      onLookup(pincode);
    }
  }, [pincode, onLookup]);
  useEffect(() => {
    if (districts.length > 0 && !districts.includes(values.district))
      void setFieldValue('district', districts[0]);
  }, [districts, values.district, setFieldValue]);
  return null;
}

/**
 * Resolves a raw address: the address as received, a pincode (looked up on its sixth digit
 * through `onPincodeLookup`, the create-ticket form's lookup), the district among the pincode's
 * districts and the read-only state. A failed submit keeps the pincode and district.
 */
export function RawAddressDialog({
  address,
  isOpen,
  onOpenChange,
  onPincodeLookup,
  lookup = { status: 'idle' },
  onSubmit,
  formError,
}: RawAddressDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => rawAddressSchema(verificationSchemaMessages(intl)), [intl]);
  const districts = useMemo(() => (lookup.status === 'found' ? (lookup.districts ?? []) : []), [lookup]);
  const note =
    lookup.status === 'loading'
      ? t(m.rawLooking)
      : lookup.status === 'not_found'
        ? t(m.rawNotFound)
        : lookup.status === 'error'
          ? t(m.rawLookupFailed)
          : t(m.rawPincodeHelp);
  return (
    <FormDialog<RawAddressValues>
      title={t(m.rawDialogTitle, { number: address.ticket.ticketNumber })}
      intro={address.ticket.customerName}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{ pincode: '', district: '' }}
      validationSchema={schema}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t(m.rawSubmit)}
    >
      <LookupWatcher onLookup={onPincodeLookup} districts={districts} />
      <div>
        <Text weight="semibold">{t(m.rawAddress)}</Text>
        <Text>{address.rawAddress}</Text>
      </div>
      <FormikTextField
        name="pincode"
        label={t(m.rawPincode)}
        description={note}
        isRequired
        inputMode="numeric"
        maxLength={6}
        dir="ltr"
      />
      <FormikSelect
        name="district"
        label={t(m.rawDistrict)}
        isRequired
        isDisabled={districts.length === 0}
        options={districts.map((district) => ({ id: district, label: district }))}
      />
      <TextField
        label={t(m.rawState)}
        value={lookup.status === 'found' ? (lookup.state ?? '') : ''}
        isReadOnly
      />
    </FormDialog>
  );
}
