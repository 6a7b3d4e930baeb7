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
  app.addHook('preValidation', async (request) => {
    const inputs = [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const;
    for (const [location, value] of inputs) {
      const found = findUnstorableText(value);
      if (found) throw new ValidationError(unstorableTextMessage(found, location));
    }
  });
}

export default fp(inputGuard, { name: 'input-guard' });
