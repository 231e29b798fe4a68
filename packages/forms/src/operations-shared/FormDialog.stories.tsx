import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import * as yup from 'yup';
import { FormikTextField } from '../fields/FormikTextField.tsx';
import { storyIntl } from '../test/storyIntl.ts';
import { FormDialog } from './FormDialog.tsx';
import { operationsMessages as m } from './messages.ts';

interface SpareValues {
  ticket: string;
}

/**
 * The dialog every small operations form is built on (WarehouseDialog, BankDetailsDialog, the KCI
 * checklist...): here with one required field, as a 'Request spare' form.
 */
function SpareRequestDialog({
  isOpen,
  onOpenChange,
  onSubmit,
  formError,
  initialValues = { ticket: '' },
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onSubmit: (values: SpareValues) => Promise<void>;
  formError?: string | null;
  initialValues?: SpareValues;
}) {
  const intl = useIntl();
  const schema = yup.object({ ticket: yup.string().trim().required(intl.formatMessage(m.required)) });
  return (
    <FormDialog<SpareValues>
      title={intl.formatMessage(m.requestSpare)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      initialValues={initialValues}
      validationSchema={schema}
      onSubmit={onSubmit}
      formError={formError}
      submitLabel={intl.formatMessage(m.requestSpare)}
    >
      <FormikTextField name="ticket" label={intl.formatMessage(m.ticket)} dir="ltr" isRequired />
    </FormDialog>
  );
}

const meta = {
  title: 'Forms/OperationsShared/FormDialog',
  component: SpareRequestDialog,
  // Plays read their texts in the story's locale: the story sweep runs them in every pass.
  tags: ['play-any-locale'],
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof SpareRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitted empty: the field's error, nothing sent. */
export const Empty: Story = {
  play: async ({ args, ...context }) => {
    const t = storyIntl(context);
    const dialog = within(await screen.findByRole('dialog', { name: t.formatMessage(m.requestSpare) }));
    await userEvent.click(dialog.getByRole('button', { name: t.formatMessage(m.requestSpare) }));
    await expect(await dialog.findByText(t.formatMessage(m.required))).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typed and sent with Enter: the trimmed value reaches `onSubmit`. */
export const Submit: Story = {
  play: async ({ args, ...context }) => {
    const t = storyIntl(context);
    const dialog = within(await screen.findByRole('dialog', { name: t.formatMessage(m.requestSpare) }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: new RegExp(t.formatMessage(m.ticket)) }),
      ' TKT-10041 {Enter}',
    );
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ ticket: 'TKT-10041' }));
  },
};

/** While the call runs: the submit button is pending and Cancel is disabled. */
export const Submitting: Story = {
  args: { initialValues: { ticket: 'TKT-10041' }, onSubmit: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ ...context }) => {
    const t = storyIntl(context);
    const dialog = within(await screen.findByRole('dialog', { name: t.formatMessage(m.requestSpare) }));
    await userEvent.click(dialog.getByRole('button', { name: t.formatMessage(m.requestSpare) }));
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: t.formatMessage(m.cancel) })).toBeDisabled(),
    );
  },
};

/** A failed call: 'Not saved' with the server's message above the field; the value is kept. */
export const Failed: Story = {
  args: {
    initialValues: { ticket: 'TKT-10041' },
    formError: 'You are offline. Check the connection and try again.',
  },
  play: async ({ ...context }) => {
    const t = storyIntl(context);
    const dialog = within(await screen.findByRole('dialog', { name: t.formatMessage(m.requestSpare) }));
    await expect(dialog.getByText(t.formatMessage(m.saveFailed))).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: new RegExp(t.formatMessage(m.ticket)) })).toHaveValue(
      'TKT-10041',
    );
  },
};

/** Escape closes the dialog through `onOpenChange(false)`. */
export const CloseWithEscape: Story = {
  play: async ({ args, ...context }) => {
    const t = storyIntl(context);
    await screen.findByRole('dialog', { name: t.formatMessage(m.requestSpare) });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};
