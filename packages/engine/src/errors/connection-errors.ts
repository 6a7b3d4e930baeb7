import { EngineError } from './engine-error.js';

/** Codes of spec 2 §8 Connection errors. */
export type ConnectionErrorCode =
  | 'SameExists'
  | 'TargetNotMultipleInput'
  | 'TargetInputNotFound'
  | 'SourceOutputNotFound'
  | 'NotFound';

export class ConnectionError extends EngineError {
  declare readonly code: ConnectionErrorCode;
  constructor(code: ConnectionErrorCode, message: string) {
    super(code, message);
  }
}
