import { z } from 'zod';

// Every whole number a client sends is bounded here by what the database column it meets holds,
// so out of range is a 400 naming the field ("after must be at most 2147483647"), never the
// database refusing the value (a 500). Each field's schema says which column bounds it.

/** The largest value of a PostgreSQL `integer` (int4) column, such as the ordered log's counter. */
export const INT4_MAX = 2_147_483_647;

/**
 * The largest value sent to a `bigint` column: bigint holds up to 2^63-1, but a JS number is
 * exact only up to 2^53-1, so that is the bound.
 */
export const BIGINT_SAFE_MAX = Number.MAX_SAFE_INTEGER;

/** The last second a JS Date holds (±8.64e15 ms): a Unix time in seconds past it is no date. */
export const UNIX_SECONDS_MAX = 8_640_000_000_000;

export interface WholeNumberBounds {
  /** 0 unless given: most numbers (counters, pages, sizes) are never negative. */
  min?: number;
  /** INT4_MAX unless given. */
  max?: number;
}

/**
 * A whole number from `min` to `max` in a JSON body. The range is checked before wholeness, so
 * 1e23 is "must be at most …" rather than a remark about precision.
 */
export const wholeNumberSchema = (bounds: WholeNumberBounds = {}) =>
  bounded(z.number({ error: 'must be a number' }), bounds);

/** The same, read from the text of a path or query value. */
export const wholeNumberTextSchema = (bounds: WholeNumberBounds = {}) =>
  bounded(z.coerce.number({ error: 'must be a number' }), bounds);

function bounded(number: z.ZodNumber, bounds: WholeNumberBounds): z.ZodNumber;
function bounded(number: z.ZodCoercedNumber, bounds: WholeNumberBounds): z.ZodCoercedNumber;
function bounded(number: z.ZodNumber | z.ZodCoercedNumber, { min = 0, max = INT4_MAX }: WholeNumberBounds) {
  return number
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .int('must be a whole number');
}
