import { EVENT_TYPES } from '../events/apply.js';
import type { GraphEvent } from '../events/event.js';
import { graphEventSchema } from '../events/schemas.js';
import type { ReadonlyGraph } from '../graph/index.js';
import { selectionToBootstrapEvents } from '../project/snippet.js';
import { ProjectFileError } from './project-file.js';

const knownEventTypes = new Set<string>(EVENT_TYPES);

/** An event log is a .jsonl/.ndjson file, or any file whose first line is an object with an eventType. */
export function isEventLogFile(file: string, text: string): boolean {
  if (/\.(jsonl|ndjson)$/i.test(file)) return true;
  const first = text.split(/\r?\n/, 1)[0]?.trim() ?? '';
  if (!first.startsWith('{') || !first.endsWith('}')) return false;
  try {
    const json = JSON.parse(first) as unknown;
    return typeof json === 'object' && json !== null && 'eventType' in json;
  } catch {
    return false;
  }
}

/** Parses a JSONL event log (docs/file-formats.md); the first bad line is a ProjectFileError `{file}:{line}: …`. */
export function parseEventLog(text: string, file: string): GraphEvent[] {
  const events: GraphEvent[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${file}:${index + 1}`;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new ProjectFileError(`${where}: invalid JSON: ${(error as Error).message}`);
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new ProjectFileError(`${where}: invalid event: not a JSON object`);
    }
    const eventType = (json as { eventType?: unknown }).eventType;
    // the spec's message (spec 2 §8) rather than zod's list of every known name
    if (typeof eventType !== 'string' || !knownEventTypes.has(eventType)) {
      const named = typeof eventType === 'string' ? `: ${eventType}` : '';
      throw new ProjectFileError(`${where}: Unknown or unsupported event type${named}`);
    }
    const parsed = graphEventSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      throw new ProjectFileError(`${where}: invalid event${path}: ${issue.message}`);
    }
    events.push(parsed.data);
  });
  return events;
}

/**
 * A graph as the event log that rebuilds it: every node bootstrapped, parents first, then the
 * wires (one JSON event per line, ids `evt_{n}`, all stamped `timestamp`).
 */
export function graphToEventLog(graph: ReadonlyGraph, timestamp: number): string {
  const events = selectionToBootstrapEvents(graph, graph.childrenOf(undefined));
  return events
    .map((event, i) => `${JSON.stringify({ ...event, eventId: `evt_${i + 1}`, timestamp })}\n`)
    .join('');
}
