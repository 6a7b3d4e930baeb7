import type { EventSource, GraphEvent, Inverse } from '../events/index.js';
import type { GraphChange } from '../graph/index.js';

/**
 * What one applied batch did, as `Project.onChange` publishes it: the events that applied, the
 * graph changes they made (collapsed per id), and where the events came from.
 */
export interface ChangeBatch {
  readonly events: readonly GraphEvent[];
  /** per event, the events undoing it as it applied here (null: it has none); collaboration rebases with them */
  readonly inverses: readonly Inverse[];
  readonly changes: readonly GraphChange[];
  readonly source: EventSource;
}

export type ChangeListener = (batch: ChangeBatch) => void;
