import {
  EngineError,
  EVENT_TYPES,
  type GraphEvent,
  type GraphState,
  graphEventSchema,
  Project,
  seededRandom,
} from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { type CommandIo, UsageError } from '../command.js';

const knownEventTypes = new Set<string>(EVENT_TYPES);

/** An event log is a .jsonl/.ndjson file, or any file whose first line is an object with an eventType. */
export function isEventLog(file: string, text: string): boolean {
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

/** Parses a JSONL event log; throws UsageError naming the first bad line as `{file}:{line}: …`. */
export function parseEventLog(text: string, file: string): GraphEvent[] {
  const events: GraphEvent[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const where = `${file}:${index + 1}`;
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch (error) {
      throw new UsageError(`${where}: invalid JSON: ${(error as Error).message}`);
    }
    if (typeof json !== 'object' || json === null || Array.isArray(json)) {
      throw new UsageError(`${where}: invalid event: not a JSON object`);
    }
    const eventType = (json as { eventType?: unknown }).eventType;
    // the spec's message (spec 2 §8) rather than zod's list of every known name
    if (typeof eventType !== 'string' || !knownEventTypes.has(eventType)) {
      const named = typeof eventType === 'string' ? `: ${eventType}` : '';
      throw new UsageError(`${where}: Unknown or unsupported event type${named}`);
    }
    const parsed = graphEventSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const path = issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      throw new UsageError(`${where}: invalid event${path}: ${issue.message}`);
    }
    events.push(parsed.data);
  });
  return events;
}

/**
 * Replays an event log over the built-in nodes (spec 2 §4: failing events are skipped and failed
 * creations become ghosts, each with a warning printed to stderr); an invalid or duplicate node id
 * is a UsageError.
 */
export function replayEventLog(text: string, file: string, io: CommandIo): GraphState {
  const events = parseEventLog(text, file);
  const project = new Project({ registry: createBuiltInRegistry(), random: seededRandom(0), keepLog: false });
  try {
    project.init(events);
  } catch (error) {
    if (error instanceof EngineError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
  for (const warning of project.warnings) io.stderr(`warning: ${warning}`);
  return project.state;
}
