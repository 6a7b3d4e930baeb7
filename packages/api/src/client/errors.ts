/** Stable codes of the client's errors, so callers can branch without instanceof. */
export type ApiErrorCode =
  | 'HttpError'
  | 'TimeoutError'
  | 'CancelledError'
  | 'NetworkError'
  | 'InvalidResponse';

/** Base class of every error the API client throws. */
export abstract class ApiError extends Error {
  abstract readonly code: ApiErrorCode;
  constructor(
    message: string,
    readonly method: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The server answered with a status outside 2xx. */
export class HttpError extends ApiError {
  readonly code = 'HttpError';
  constructor(
    readonly status: number,
    method: string,
    url: string,
    /** The server's message or error text, or the status text when the body has none. */
    readonly serverMessage: string,
  ) {
    super(`${method} ${url} failed with ${status}: ${serverMessage}`, method, url);
  }
}

/** No answer within the timeout. */
export class TimeoutError extends ApiError {
  readonly code = 'TimeoutError';
  constructor(
    method: string,
    url: string,
    readonly timeoutMs: number,
  ) {
    super(`${method} ${url} timed out after ${timeoutMs} ms`, method, url);
  }
}

/** Why a request was cancelled: by its caller, or because it needs a login and the user is logged out. */
export type CancelReason = 'aborted' | 'loggedOut';

/** The request was cancelled before an answer arrived. */
export class CancelledError extends ApiError {
  readonly code = 'CancelledError';
  constructor(
    method: string,
    url: string,
    readonly reason: CancelReason,
  ) {
    super(
      reason === 'loggedOut'
        ? `${method} ${url} was cancelled: it needs a login and the user is logged out`
        : `${method} ${url} was cancelled`,
      method,
      url,
    );
  }
}

/** The request never reached the server (offline, DNS, refused connection). */
export class NetworkError extends ApiError {
  readonly code = 'NetworkError';
  constructor(method: string, url: string, cause: unknown) {
    super(`${method} ${url} could not reach the server: ${describe(cause)}`, method, url, { cause });
  }
}

/** The server answered 2xx with a body that does not match the expected shape. */
export class InvalidResponseError extends ApiError {
  readonly code = 'InvalidResponse';
  constructor(method: string, url: string, detail: string) {
    super(`${method} ${url} returned an unexpected response: ${detail}`, method, url);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function describe(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}
