import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WarehouseDialog } from './WarehouseDialog.tsx';

const meta = {
  title: 'Forms/Warehouses/WarehouseDialog',
  component: WarehouseDialog,
  args: { isOpen: true, onOpenChange: fn(), onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof WarehouseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty; Enter in the first field submits and the field errors show. */
export const Empty: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Add warehouse' });
    const code = within(dialog).getByRole('textbox', { name: /^Code/ });
    code.focus();
    await userEvent.keyboard('wh 1{Enter}');
    await expect(
      await within(dialog).findByText('Use 3 to 20 capital letters, digits or dashes.'),
    ).toBeVisible();
    await expect(within(dialog).getAllByText('This field is required.')).not.toHaveLength(0);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A failed create: the server's message above the fields, the values kept. */
export const Failed: Story = {
  args: {
    formError: 'A warehouse with this code already exists.',
    initialValues: {
      code: 'WH-MUM-01',
      name: 'Andheri Hub',
      address: 'Plot 7, MIDC, Andheri East',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400093',
      managerName: 'Ravi Kumar',
      phone: '9876543210',
    },
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Add warehouse' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('already exists');
    await expect(within(dialog).getByRole('textbox', { name: /^Code/ })).toHaveValue('WH-MUM-01');
  },
};
