import DOMPurify from 'dompurify';
import { uploadFile, type UploadClient, type UploadFileOptions, type UploadSource } from './upload.ts';
import type { StorageLinks } from './storageLinks.ts';

/** Sources that are not storage keys: any URL with a scheme, protocol-relative and fragment links. */
const NOT_A_KEY = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

/** True when an image `src` is a storage key (to be replaced by a signed link on display). */
export function isStorageKey(src: string): boolean {
  return src.trim() !== '' && !NOT_A_KEY.test(src.trim());
}

/** Sanitises with DOMPurify and parses the result into an inert document (no image loads). */
function sanitizedDocument(html: string): Document {
  if (!DOMPurify.isSupported) {
    throw new Error('Rich HTML needs a DOM (DOMPurify is not supported here)');
  }
  const clean = DOMPurify.sanitize(html);
  return new DOMParser().parseFromString(`<!doctype html><body>${clean}</body>`, 'text/html');
}

/**
 * Prepares rich HTML for storing: sanitises it (DOMPurify) and reduces every image `src` that is a
 * signed link of `links`' bucket to its storage key, so no expiring link is ever stored. Other
 * sources are kept. Spec: operations §7 'File upload' (item 5).
 *
 * @example toStoredHtml('<p><img src="https://…/uploads/a.png?X-Amz-Signature=…"></p>', links)
 *   // '<p><img src="uploads/a.png"></p>'
 */
export function toStoredHtml(html: string, links: Pick<StorageLinks, 'keyFromUrl'>): string {
  const doc = sanitizedDocument(html);
  for (const image of Array.from(doc.body.querySelectorAll('img'))) {
    const src = image.getAttribute('src');
    if (src === null) continue;
    const key = links.keyFromUrl(src);
    if (key !== undefined) image.setAttribute('src', key);
  }
  return doc.body.innerHTML;
}

/**
 * Prepares stored rich HTML for display: sanitises it with DOMPurify (at render time, whatever was
 * stored), then replaces every image `src` that is a storage key with a fresh signed display link
 * (60 s; the key stays when signing fails). The result is safe for `dangerouslySetInnerHTML`.
 * Spec: operations §7 'File upload' (items 3 and 5), §8 'Files'.
 */
export async function toDisplayHtml(html: string, links: Pick<StorageLinks, 'displayLink'>): Promise<string> {
  const doc = sanitizedDocument(html);
  const images = Array.from(doc.body.querySelectorAll('img')).filter((image) =>
    isStorageKey(image.getAttribute('src') ?? ''),
  );
  const signed = await Promise.all(images.map((image) => links.displayLink(image.getAttribute('src') ?? '')));
  images.forEach((image, index) => image.setAttribute('src', signed[index] ?? ''));
  return doc.body.innerHTML;
}

/**
 * The rich-text editor's image upload: uploads the image (see `uploadFile`) and returns its storage
 * key and a signed display link to show it at once. Spec: operations §7 'File upload' (item 5).
 */
export async function uploadRichTextImage(
  client: UploadClient,
  links: Pick<StorageLinks, 'displayLink'>,
  image: UploadSource,
  options?: UploadFileOptions,
): Promise<{ key: string; url: string }> {
  const { key } = await uploadFile(client, image, options);
  return { key, url: await links.displayLink(key) };
}
