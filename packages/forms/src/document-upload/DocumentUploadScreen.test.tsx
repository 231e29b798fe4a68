import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DocumentUploadScreen } from './DocumentUploadScreen.tsx';

const props = () => ({ files: [], onAdd: vi.fn(), onCancel: vi.fn() });

describe('DocumentUploadScreen (operations §2 upload page, §7 "File upload")', () => {
  it('checks the link first', () => {
    const { rerender } = renderWithProviders(<DocumentUploadScreen isChecking {...props()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking link');
    rerender(<DocumentUploadScreen linkError="This link is not valid." {...props()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is not valid.');
    rerender(<DocumentUploadScreen linkCheckFailed {...props()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error Checking Link!');
    expect(screen.queryByRole('button', { name: /Browse/ })).not.toBeInTheDocument();
  });

  it('adds one file in single mode and several in bulk mode', async () => {
    const handlers = props();
    const { user } = renderWithProviders(<DocumentUploadScreen {...handlers} />);
    expect(screen.getByRole('radio', { name: 'Single file' })).toBeChecked();
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input().multiple).toBe(false);
    const one = new File(['a'], 'a.txt', { type: 'text/plain' });
    await user.upload(input(), one);
    expect(handlers.onAdd).toHaveBeenLastCalledWith([one]);

    await user.click(screen.getByRole('radio', { name: 'Bulk upload' }));
    expect(input().multiple).toBe(true);
    const two = [
      new File(['b'], 'b.txt', { type: 'text/plain' }),
      new File(['c'], 'c.txt', { type: 'text/plain' }),
    ];
    await user.upload(input(), two);
    expect(handlers.onAdd).toHaveBeenLastCalledWith(two);
  });

  it('lists files with progress and cancels a running upload', async () => {
    const handlers = props();
    const { user } = renderWithProviders(
      <DocumentUploadScreen
        {...handlers}
        files={[
          {
            id: 'x',
            name: 'sheet.pdf',
            size: 1000,
            type: 'application/pdf',
            uploadedBytes: 400,
            status: 'uploading',
          },
        ]}
      />,
    );
    expect(screen.getByRole('progressbar', { name: /sheet\.pdf/ })).toHaveAttribute('aria-valuenow', '400');
    await user.click(screen.getByRole('button', { name: 'Cancel upload of sheet.pdf' }));
    expect(handlers.onCancel).toHaveBeenCalledWith('x');
  });

  it('embeds the external form only when configured', () => {
    const { rerender } = renderWithProviders(<DocumentUploadScreen {...props()} />);
    expect(screen.queryByTitle('Document details form')).not.toBeInTheDocument();
    rerender(<DocumentUploadScreen {...props()} externalFormUrl="https://forms.example/upload" />);
    expect(screen.getByTitle('Document details form')).toHaveAttribute('src', 'https://forms.example/upload');
  });
});
