import { afterEach, describe, expect, it, vi } from 'vitest';
import { putFile, UPLOAD_TIMEOUT_MS, UploadError } from './put-file.js';

/** Just enough of XMLHttpRequest to drive putFile: the test plays the network's part. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  timeout = 0;
  status = 0;
  statusText = '';
  responseText = '';
  headers: Record<string, string> = {};
  body: unknown;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  ontimeout?: () => void;
  onerror?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
}

afterEach(() => vi.unstubAllGlobals());

const start = (onProgress = (_: number) => undefined) => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const file = new Blob(['abc'], { type: 'image/png' });
  return { file, done: putFile('/assets/uploads/x/original?sig', file, onProgress) };
};

describe('putFile', () => {
  it('PUTs the file with its type and a request id, reporting progress, within the 20 s timeout', async () => {
    const seen: number[] = [];
    const { file, done } = start((f) => void seen.push(f));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['PUT', '/assets/uploads/x/original?sig', file]);
    expect(xhr.timeout).toBe(UPLOAD_TIMEOUT_MS);
    expect(UPLOAD_TIMEOUT_MS).toBe(20_000);
    expect(xhr.headers['Content-Type']).toBe('image/png');
    expect(xhr.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    xhr.status = 200;
    xhr.onload?.();
    await done;
    expect(seen).toEqual([0.25, 1]);
  });

  it('fails with the status and the server message', async () => {
    const { done } = start();
    const xhr = FakeXhr.last;
    xhr.status = 413;
    xhr.responseText = JSON.stringify({ message: 'The file must be at most 25 MB' });
    xhr.onload?.();
    await expect(done).rejects.toThrow(new UploadError('HTTP 413: The file must be at most 25 MB'));
  });

  it('fails with a timeout message', async () => {
    const { done } = start();
    FakeXhr.last.ontimeout?.();
    await expect(done).rejects.toThrow('timed out after 20 s');
  });
});
