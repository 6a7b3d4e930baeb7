import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.js';

/**
 * Deepest nesting of arrays and objects a JSON body may have. Real bodies (a graph update with
 * node parameters holding JSON values) stay well under it; far deeper values overflow the stack of
 * recursive code downstream (validation, the database driver's JSON encoding).
 */
export const MAX_JSON_DEPTH = 128;

export const JSON_TOO_DEEP_MESSAGE = `body must not nest arrays and objects deeper than ${MAX_JSON_DEPTH} levels`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether JSON text nests deeper than `max` (a linear scan of the text, strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (prototype-poisoning safe), with two changes: an empty body
 * with a JSON content type counts as no body (clients send the header on body-less POSTs), and a
 * body nested deeper than MAX_JSON_DEPTH is a 400 before it is parsed.
 */
export function useJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (text === '') done(null, undefined);
    else if (nestsDeeperThan(text, MAX_JSON_DEPTH))
      done(new ValidationError(JSON_TOO_DEEP_MESSAGE), undefined);
    else parseJson(request, text, done);
  });
}
