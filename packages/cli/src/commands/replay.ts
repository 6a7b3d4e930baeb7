import { type Command, UsageError } from '../command.js';
import { replayEventLog } from './event-log.js';
import { readInput } from './input-files.js';

/** `nodeloom replay EVENTS.jsonl`: replays an event log and prints the graph as {nodes, connections}. */
export const replayCommand: Command = {
  name: 'replay',
  summary: 'replay an event log (one event per line) and print the graph as JSON, warnings on stderr',
  usage: 'replay <events.jsonl>',
  help: [
    'Replays the events in order as the app does when it opens a project: an event that fails is',
    'skipped and a failed node creation becomes a ghost node, each with a warning on stderr. An',
    'invalid line, an unknown event type or an invalid node id stops with exit code 2.',
    'File formats: docs/file-formats.md, or `nodeloom schema events`.',
  ],
  examples: ['replay events.jsonl > graph.json'],
  async run(args, io) {
    const [file, ...extra] = args;
    if (!file || extra.length > 0) throw new UsageError('replay takes one events file');
    const state = replayEventLog(await readInput(file, io), file, io);
    io.stdout(JSON.stringify(state.toGraph(), null, 2));
    return 0;
  },
};
