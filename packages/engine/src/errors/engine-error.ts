/** Base of every error the engine throws on purpose: a stable `code` (spec 2 §8) and the spec's message. */
export class EngineError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = new.target.name;
    this.code = code;
  }
}

/**
 * Builds an error without capturing its stack: for a refusal the lenient apply only turns into a
 * warning (it keeps the message alone), where capturing the stack cost more than the event.
 */
export function withoutStack<E extends Error>(make: () => E): E {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** 'ES is not ready': internals accessed before the project finished loading (spec 2 §4). */
export class NotReadyError extends EngineError {
  constructor() {
    super('NotReady', 'ES is not ready');
  }
}

/** Undo or redo asked while a history replay runs. */
export class ReplayingError extends EngineError {
  constructor() {
    super('Replaying', 'Cannot undo or redo when replaying events');
  }
}

export class ReplayAlreadyStartedError extends EngineError {
  constructor() {
    super('ReplayAlreadyStarted', 'Events replay already started');
  }
}

export class UnknownEventTypeError extends EngineError {
  constructor(readonly eventType: unknown) {
    super('UnknownEventType', 'Unknown or unsupported event type');
  }
}

/** An event without eventId. */
export class NoIdentityError extends EngineError {
  constructor() {
    super('NoIdentity', 'Event has no eventId');
  }
}
