import { EngineError, type GraphEvent, graphEventSchema, Project, seededRandom } from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { type Command, UsageError } from '../command.js';
import { readInput } from './input-files.js';

/** Parses a JSONL event log; throws UsageError naming the first bad line. */
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

/** `nodeloom replay EVENTS.jsonl`: replays an event log and prints the graph as {nodes, connections}. */
export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay an event log (one event per line) and print the graph as JSON, warnings on stderr',
  usage: 'replay <events.jsonl>',
  async run(args, io) {
    const [file, ...extra] = args;
    if (!file || extra.length > 0) throw new UsageError('replay takes one events file');
    const events = parseEventLog(await readInput(file, io), file);
    const project = new Project({
      registry: createBuiltInRegistry(),
      random: seededRandom(0),
      keepLog: false,
    });
    try {
      project.init(events);
    } catch (error) {
      if (error instanceof EngineError) throw new UsageError(`${file}: ${error.message}`);
      throw error;
    }
    for (const warning of project.warnings) io.stderr(`warning: ${warning}`);
    io.stdout(JSON.stringify(project.state.toGraph(), null, 2));
    return 0;
  },
};
