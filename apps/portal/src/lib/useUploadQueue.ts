import {
  isApiError,
  uploadFile,
  type ServiceCallReportLink,
  type UploadFileOptions,
  type UploadResult,
} from '@partner-portal/api';
import { useApiClient } from '@partner-portal/api/hooks';
import type { UploadItem } from '@partner-portal/ui/pickers';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { failureText } from './failureText.ts';

/** An item of the queue: the drop zone's item plus the storage key once uploaded. */
export interface QueuedUpload extends UploadItem {
  /** The storage key the server chose (set when `status` is 'done'). */
  key?: string;
}

/** Options of {@link useUploadQueue}. */
export interface UploadQueueOptions {
  /** The service call report link whose ids authorise the uploads (a page reached without sign-in). */
  link?: ServiceCallReportLink;
  /** Called with each finished upload's storage key, type and size. */
  onUploaded?: (result: UploadResult) => void;
  /** Creates the XHR of each PUT (tests pass a fake); default `new XMLHttpRequest()`. */
  createXhr?: UploadFileOptions['createXhr'];
}

/** What {@link useUploadQueue} returns. */
export interface UploadQueue {
  /** Every file added, in order, with status and bytes sent. */
  items: readonly QueuedUpload[];
  /** Starts uploading each file at once (each its own presign + PUT). */
  add: (files: readonly File[]) => void;
  /** Aborts a running upload (its status becomes 'canceled'). */
  cancel: (id: string) => void;
  /** Aborts if running and takes the item off the list. */
  remove: (id: string) => void;
}

/**
 * Uploads files to private storage with `uploadFile` (presign, then PUT with progress and abort),
 * keeping a list the drop zone shows: 'uploading' with bytes sent, then 'done' (with the storage
 * key), 'canceled' (Cancel pressed) or 'error' (the failure's text: the server's message, e.g. a
 * refused type, or the shared network and time-out texts). Uploads still running when the page
 * goes away are aborted. `link` authorises uploads from a page reached by a service call report
 * link (no sign-in). Spec: operations §7 'File upload', §8 'Files'.
 */
export function useUploadQueue(options: UploadQueueOptions = {}): UploadQueue {
  const client = useApiClient();
  const intl = useIntl();
  const [items, setItems] = useState<QueuedUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);
  const latest = useRef(options);
  latest.current = options;

  const patch = useCallback((id: string, change: Partial<QueuedUpload>) => {
    setItems((previous) => previous.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      for (const file of files) {
        counter.current += 1;
        const id = `upload-${counter.current}`;
        const controller = new AbortController();
        controllers.current.set(id, controller);
        setItems((previous) => [
          ...previous,
          {
            id,
            name: file.name,
            size: file.size,
            type: file.type,
            file,
            uploadedBytes: 0,
            status: 'uploading',
          },
        ]);
        uploadFile(client, file, {
          link: latest.current.link,
          createXhr: latest.current.createXhr,
          signal: controller.signal,
          onProgress: ({ loaded }) => patch(id, { uploadedBytes: loaded }),
        })
          .then((result) => {
            patch(id, { status: 'done', uploadedBytes: file.size, key: result.key });
            latest.current.onUploaded?.(result);
          })
          .catch((error: unknown) => {
            if (isApiError(error) && error.kind === 'aborted') patch(id, { status: 'canceled' });
            else patch(id, { status: 'error', errorMessage: failureText(intl, error) ?? undefined });
          })
          .finally(() => controllers.current.delete(id));
      }
    },
    [client, intl, patch],
  );

  const cancel = useCallback((id: string) => controllers.current.get(id)?.abort(), []);

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setItems((previous) => previous.filter((item) => item.id !== id));
  }, []);

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
    };
  }, []);

  return { items, add, cancel, remove };
}
