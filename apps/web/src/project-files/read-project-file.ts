import {
  EngineError,
  type Graph,
  isEventLogFile,
  loadProjectGraph,
  Project,
  ProjectFileError,
  parseEventLog,
} from '@nodeloom/engine';
import { createBuiltInRegistry } from '@nodeloom/nodes';

/** A file that cannot become a project; the message says which file and what is wrong. */
export class ProjectImportError extends Error {}

export interface ReadProject {
  name: string;
  graph: Graph;
}

/**
 * Reads a dropped file as the CLI does (docs/file-formats.md): an event log (.jsonl, replayed over
 * the built-in nodes), a Project `{ name?, graph }` or a bare graph `{ nodes, connections }`.
 * Stricter than the CLI on one point: a log whose replay warned (ghost nodes, skipped events) is
 * refused, because an import must not silently change what the file says.
 */
export function readProjectFile(fileName: string, text: string): ReadProject {
  const fallbackName = fileName.replace(/\.(jsonl|ndjson|json)$/i, '') || 'Imported project';
  try {
    if (isEventLogFile(fileName, text)) return { name: fallbackName, graph: replay(fileName, text) };
    const json = parseJson(fileName, text);
    const bare = !('graph' in json) && 'nodes' in json;
    const graph = loadProjectGraph(bare ? JSON.stringify({ graph: json }) : text, fileName).toGraph();
    const name = typeof json.name === 'string' && json.name.trim() ? json.name.trim() : fallbackName;
    return { name, graph };
  } catch (error) {
    if (error instanceof ProjectFileError || error instanceof EngineError) {
      throw new ProjectImportError(error.message);
    }
    throw error;
  }
}

function parseJson(fileName: string, text: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ProjectImportError(`${fileName}: invalid JSON: ${(error as Error).message}`);
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new ProjectImportError(`${fileName}: not a project: expected a JSON object`);
  }
  return json as Record<string, unknown>;
}

function replay(fileName: string, text: string): Graph {
  const project = new Project({ registry: createBuiltInRegistry(), keepLog: false });
  project.init(parseEventLog(text, fileName));
  if (project.warnings.length > 0) {
    const more = project.warnings.length > 1 ? ` (and ${project.warnings.length - 1} more)` : '';
    throw new ProjectImportError(`${fileName}: ${project.warnings[0]}${more}`);
  }
  return project.state.toGraph();
}
