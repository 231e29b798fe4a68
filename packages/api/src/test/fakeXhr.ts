import type { XhrLike } from '../upload.ts';

type ProgressHandler = NonNullable<XhrLike['upload']['onprogress']>;

/**
 * A scriptable stand-in for XMLHttpRequest: records what the upload sets, and lets the test fire
 * progress, load, error, time-out and abort. No network is touched.
 */
export class FakeXhr implements XhrLike {
  method = '';
  url = '';
  readonly headers = new Map<string, string>();
  body: Blob | undefined;
  sent = false;
  aborted = false;
  status = 0;
  responseText = '';
  timeout = 0;
  withCredentials = true;
  readonly upload: { onprogress: ProgressHandler | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name.toLowerCase(), value);
  }

  send(body: Blob): void {
    this.body = body;
    this.sent = true;
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  /** Fires one upload progress event. */
  progress(loaded: number, total: number, lengthComputable = true): void {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }

  /** Completes the request with `status`. */
  respond(status: number, text = ''): void {
    this.status = status;
    this.responseText = text;
    this.onload?.();
  }

  fail(): void {
    this.onerror?.();
  }

  timeOut(): void {
    this.ontimeout?.();
  }
}
