import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { sampleItems } from './fixtures.ts';
import { UnstructuredDataForm } from './UnstructuredDataForm.tsx';
import type { UnstructuredFieldAnswer } from './values.ts';

const submitOk = () => vi.fn(async (_data: UnstructuredFieldAnswer[]) => {});

describe('UnstructuredDataForm (operations §2 "Unstructured Data Form")', () => {
  it('shows loading and "Error Validating Link!"', () => {
    const { rerender } = renderWithProviders(<UnstructuredDataForm isLoading onSubmit={submitOk()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading form');
    rerender(<UnstructuredDataForm hasLoadError onSubmit={submitOk()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error Validating Link!');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('renders each item by key, required unless optional, several values as tags', () => {
    renderWithProviders(<UnstructuredDataForm items={sampleItems} onSubmit={submitOk()} />);
    expect(screen.getByRole('textbox', { name: 'Asset tag' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Engineer remarks' })).not.toBeRequired();
    const tags = screen.getByRole('grid', { name: 'Parts replaced' });
    expect(
      within(tags)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Keyboard', 'Battery']);
  });

  it('refuses blank required items with "Please fill the field!"', async () => {
    const onSubmit = submitOk();
    const { user } = renderWithProviders(<UnstructuredDataForm items={sampleItems} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Asset tag' })).toHaveAccessibleDescription(
        'Please fill the field!',
      ),
    );
    expect(screen.getAllByText('Please fill the field!')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Asset tag' })).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves the data list with trimmed texts and the tags as a list', async () => {
    const onSubmit = submitOk();
    const { user } = renderWithProviders(<UnstructuredDataForm items={sampleItems} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Asset tag' }), ' AT-9 ');
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'SN1');
    await user.type(screen.getByRole('textbox', { name: 'Parts replaced: New value' }), 'Fan{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith([
      { key: 'Asset tag', value: 'AT-9' },
      { key: 'Serial number', value: 'SN1' },
      { key: 'Parts replaced', value: ['Keyboard', 'Battery', 'Fan'] },
      { key: 'Engineer remarks', value: '' },
    ]);
  });

  it('keeps every value after a failed save and shows the error', async () => {
    const onSubmit = vi.fn(async () => Promise.reject(new Error('Network Unavailable')));
    const { user } = renderWithProviders(<UnstructuredDataForm items={sampleItems} onSubmit={onSubmit} />);
    await user.type(screen.getByRole('textbox', { name: 'Asset tag' }), 'A1');
    await user.type(screen.getByRole('textbox', { name: 'Serial number' }), 'S1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Saving Form Data!');
    expect(alert).toHaveTextContent('Network Unavailable');
    expect(screen.getByRole('textbox', { name: 'Asset tag' })).toHaveValue('A1');
    expect(screen.getByRole('textbox', { name: 'Serial number' })).toHaveValue('S1');
  });
});
