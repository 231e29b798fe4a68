import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import * as yup from 'yup';
import { FormikTextField } from '../../fields/FormikTextField.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { schemaMessages } from '../../operations-shared/schemaMessages.ts';
import { text } from '../../operations-shared/schemas.ts';
import { partnerRecordMessages as m } from '../messages.ts';

/** An IFSC: 4 letters, 0, then 6 letters or digits (the server's rule). */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Values of {@link BankDetailsDialog}; `ifsc` is upper-cased on submit. */
export interface BankDetailsValues {
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

/** The branch lookup of the IFSC typed so far, as the parent knows it. */
export type IfscLookupState =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'found'; bank: string; branch: string; city: string }
  | { state: 'unknown' };

/** Props of {@link BankDetailsDialog}. */
export interface BankDetailsDialogProps {
  /** The partner's name, in the title. */
  partnerName: string;
  /** The saved account holder and IFSC to start from (the number is never prefilled: it is masked). */
  initial?: { accountName?: string | null; ifsc?: string | null };
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with valid values (IFSC upper-cased); reject or set `formError` to keep the dialog and the values. */
  onSubmit: (values: BankDetailsValues) => Promise<void>;
  /** The failure to show (the server's message); the values typed stay. */
  formError?: string | null;
  /** Called with a complete, well-formed IFSC (upper-cased) or `null`, so the parent can look it up. */
  onIfscChange?: (ifsc: string | null) => void;
  /** The lookup of that IFSC, shown under the field. */
  ifscLookup?: IfscLookupState;
}

function bankSchema(intl: IntlShape) {
  const base = schemaMessages(intl);
  const t = intl.formatMessage;
  return yup.object({
    accountName: text(base, 2, 100),
    accountNumber: yup
      .string()
      .trim()
      .required(base.required)
      .matches(/^[0-9]{9,18}$/, t(m.accountNumberFormat)),
    ifsc: yup.string().trim().uppercase().required(base.required).matches(IFSC_PATTERN, t(m.ifscFormat)),
  });
}

/** Reports the IFSC typed so far to the parent once it is well formed. */
function IfscWatcher({ onIfscChange }: { onIfscChange?: (ifsc: string | null) => void }) {
  const { values } = useFormikContext<BankDetailsValues>();
  const code = values.ifsc.trim().toUpperCase();
  const complete = IFSC_PATTERN.test(code) ? code : null;
  useEffect(() => {
    onIfscChange?.(complete);
  }, [complete, onIfscChange]);
  return null;
}

/**
 * A dialog to enter or change a partner's bank details: account holder (2-100 characters),
 * account number (9-18 digits) and IFSC, whose branch is looked up as soon as the code is well
 * formed (GET /partner/ifsc/{code}/, operations §7 'Other') and shown under the field. A failed
 * save keeps every value. Used by the partner on their own record and by staff (issue 14).
 */
export function BankDetailsDialog({
  partnerName,
  initial,
  isOpen,
  onOpenChange,
  onSubmit,
  formError,
  onIfscChange,
  ifscLookup = { state: 'idle' },
}: BankDetailsDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => bankSchema(intl), [intl]);
  const branchText =
    ifscLookup.state === 'loading'
      ? t(m.ifscLooking)
      : ifscLookup.state === 'found'
        ? t(m.ifscBranch, { bank: ifscLookup.bank, branch: ifscLookup.branch, city: ifscLookup.city })
        : ifscLookup.state === 'unknown'
          ? t(m.branchUnknown)
          : t(m.ifscFormat);
  return (
    <FormDialog<BankDetailsValues>
      title={t(m.bankTitle, { name: partnerName })}
      intro={t(m.bankIntro)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={{
        accountName: initial?.accountName ?? '',
        accountNumber: '',
        ifsc: initial?.ifsc ?? '',
      }}
      validationSchema={schema}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t(m.bankSubmit)}
    >
      <IfscWatcher onIfscChange={onIfscChange} />
      <FormikTextField name="accountName" label={t(m.accountName)} isRequired maxLength={100} />
      <FormikTextField
        name="accountNumber"
        label={t(m.accountNumber)}
        isRequired
        inputMode="numeric"
        maxLength={18}
        description={t(m.accountNumberFormat)}
      />
      <FormikTextField
        name="ifsc"
        label={t(m.ifsc)}
        isRequired
        maxLength={11}
        description={<span aria-live="polite">{branchText}</span>}
      />
    </FormDialog>
  );
}
