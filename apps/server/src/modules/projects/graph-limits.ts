import { GRAPH_UPDATE_MAX_BYTES, GRAPH_UPDATE_MAX_ITEMS, routes } from '@nodeloom/api';
import type {
  FastifyInstance,
  FastifyRequest,
  onRequestHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { HttpError } from '../../http/errors.js';

const MEGABYTES = GRAPH_UPDATE_MAX_BYTES / (1024 * 1024);

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, 'PayloadTooLarge', message);
  }
}

/** Refuses a declared body past the limit before reading it (Fastify's bodyLimit backs this up). */
const checkContentLength: onRequestHookHandler = async (request: FastifyRequest) => {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > GRAPH_UPDATE_MAX_BYTES) {
    throw new PayloadTooLargeError(
      `Graph update body must be at most ${MEGABYTES} MB (${GRAPH_UPDATE_MAX_BYTES} bytes)`,
    );
  }
};

/** Counts the items before they are validated one by one. */
const checkItemCount: preValidationHookHandler = async (request) => {
  const updates = (request.body as { unorderedUpdates?: unknown } | undefined)?.unorderedUpdates;
  if (Array.isArray(updates) && updates.length > GRAPH_UPDATE_MAX_ITEMS) {
    throw new PayloadTooLargeError(`unorderedUpdates must have at most ${GRAPH_UPDATE_MAX_ITEMS} items`);
  }
};

/**
 * POST /projects/{id}/graph takes bodies up to GRAPH_UPDATE_MAX_BYTES (10 MB) with at most
 * GRAPH_UPDATE_MAX_ITEMS (20,000) items; past either it answers 413. Call before declaring the route.
 */
export function applyGraphUpdateLimits(app: FastifyInstance): void {
  const { method, path } = routes.projects.updateGraph;
  app.addHook('onRoute', (options) => {
    if (options.method !== method || !options.url.endsWith(path)) return;
    options.bodyLimit = GRAPH_UPDATE_MAX_BYTES;
    options.onRequest = checkContentLength;
    options.preValidation = checkItemCount;
  });
}
