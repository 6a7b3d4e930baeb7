import {
  EngineError,
  type GraphEvent,
  type GraphState,
  isEventLogFile,
  Project,
  ProjectFileError,
  parseEventLog as parseEngineEventLog,
  seededRandom,
} from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { type CommandIo, UsageError } from '../command.js';

/** An event log is a .jsonl/.ndjson file, or any file whose first line is an object with an eventType. */
export const isEventLog = isEventLogFile;

/** Parses a JSONL event log; throws UsageError naming the first bad line as `{file}:{line}: …`. */
export function parseEventLog(text: string, file: string): GraphEvent[] {
  try {
    return parseEngineEventLog(text, file);
  } catch (error) {
    if (error instanceof ProjectFileError) throw new UsageError(error.message);
    throw error;
  }
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
