import type { DataType, NodeDefinition } from '@nodeloom/engine';
import { CONTEXT_DEFINITIONS } from '@nodeloom/engine';
import { canFeed } from '../model/data-types.js';

/** The socket a wire was dragged from, when the tab menu opens on a dropped wire. */
export interface DraggedSocket {
  kind: 'input' | 'output';
  dataType: DataType;
}

/** How many entries the tab menu lists at most; typing narrows further. */
export const TAB_MENU_LIMIT = 200;

/**
 * The definitions the tab menu offers for a query, best first. Root contexts are never
 * offered (one per project). With a dragged socket, only definitions with a socket that can
 * take the other end of the wire stay. Ranking: exact name, name prefix, word prefix in the
 * name, substring of the name, then keywords, category and description.
 */
export function filterDefinitions(
  definitions: readonly NodeDefinition[],
  query: string,
  dragged?: DraggedSocket,
  limit = TAB_MENU_LIMIT,
): NodeDefinition[] {
  const q = query.trim().toLowerCase();
  const scored: Array<{ definition: NodeDefinition; score: number }> = [];
  for (const definition of definitions) {
    if (CONTEXT_DEFINITIONS.has(definition.definitionName)) continue;
    if (dragged && !acceptsWire(definition, dragged)) continue;
    const score = q ? matchScore(definition, q) : definition.deprecated ? 1 : 2;
    if (score > 0) scored.push({ definition, score });
  }
  scored.sort(
    (a, b) => b.score - a.score || a.definition.definitionName.localeCompare(b.definition.definitionName),
  );
  return scored.slice(0, limit).map((s) => s.definition);
}

/** Whether a new node of this definition could take the other end of the dragged wire. */
export function acceptsWire(definition: NodeDefinition, dragged: DraggedSocket): boolean {
  return dragged.kind === 'output'
    ? definition.inputs.some((i) => canFeed(dragged.dataType, i.dataType))
    : definition.outputs.some((o) => canFeed(o.dataType, dragged.dataType));
}

/** The first socket of a new node that the dragged wire joins (the tab menu connects to it). */
export function socketForWire(definition: NodeDefinition, dragged: DraggedSocket): string | undefined {
  return dragged.kind === 'output'
    ? definition.inputs.find((i) => canFeed(dragged.dataType, i.dataType))?.identifier
    : definition.outputs.find((o) => canFeed(o.dataType, dragged.dataType))?.identifier;
}

function matchScore(definition: NodeDefinition, q: string): number {
  const name = definition.definitionName.toLowerCase();
  const label = definition.editorConfig.nodeName.toLowerCase();
  // a deprecated node only comes up when asked for closely
  const penalty = definition.deprecated ? 5 : 0;
  if (name === q || label === q) return 100 - penalty;
  if (name.startsWith(q) || label.startsWith(q)) return 80 - penalty;
  if (words(definition.definitionName).some((w) => w.startsWith(q))) return 60 - penalty;
  if (name.includes(q) || label.includes(q)) return 50 - penalty;
  if (definition.keywords.some((k) => k.toLowerCase().startsWith(q))) return 30 - penalty;
  if (definition.category.toLowerCase().includes(q)) return 20 - penalty;
  if (q.length > 2 && definition.description.toLowerCase().includes(q)) return 10 - penalty;
  return 0;
}

/** camelCase words of a definition name: 'arrayGetElement' → array, get, element. */
function words(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/\s+/);
}
