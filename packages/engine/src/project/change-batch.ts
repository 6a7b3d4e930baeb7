import type { EventSource, GraphEvent } from '../events/index.js';
import type { GraphChange } from '../graph/index.js';

/**
 * What one applied batch did, as `Project.onChange` publishes it: the events that applied, the
 * graph changes they made (collapsed per id), and where the events came from.
 */
export interface ChangeBatch {
  readonly events: readonly GraphEvent[];
  readonly changes: readonly GraphChange[];
  readonly source: EventSource;
}

export type ChangeListener = (batch: ChangeBatch) => void;
