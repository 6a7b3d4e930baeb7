import { EngineError } from '../errors/index.js';

/** A UDN library failure with the spec's message (spec 2 §8 UDN library). */
export class UdnError extends EngineError {
  constructor(code: string, message: string) {
    super(code, message);
  }
}
