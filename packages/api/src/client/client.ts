import { v4 as uuidv4 } from 'uuid';
import type { ZodType } from 'zod';
import {
  API_BASE_PATH,
  EMPTY_USER_ID,
  FILE_UPLOAD_TIMEOUT_MS,
  HEADER_PROJECT_ACCESS_TOKEN,
  HEADER_REQUEST_ID,
  HEADER_SESSION_ID,
  HEADER_USER_ID,
  REQUEST_TIMEOUT_MS,
} from '../constants.js';
import type { HttpMethod } from '../route.js';
import { type ApiError, CancelledError, InvalidResponseError, isApiError } from './errors.js';
import { type Exchange, send } from './send.js';

export interface ApiClientOptions {
  /** Prepended to the base path; '' (same origin) in the browser, `http://127.0.0.1:port` elsewhere. */
  origin?: string;
  /** Defaults to /api/nest. */
  basePath?: string;
  /** Defaults to the global fetch, looked up per call so nothing DOM-only is touched at import time. */
  fetch?: typeof fetch;
  /** The browser session's id, sent as x-session-id. A getter may read session storage lazily. */
  sessionId: string | (() => string);
  /** The signed-in user's id; empty or missing is sent as 24 zeros. */
  getUserId?: () => string | null | undefined;
  /** A project access token sent on every call unless the call gives its own. */
  getProjectAccessToken?: () => string | null | undefined;
  /** True when the user is known to be logged out: calls that need a login are then cancelled. */
  isLoggedOut?: () => boolean;
  /** Defaults to REQUEST_TIMEOUT_MS. */
  timeoutMs?: number;
  /** Sees every failure (also cancellations) before it is thrown: toasts, logging. */
  onError?: (error: ApiError, call: CallInfo) => void;
}

export interface RequestOptions<T = unknown> {
  query?: Record<string, string | number | boolean | null | undefined>;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
  projectAccessToken?: string;
  /** Default true: cancelled while the user is known to be logged out. */
  requiresLogin?: boolean;
  /** Told to onError so the UI can stay quiet about an expected failure (the login probe). */
  silent?: boolean;
  /** Outlives the page (fetch's keepalive): a save sent as the page is hidden or unloaded. */
  keepalive?: boolean;
  /** Parses a 2xx body; a mismatch throws InvalidResponseError. */
  schema?: ZodType<T>;
  /**
   * The same, for a schema whose code loads on first use: asked for only when a 2xx body is to
   * be parsed (the web app's shell asks who is signed in before zod and the route table load).
   */
  loadSchema?: () => Promise<ZodType<T>>;
}

/** What onError learns about the failed call. */
export interface CallInfo {
  method: HttpMethod;
  url: string;
  silent: boolean;
}

export interface UploadOptions {
  contentType?: string;
  signal?: AbortSignal;
  timeoutMs?: number;
}

export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  /** PUTs a file to an upload URL returned by the API (may be another origin): no API headers. */
  upload(url: string, file: Blob | ArrayBuffer | Uint8Array, options?: UploadOptions): Promise<void>;
  /** The URL of a path under the base path (for full-page navigations such as OAuth sign-in). */
  url(path: string, query?: RequestOptions['query']): string;
}

/** A new request id, unique per call. */
export function newRequestId(): string {
  return uuidv4();
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = `${options.origin ?? ''}${options.basePath ?? API_BASE_PATH}`;
  const fetchImpl = (): typeof fetch => options.fetch ?? globalThis.fetch.bind(globalThis);
  const sessionId = () => (typeof options.sessionId === 'function' ? options.sessionId() : options.sessionId);

  const url = (path: string, query?: RequestOptions['query']) => `${base}${path}${queryString(query)}`;

  async function request<T>(method: HttpMethod, path: string, call: RequestOptions<T> = {}): Promise<T> {
    const target = url(path, call.query);
    const info: CallInfo = { method, url: target, silent: call.silent ?? false };
    try {
      if ((call.requiresLogin ?? true) && options.isLoggedOut?.()) {
        throw new CancelledError(method, target, 'loggedOut');
      }
      const answer = await send(fetchImpl(), {
        method,
        url: target,
        headers: apiHeaders(call),
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        credentials: 'include',
        timeoutMs: call.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        signal: call.signal,
        ...(call.keepalive ? { keepalive: true } : {}),
      });
      const schema = call.schema ?? (await call.loadSchema?.());
      return parse(schema, answer.body, method, target);
    } catch (error) {
      if (isApiError(error)) options.onError?.(error, info);
      throw error;
    }
  }

  function apiHeaders(call: RequestOptions<unknown>): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      [HEADER_REQUEST_ID]: newRequestId(),
      [HEADER_SESSION_ID]: sessionId(),
      [HEADER_USER_ID]: options.getUserId?.() || EMPTY_USER_ID,
    };
    if (call.body !== undefined) headers['content-type'] = 'application/json';
    const token = call.projectAccessToken ?? options.getProjectAccessToken?.();
    if (token) headers[HEADER_PROJECT_ACCESS_TOKEN] = token;
    return { ...headers, ...call.headers };
  }

  async function upload(target: string, file: Blob | ArrayBuffer | Uint8Array, call: UploadOptions = {}) {
    const exchange: Exchange = {
      method: 'PUT',
      url: target,
      headers: call.contentType ? { 'content-type': call.contentType } : {},
      body: file as RequestInit['body'],
      credentials: 'omit',
      timeoutMs: call.timeoutMs ?? FILE_UPLOAD_TIMEOUT_MS,
      signal: call.signal,
    };
    try {
      await send(fetchImpl(), exchange);
    } catch (error) {
      if (isApiError(error)) options.onError?.(error, { method: 'PUT', url: target, silent: false });
      throw error;
    }
  }

  return {
    request,
    get: (path, call) => request('GET', path, call),
    post: (path, body, call) => request('POST', path, { ...call, body }),
    patch: (path, body, call) => request('PATCH', path, { ...call, body }),
    delete: (path, call) => request('DELETE', path, call),
    upload,
    url,
  };
}

function parse<T>(schema: ZodType<T> | undefined, body: unknown, method: string, target: string): T {
  if (!schema) return body as T;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.length ? issue.path.join('.') : 'body';
  throw new InvalidResponseError(method, target, `${where} ${issue?.message ?? 'is invalid'}`);
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
