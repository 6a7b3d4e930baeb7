import { randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import { API_BASE_PATH, HEADER_REQUEST_ID, PATH_PARAM_MAX_LENGTH } from '@nodeloom/api';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import collab from './collab/plugin.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import docs from './docs/plugin.js';
import errorHandler from './http/error-handler.js';
import { errorBody, TooManyRequestsError } from './http/errors.js';
import inputGuard from './http/input-guard.js';
import { useJsonBodyParser } from './http/json-body.js';
import { loggerOptions, OneLinePerRequest, requestChildLogger } from './http/logging.js';
import previewFrame from './http/preview-frame.js';
import requestGuards, { REQUEST_ID_VALUE } from './http/request-guards.js';
import securityHeaders from './http/security-headers.js';
import webApp from './http/web-app.js';
import jobs from './jobs/plugin.js';
import { createMailer, type Mailer } from './mail/index.js';
import { apiModules } from './modules/index.js';
import { foldUdnMetadata } from './modules/udns/index.js';
import projectLog from './project-log/plugin.js';
import { connectRedis } from './redis.js';
import sites from './sites/plugin.js';

/**
 * Request ids for requests that bring none: this process's random prefix and a counter. They name
 * a request in the logs and the x-request-id answer header and guard nothing (clients may choose
 * their own), so they need to be unique, not unguessable; the prefix keeps instances apart.
 */
export function requestIds(): () => string {
  const prefix = `${randomBytes(6).toString('hex')}-`;
  let count = 0;
  return () => prefix + (++count).toString(36);
}

/** The request's id: its x-request-id when well-formed (a malformed one is refused, never echoed). */
function requestIdOf(next: () => string) {
  return (request: { headers: Record<string, string | string[] | undefined> }) => {
    const given = request.headers[HEADER_REQUEST_ID];
    return typeof given === 'string' && REQUEST_ID_VALUE.test(given) ? given : next();
  };
}

/**
 * Framework refusals before any route runs, in the error body every answer has: a path parameter
 * over the router's 100 characters is a 400 like any other bad parameter (no route takes a longer
 * one), not Fastify's 414; a URL that does not decode is a 400 too.
 */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header(HEADER_REQUEST_ID, request.id);
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? `a path parameter must be at most ${PATH_PARAM_MAX_LENGTH} characters`
      : 'the URL is not valid (a path segment does not decode)';
  return reply.code(400).send(errorBody(400, 'ValidationError', message));
}

export interface BuildAppOptions {
  config: Config;
  db: Database;
  /** Where log lines go (tests capture them); stdout by default. `false` silences the logger. */
  logStream?: NodeJS.WritableStream | false;
  /** Prefix of rate-limit keys in Redis (tests use their own so runs do not share counters). */
  rateLimitNamespace?: string;
  /** Outgoing e-mail; by configuration (SMTP_URL, else the mailbox file) when absent. */
  mailer?: Mailer;
}

/**
 * Builds the whole app — plugins, API under /api/nest, the SPA — without listening.
 * main.ts listens; tests call `app.inject`. The caller owns the database and closes it.
 */
export async function buildApp({
  config,
  db,
  logStream,
  rateLimitNamespace = 'nodeloom-rate-limit:',
  mailer,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream === false ? false : loggerOptions(config, logStream),
    requestIdHeader: false,
    genReqId: requestIdOf(requestIds()),
    routerOptions: { maxParamLength: PATH_PARAM_MAX_LENGTH },
    frameworkErrors,
    // One line per answered request instead of two (http/logging.ts).
    logController: new OneLinePerRequest(),
    // Per-request child loggers without pino's slow path (http/logging.ts).
    childLoggerFactory: requestChildLogger,
    trustProxy: config.trustProxy,
    // On close, idle keep-alive sockets are closed at once; in-flight requests finish.
    forceCloseConnections: 'idle',
  });

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('mailer', mailer ?? createMailer(config, app.log));

  // The preview host answers its one document before anything else (http/preview-frame.ts), then
  // published sites answer their own hosts before any other hook or route (sites/plugin.ts).
  await app.register(previewFrame);
  await app.register(sites);
  await app.register(errorHandler);
  useJsonBodyParser(app);
  await app.register(fastifyCookie, { secret: config.session.secret });
  const redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.redisPrefix + rateLimitNamespace } : {}),
    errorResponseBuilder: (_request, context) =>
      new TooManyRequestsError(`Too many requests, please try again in ${context.after}.`),
  });
  await app.register(requestGuards);
  await app.register(inputGuard);
  await app.register(securityHeaders);
  // The one write path of project graphs, used by the REST routes and the socket alike.
  await app.register(projectLog, { udnMetadata: foldUdnMetadata });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module);
    },
    { prefix: API_BASE_PATH },
  );
  // Background jobs (account deletion, domain verification), started when the app is ready.
  await app.register(jobs);
  // The collaboration socket on the same HTTP server, path /collab (collab/README.md).
  await app.register(collab);
  // The user documentation at /docs (guides and node help), before the SPA's fallback.
  await app.register(docs);
  await app.register(webApp);
  return app;
}
