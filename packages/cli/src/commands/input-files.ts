import { basename, extname } from 'node:path';
import { type GraphState, loadProjectGraph, ProjectFileError } from '@nodeloom/engine';
import { type CommandIo, UsageError } from '../command.js';
import { isEventLog, replayEventLog } from './event-log.js';

/** The text of an input file; an unreadable file is a UsageError 'Cannot read {file}: …'. */
export async function readInput(file: string, io: CommandIo): Promise<string> {
  try {
    return await io.readFile(file);
  } catch (error) {
    throw new UsageError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/**
 * Reads a project: the spec's Project entity `{ name?, graph: { nodes, connections } }`, a bare
 * graph `{ nodes, connections }`, or an event log (.jsonl, replayed with warnings on stderr). The
 * project is named after its `name`, else the file. Bad input is a UsageError naming the file and
 * what is wrong.
 */
export async function readProjectFile(
  file: string,
  io: CommandIo,
): Promise<{ graph: GraphState; name: string }> {
  const text = await readInput(file, io);
  if (isEventLog(file, text)) {
    return { graph: replayEventLog(text, file, io), name: basename(file, extname(file)) };
  }
  try {
    const json = JSON.parse(text) as Record<string, unknown> | null;
    const bare = typeof json === 'object' && json !== null && !('graph' in json) && 'nodes' in json;
    const graph = loadProjectGraph(bare ? JSON.stringify({ graph: json }) : text, file);
    const name = typeof json?.name === 'string' && json.name ? json.name : basename(file, extname(file));
    return { graph, name };
  } catch (error) {
    if (error instanceof SyntaxError) throw new UsageError(`${file}: invalid JSON: ${error.message}`);
    if (error instanceof ProjectFileError) throw new UsageError(error.message);
    throw error;
  }
}
