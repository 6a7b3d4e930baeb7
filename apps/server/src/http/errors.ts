import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '@nodeloom/api';

/**
 * An error with an HTTP status and a stable code. Throw one anywhere in a route, service or
 * policy; the app's error handler turns it into `{ statusCode, error, message, code }`.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  toBody(): ErrorBody {
    return errorBody(this.statusCode, this.code, this.message);
  }
}

/**
 * The body every error answer has. For answers on a hot path that need no Error (an unknown /api
 * path): creating one captures a stack trace, the largest part of such an answer's cost.
 */
export function errorBody(statusCode: number, code: string, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message, code };
}

/** 400: a param, query field, body field or header is missing or wrong; the message names it. */
export class ValidationError extends HttpError {
  constructor(message: string) {
    super(400, 'ValidationError', message);
  }
}

/** 401: no signed-in user (or a revoked/expired session). */
export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, 'Unauthorized', message);
  }
}

/** 403: signed in (or not) but not allowed. */
export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, 'Forbidden', message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not Found') {
    super(404, 'NotFound', message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string, code = 'Conflict') {
    super(409, code, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests, please try again later.') {
    super(429, 'TooManyRequests', message);
  }
}
