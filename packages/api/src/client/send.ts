import { type ApiError, CancelledError, HttpError, NetworkError, TimeoutError } from './errors.js';

/** One HTTP exchange as the transport sees it, after the client added its headers. */
export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: RequestInit['body'];
  credentials: RequestInit['credentials'];
  timeoutMs: number;
  signal?: AbortSignal;
  /** The request outlives the page that sent it. */
  keepalive?: boolean;
}

/** The parsed answer of a 2xx response. */
export interface Answer {
  status: number;
  body: unknown;
}

/**
 * Performs one exchange: applies the timeout, turns the caller's abort into a CancelledError,
 * a missing answer into a NetworkError and a non-2xx status into an HttpError.
 * The body is read inside the timeout, so a server that stalls mid-body also times out.
 */
export async function send(fetchImpl: typeof fetch, exchange: Exchange): Promise<Answer> {
  const { method, url, signal, timeoutMs } = exchange;
  if (signal?.aborted) throw new CancelledError(method, url, 'aborted');

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    const response = await fetchImpl(url, {
      method,
      headers: exchange.headers,
      body: exchange.body,
      credentials: exchange.credentials,
      signal: controller.signal,
      ...(exchange.keepalive ? { keepalive: true } : {}),
    });
    const body = await readBody(response);
    if (!response.ok)
      throw new HttpError(response.status, method, url, serverMessage(body, response.statusText));
    return { status: response.status, body };
  } catch (error) {
    throw classify(error, exchange, timedOut);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

function classify(error: unknown, { method, url, timeoutMs, signal }: Exchange, timedOut: boolean): ApiError {
  if (error instanceof HttpError) return error;
  if (timedOut) return new TimeoutError(method, url, timeoutMs);
  if (signal?.aborted) return new CancelledError(method, url, 'aborted');
  return new NetworkError(method, url, error);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The server's message (`message`, else `error`) or the raw text of the body. */
export function serverMessage(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim() !== '') return body.trim();
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error'] as const) {
      const value = record[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return fallback || 'No message';
}
