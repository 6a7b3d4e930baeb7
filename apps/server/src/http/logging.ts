import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import { type Bindings, type ChildLoggerOptions, type Logger, symbols } from 'pino';
import type { Config } from '../config.js';

/** Where a pino logger keeps its bindings as JSON text (pino's exported symbols). */
const chindings = symbols.chindingsSym;

/** Query parameters whose values never reach the logs (OAuth codes and states, tokens, upload signatures). */
const SECRET_QUERY_PARAMS = ['code', 'state', 'token', 'access_token', 'id_token', 'password', 'signature'];

/** A request URL with secret query values replaced by [Redacted]. */
export function redactUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const params = new URLSearchParams(url.slice(question + 1));
  for (const name of SECRET_QUERY_PARAMS) if (params.has(name)) params.set(name, '[Redacted]');
  return `${url.slice(0, question)}?${params.toString()}`;
}

/**
 * Structured JSON logs (pino through Fastify). Passwords, cookies, tokens and debug keys are
 * redacted wherever they appear in a logged object; request bodies are never logged.
 */
export function loggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): NonNullable<FastifyServerOptions['logger']> {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-debug-key"]',
        'req.headers["x-project-access-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
        '*.token',
        '*.accessToken',
        '*.access_token',
        '*.refreshToken',
        '*.clientSecret',
        '*.codeVerifier',
        '*.cookie',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req: (request: { method: string; url: string; id: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        requestId: request.id,
        remoteAddress: request.ip,
      }),
    },
  };
}

/**
 * One log line per request, once it is answered: the request (method, redacted URL, id, address),
 * the status and the time taken. Fastify writes two by default ("incoming request" and "request
 * completed"): the same facts for half the log writes on every request. Fastify's other lines
 * (errors, streams cut short, serializer failures) are unchanged. Routes with a logger below 'info'
 * (e.g. /health/live's) write none.
 */
export class OneLinePerRequest extends LogController {
  /** Per app logger: the same logger without redaction (see requestCompleted). */
  readonly #unredacted = new WeakMap<Logger, Logger>();

  override incomingRequest(): void {
    // Nothing: the line written on completion carries the request.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    // request.log, not reply.log: request-guards may have added the client's ids to it.
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else if ((request.log as Logger).isLevelEnabled?.('info')) {
      // This line holds nothing to redact: req and res pass through the serializers (method, URL
      // with secret query values redacted, ids, address; status). pino's redaction still walked
      // it for every path — 10 of its 13 µs — so it is written, with the request's bindings, by
      // the same logger without redaction. Other lines (errors, the app's own) keep it.
      this.#unredactedLog(request).info(line, 'request completed');
    }
  }

  /**
   * The request's logger as it is (its bindings: reqId, the client's ids) but without redaction:
   * an object over the app's unredacted logger sharing the request logger's bindings text
   * (pino.symbols.chindingsSym), so no bindings are parsed or serialised again per line.
   */
  #unredactedLog(request: FastifyRequest): Logger {
    const root = request.server.log as Logger;
    let unredacted = this.#unredacted.get(root);
    if (!unredacted) {
      unredacted = root.child({}, { redact: { paths: [] } });
      this.#unredacted.set(root, unredacted);
    }
    const log: Logger = Object.create(unredacted);
    (log as unknown as Record<symbol, unknown>)[chindings] = (
      request.log as unknown as Record<symbol, unknown>
    )[chindings];
    return log;
  }
}

/**
 * Fastify's per-request child logger ({ reqId }), made as pino's child() makes it in its fast path
 * (the parent's bindings text plus `,"reqId":"…"`) but without what Fastify's call costs on every
 * request: it passes an options object, which sends pino down its slow path (formatters rebuilt,
 * options checked). Routes with options of their own (a log level) and non-pino loggers get the
 * ordinary child. Bindings here need no serializer or redaction: one string, the request id.
 */
export function requestChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const parentBindings = (logger as unknown as Record<symbol, unknown>)[chindings];
  const keys = Object.keys(bindings);
  const value = keys.length === 1 ? bindings[keys[0]!] : undefined;
  if (typeof parentBindings !== 'string' || typeof value !== 'string' || hasAny(options)) {
    return logger.child(bindings, options);
  }
  const child: FastifyBaseLogger = Object.create(logger);
  (child as unknown as Record<symbol, unknown>)[chindings] =
    `${parentBindings},${JSON.stringify(keys[0])}:${JSON.stringify(value)}`;
  return child;
}

function hasAny(options: object): boolean {
  for (const _ in options) return true;
  return false;
}
