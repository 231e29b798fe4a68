import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../../test/render';
import { FileDropZone, type UploadItem } from './FileDropZone';

const MB = 1024 * 1024;

describe('FileDropZone', () => {
  const createObjectURL = vi.fn((_file: Blob) => 'blob:thumb-1');
  const revokeObjectURL = vi.fn();
  beforeEach(() => {
    createObjectURL.mockClear();
    revokeObjectURL.mockClear();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  const fileInput = (container: HTMLElement) => {
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    return input;
  };

  it('adds one accepted file in single mode and refuses the rest with messages', async () => {
    const onAdd = vi.fn();
    const onReject = vi.fn();
    const { user, container } = renderUi(
      <FileDropZone
        label="Address proof"
        acceptedFileTypes={['application/pdf']}
        maxFileSize={MB}
        onAdd={onAdd}
        onReject={onReject}
      />,
    );
    const input = fileInput(container);
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', 'application/pdf');
    await user.upload(input, new File([new Uint8Array(2 * MB)], 'big.pdf', { type: 'application/pdf' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByText('big.pdf: the file is larger than 1 MB.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Address proof' })).toHaveAccessibleDescription(
      'big.pdf: the file is larger than 1 MB.',
    );

    await user.upload(input, new File(['%PDF'], 'proof.pdf', { type: 'application/pdf' }));
    expect(onAdd).toHaveBeenCalledWith([expect.objectContaining({ name: 'proof.pdf' })]);
    expect(screen.queryByText(/larger than/)).not.toBeInTheDocument();
    expect(onReject).toHaveBeenCalledTimes(1);
  });

  it('takes several files in bulk mode and names refused types', async () => {
    const onAdd = vi.fn();
    const { container } = renderUi(
      <FileDropZone label="Documents" allowsMultiple acceptedFileTypes={['image/*', '.pdf']} onAdd={onAdd} />,
    );
    const input = fileInput(container);
    expect(input).toHaveAttribute('multiple');
    // The browser dialog filters by `accept`; a drop does not, so the component checks again.
    await userEvent
      .setup({ applyAccept: false })
      .upload(input, [
        new File(['a'], 'a.png', { type: 'image/png' }),
        new File(['b'], 'b.pdf', { type: 'application/pdf' }),
        new File(['c'], 'c.exe', { type: 'application/x-msdownload' }),
      ]);
    expect(onAdd).toHaveBeenCalledWith([
      expect.objectContaining({ name: 'a.png' }),
      expect.objectContaining({ name: 'b.pdf' }),
    ]);
    expect(
      screen.getByText('c.exe: this file type is not accepted (allowed: image/*, .pdf).'),
    ).toBeInTheDocument();
  });

  it('shows progress in bytes and percent, and cancels with the keyboard', async () => {
    const onCancel = vi.fn();
    const files: UploadItem[] = [
      {
        id: 'u1',
        name: 'photo.jpg',
        size: 2 * MB,
        type: 'image/jpeg',
        uploadedBytes: MB,
        status: 'uploading',
      },
    ];
    const { user } = renderUi(<FileDropZone label="Photos" files={files} onCancel={onCancel} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading photo.jpg' });
    expect(bar).toHaveAttribute('aria-valuetext', '1 MB of 2 MB');
    expect(screen.getByText('1 MB of 2 MB · 50%')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Cancel upload of photo.jpg' }).focus());
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledWith('u1');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('shows thumbnails for local images and revokes their object URLs on unmount', () => {
    const photo = new File(['img'], 'photo.png', { type: 'image/png' });
    const files: UploadItem[] = [
      { id: 'p', name: 'photo.png', size: 3, type: 'image/png', file: photo, status: 'done' },
      { id: 'd', name: 'doc.pdf', size: 3, type: 'application/pdf', status: 'done' },
    ];
    const { unmount, container } = renderUi(<FileDropZone label="Photos" files={files} />);
    expect(createObjectURL).toHaveBeenCalledWith(photo);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('src', 'blob:thumb-1');
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:thumb-1');
  });

  it('removes stored files, and shows the external error only when invalid', async () => {
    const onRemove = vi.fn();
    const files: UploadItem[] = [
      { id: '101', name: 'shop.png', size: MB, type: 'image/png', previewUrl: 'https://x/shop.png' },
    ];
    const { user, rerender } = renderUi(
      <FileDropZone label="Partner images" files={files} onRemove={onRemove} errorMessage="Required" />,
    );
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove shop.png' }));
    expect(onRemove).toHaveBeenCalledWith('101');
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    rerender(<FileDropZone label="Partner images" files={files} errorMessage="Required" isInvalid />);
    expect(screen.getByText('Required')).toBeInTheDocument();
  });

  it('ignores files while disabled', async () => {
    const onAdd = vi.fn();
    const { user, container } = renderUi(<FileDropZone label="Docs" isDisabled onAdd={onAdd} />);
    expect(screen.getByRole('button', { name: 'Browse file' })).toBeDisabled();
    await user.upload(fileInput(container), new File(['a'], 'a.pdf', { type: 'application/pdf' }));
    expect(onAdd).not.toHaveBeenCalled();
  });
});
