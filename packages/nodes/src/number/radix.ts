import { requireIntegerInRange } from '../shared/numbers.js';

/** spec 2 §5: radix outside 2 to 36 (stringToInt, toString) */
export const RADIX_MESSAGE = 'Radix must be between 2 and 36';

export function requireRadix(radix: number): number {
  return requireIntegerInRange(radix, 2, 36, RADIX_MESSAGE);
}
