import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { ValidationError } from '../../http/errors.js';

/** The path of the first string (or key) holding a NUL character, or undefined. */
export function findNulCharacter(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = findNulCharacter(item, here);
    if (found) return found;
  }
  return undefined;
}

const rejectNul: preValidationHookHandler = async (request) => {
  const field = findNulCharacter(request.body, '');
  if (field !== undefined)
    throw new ValidationError(`${field || 'body'} must not contain NUL characters (\\u0000)`);
};

/**
 * @deprecated Every route now has the app-wide input guard (http/input-guard.ts), which also
 * refuses unpaired surrogates; kept only until the snapshots module drops its call.
 *
 * PostgreSQL text and jsonb cannot hold U+0000, so a body carrying one would fail in the database
 * (500) instead of being refused: answer 400 naming the field, before anything is written.
 * Applies to the routes of the plugin it is called in.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', rejectNul);
}
