import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { WarehouseDialog, type WarehouseDialogProps } from './WarehouseDialog.tsx';

function renderDialog(props: Partial<WarehouseDialogProps> = {}) {
  const onSubmit = vi.fn(async () => undefined);
  const onOpenChange = vi.fn();
  const view = renderWithProviders(
    <WarehouseDialog isOpen onOpenChange={onOpenChange} onSubmit={onSubmit} {...props} />,
  );
  return { ...view, onSubmit, onOpenChange };
}

const valid = {
  Code: 'WH-PUN-09',
  Name: 'Hinjewadi Store',
  Address: 'Plot 12, Phase 2, Hinjewadi',
  City: 'Pune',
  State: 'Maharashtra',
  Pincode: '411057',
  'Manager name': 'Sneha Patil',
  Phone: '9876501234',
};

describe('WarehouseDialog', () => {
  it('checks the fields as the server does before submitting', async () => {
    const { user, onSubmit } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add warehouse' });
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'wh 1');
    await user.type(within(dialog).getByRole('textbox', { name: /Pincode/ }), '012345');
    await user.click(within(dialog).getByRole('button', { name: 'Create warehouse' }));
    expect(await within(dialog).findByText('Use 3 to 20 capital letters, digits or dashes.')).toBeVisible();
    expect(within(dialog).getByText('Enter a 6-digit pincode.')).toBeVisible();
    expect(within(dialog).getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed body of POST /management/warehouse/', async () => {
    const { user, onSubmit } = renderDialog();
    for (const [label, value] of Object.entries(valid)) {
      await user.click(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }));
      await user.paste(` ${value} `);
    }
    await user.click(screen.getByRole('button', { name: 'Create warehouse' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        code: 'WH-PUN-09',
        name: 'Hinjewadi Store',
        address: 'Plot 12, Phase 2, Hinjewadi',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411057',
        managerName: 'Sneha Patil',
        phone: '9876501234',
      }),
    );
  }, 60_000);

  it('shows a failure and keeps what was typed', () => {
    renderDialog({
      formError: 'A warehouse with this code already exists.',
      initialValues: {
        code: 'WH-MUM-01',
        name: 'Andheri Hub',
        address: 'Plot 7, MIDC',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400093',
        managerName: 'Ravi Kumar',
        phone: '9876543210',
      },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('A warehouse with this code already exists.');
    expect(screen.getByRole('textbox', { name: /^Code/ })).toHaveValue('WH-MUM-01');
  });
});
