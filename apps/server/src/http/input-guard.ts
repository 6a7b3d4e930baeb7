import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationError } from './errors.js';
import { findUnstorableText, unstorableTextMessage } from './unstorable-text.js';

/**
 * One step of every route, before its guard and validation: params, query and a parsed body
 * must hold no text the database cannot store (NUL, unpaired surrogates) — a 400 naming the field
 * instead of a 500 from the database. Raw bodies (uploads, the Stripe webhook) are not text.
 */
async function inputGuard(app: FastifyInstance): Promise<void> {
  // A callback hook (no promise per request), and nothing walked when a part is empty: most
  // requests have no params or query, and GETs no body.
  app.addHook('preValidation', (request, _reply, done) => {
    done(
      unstorableIn(request.params, 'params') ??
        unstorableIn(request.query, 'query') ??
        unstorableIn(request.body, 'body'),
    );
  });
}

function unstorableIn(value: unknown, location: string): ValidationError | undefined {
  if (isEmpty(value)) return undefined;
  const found = findUnstorableText(value);
  return found ? new ValidationError(unstorableTextMessage(found, location)) : undefined;
}

/** undefined, null, or an object with no own enumerable keys (a plain {} or a null-prototype one). */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  for (const key in value) if (Object.hasOwn(value, key)) return false;
  return true;
}

export default fp(inputGuard, { name: 'input-guard' });
