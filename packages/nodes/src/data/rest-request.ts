import { objectFromJsonOrObject } from './plain-object.js';

/** What restApiCall outputs: the raw response as data. */
export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  /** parsed JSON when the response says it is JSON, else text */
  body: unknown;
}

/** "options from a JSON string or object" (spec 2 §7); an empty string means none. */
export function parseOptions(options: unknown): Record<string, unknown> {
  return objectFromJsonOrObject(options, 'Failed to parse options JSON');
}

/** Plain objects and arrays are sent as JSON; strings, blobs, form data and buffers as they are. */
function isJsonBody(body: unknown): boolean {
  if (Array.isArray(body)) return true;
  if (typeof body !== 'object' || body === null) return false;
  const prototype = Object.getPrototypeOf(body);
  return prototype === Object.prototype || prototype === null;
}

/** Fetch init from the options: their method overrides the param; an object body is sent as JSON. */
export function requestInit(method: string, options: Record<string, unknown>): RequestInit {
  const init = {
    ...options,
    method: typeof options.method === 'string' ? options.method : method,
  } as RequestInit;
  const body = options.body;
  if (isJsonBody(body)) {
    const headers = new Headers(init.headers);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
    init.headers = headers;
    init.body = JSON.stringify(body);
  }
  return init;
}

/** Reads a response into plain data, keeping the text when a JSON response does not parse. */
export async function readResponse(response: Response): Promise<RestResponse> {
  const headers = Object.fromEntries(response.headers.entries());
  const text = await response.text();
  let body: unknown = text;
  if ((headers['content-type'] ?? '').includes('json') && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, headers, body };
}
