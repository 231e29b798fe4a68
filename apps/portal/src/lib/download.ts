/** How long the object URL of a saved file stays valid after the download starts (ms). */
export const DOWNLOAD_URL_LIFETIME_MS = 10_000;

/**
 * Saves a file answer in the browser: a hidden `<a download>` on an object URL of `blob`, clicked
 * once, then removed; the URL is revoked after {@link DOWNLOAD_URL_LIFETIME_MS}. The name is the
 * server's (a `File` from the API client carries the Content-Disposition file name), else
 * `fallbackName`. Returns the name used. Spec: operations §7 'Finance' (generate-partner-invoice:
 * "the response is a file blob").
 */
export function saveFile(blob: Blob, fallbackName: string): string {
  const name = blob instanceof File && blob.name ? blob.name : fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), DOWNLOAD_URL_LIFETIME_MS);
  }
  return name;
}
