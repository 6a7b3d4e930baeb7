/** Spec 1 §9: a file upload gives up after this long. */
export const UPLOAD_TIMEOUT_MS = 20_000;

/** An upload that did not end with a 2xx; the message says why (status and server message, or timeout). */
export class UploadError extends Error {
  readonly code = 'UploadError';
}

/**
 * PUT of one file to a signed upload URL. XMLHttpRequest rather than fetch because only it reports
 * upload progress; `onProgress` gets the sent fraction (0…1).
 */
export function putFile(
  url: string,
  file: Blob,
  onProgress: (fraction: number) => void,
  timeoutMs = UPLOAD_TIMEOUT_MS,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.timeout = timeoutMs;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    // the server asks every state-changing call for a request id (as the api client sends one)
    xhr.setRequestHeader('x-request-id', crypto.randomUUID());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      reject(new UploadError(`HTTP ${xhr.status}: ${serverMessage(xhr.responseText) || xhr.statusText}`));
    };
    xhr.ontimeout = () => reject(new UploadError(`timed out after ${timeoutMs / 1000} s`));
    xhr.onerror = () => reject(new UploadError('network error'));
    xhr.send(file);
  });
}

/** The `message` of a JSON error body, if there is one. */
function serverMessage(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) return String(parsed.message);
  } catch {
    // not JSON: the status text says enough
  }
  return '';
}
