import { type Graph, graphToEventLog, type ReadonlyGraph } from '@nodeloom/engine';

/**
 * A project as the files `nodeloom eval/test/build` read (docs/file-formats.md): the spec's
 * Project entity `{ name, graph }` as JSON, or the event log that rebuilds the graph as JSONL.
 */
export function projectFileText(name: string, graph: ReadonlyGraph): string {
  const { nodes, connections }: Graph = graph.toGraph();
  return `${JSON.stringify({ name, graph: { nodes, connections } }, null, 2)}\n`;
}

export function eventLogText(graph: ReadonlyGraph, now = Date.now()): string {
  return graphToEventLog(graph, now);
}

/** A file name made of the project's name: letters, digits, dot, dash and underscore. */
export function fileBaseName(name: string): string {
  const base = name
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'project';
}
