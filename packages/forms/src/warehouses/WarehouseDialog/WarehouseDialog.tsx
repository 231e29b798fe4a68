import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { FormikTextField } from '../../fields/FormikTextField.tsx';
import { FormDialog } from '../../operations-shared/FormDialog.tsx';
import { warehouseMessages } from '../messages.ts';
import {
  warehouseInitialValues,
  warehouseSchema,
  warehouseSchemaMessages,
  type WarehouseValues,
} from '../schema.ts';

/** Props of {@link WarehouseDialog}. */
export interface WarehouseDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Called with the valid, trimmed warehouse (the api's `NewWarehouse`). */
  onSubmit: (values: WarehouseValues) => Promise<void>;
  /** The failure to show (e.g. 'A warehouse with this code already exists.'); the values stay. */
  formError?: string | null;
  /** Starting values. Default empty. */
  initialValues?: WarehouseValues;
}

/**
 * 'Add warehouse': code, name, address, city, state, pincode, manager name and phone, checked as
 * the server checks them; a failed create keeps what was typed and shows the failure.
 * Spec: operations §7 'Management and warehouse' (POST /management/warehouse/).
 */
export function WarehouseDialog({
  isOpen,
  onOpenChange,
  onSubmit,
  formError,
  initialValues = warehouseInitialValues,
}: WarehouseDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const schema = useMemo(() => warehouseSchema(warehouseSchemaMessages(intl)), [intl]);
  return (
    <FormDialog<WarehouseValues>
      title={t(warehouseMessages.addWarehouse)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={t(warehouseMessages.createWarehouse)}
    >
      <FormikTextField
        name="code"
        label={t(warehouseMessages.code)}
        description={t(warehouseMessages.codeHint)}
        dir="ltr"
        isRequired
      />
      <FormikTextField name="name" label={t(warehouseMessages.name)} isRequired />
      <FormikTextField name="address" label={t(warehouseMessages.address)} isRequired />
      <FormikTextField name="city" label={t(warehouseMessages.city)} isRequired />
      <FormikTextField name="state" label={t(warehouseMessages.state)} isRequired />
      <FormikTextField
        name="pincode"
        label={t(warehouseMessages.pincode)}
        inputMode="numeric"
        dir="ltr"
        isRequired
      />
      <FormikTextField name="managerName" label={t(warehouseMessages.managerName)} isRequired />
      <FormikTextField
        name="phone"
        type="tel"
        label={t(warehouseMessages.phone)}
        inputMode="numeric"
        dir="ltr"
        isRequired
      />
    </FormDialog>
  );
}
