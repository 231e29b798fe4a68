import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOWNLOAD_URL_LIFETIME_MS, saveFile } from './download.ts';

describe('saveFile', () => {
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    clicked.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/file-1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("saves under the server's file name when the blob is a named File", () => {
    const file = new File(['Invoice number,INV-000004'], 'INV-000004.csv', { type: 'text/csv' });
    expect(saveFile(file, 'IR-000011.csv')).toBe('INV-000004.csv');
    expect(URL.createObjectURL).toHaveBeenCalledWith(file);
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/file-1', download: 'INV-000004.csv', attached: true },
    ]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('falls back to the given name for a plain blob and revokes the URL later', () => {
    expect(saveFile(new Blob(['x']), 'IR-000011.csv')).toBe('IR-000011.csv');
    expect(clicked[0]?.download).toBe('IR-000011.csv');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DOWNLOAD_URL_LIFETIME_MS);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/file-1');
  });
});
