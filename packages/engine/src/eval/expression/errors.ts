/** An expression that cannot be read or computed; the param falls back to its default silently. */
export class ExpressionError extends Error {
  readonly code = 'ExpressionError';
  constructor(message: string) {
    super(message);
    this.name = 'ExpressionError';
  }
}

/**
 * A param whose value (through other params) depends on itself. `cycleStart` is the key
 * ("nodeId.$param") where the loop closed, so every param on the loop can tell it belongs to it.
 */
export class CyclicReferenceError extends Error {
  readonly code = 'CyclicReferenceError';
  constructor(readonly cycleStart: string) {
    super(`Cyclic reference: ${cycleStart}`);
    this.name = 'CyclicReferenceError';
  }
}
