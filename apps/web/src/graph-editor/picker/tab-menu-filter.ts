import type { ContextName, DataType, NodeDefinition } from '@nodeloom/engine';
import { CONTEXT_DEFINITIONS } from '@nodeloom/engine';
import { commonWordNodes } from '@nodeloom/nodes';
import { canFeed } from '../model/data-types.js';

/** The socket a wire was dragged from, when the tab menu opens on a dropped wire. */
export interface DraggedSocket {
  kind: 'input' | 'output';
  dataType: DataType;
}

/** Where the tab menu was opened: the root context of the level, the wire it was dragged from. */
export interface PickerPlace {
  /** the context the current level sits in; none at the project's root */
  context?: ContextName;
  dragged?: DraggedSocket;
}

/** How many entries the tab menu lists at most; typing narrows further. */
export const TAB_MENU_LIMIT = 200;

/** The spec's words for the three root contexts (spec 2: markup, task, function). */
export const CONTEXT_LABELS: Record<ContextName, string> = {
  htmlContext: 'markup',
  taskContext: 'task',
  functionContext: 'function',
};

/** Whether a node of this definition can run under the context (spec 2 §5 availableContexts). */
export function runsIn(definition: NodeDefinition, context: ContextName | undefined): boolean {
  return !context || !definition.availableContexts || definition.availableContexts.includes(context);
}

/**
 * The definitions the tab menu offers for a query, best first. Root contexts are never
 * offered (one per project), nor nodes that cannot run in the level's context. With a dragged
 * socket, only definitions with a socket that can take the other end of the wire stay.
 * Ranking: exact name, a common word's nodes (COMMON_WORDS: 'number' → constant), name prefix,
 * word prefix in the name, substring of the name, then keywords, category and description.
 */
export function filterDefinitions(
  definitions: readonly NodeDefinition[],
  query: string,
  place: PickerPlace = {},
  limit = TAB_MENU_LIMIT,
): NodeDefinition[] {
  const q = query.trim().toLowerCase();
  const meant = commonWordNodes(q);
  const scored: Array<{ definition: NodeDefinition; score: number }> = [];
  for (const definition of definitions) {
    if (CONTEXT_DEFINITIONS.has(definition.definitionName)) continue;
    if (!runsIn(definition, place.context)) continue;
    if (place.dragged && !acceptsWire(definition, place.dragged)) continue;
    const score = q ? matchScore(definition, q, meant) : definition.deprecated ? 1 : 2;
    if (score > 0) scored.push({ definition, score });
  }
  scored.sort(
    (a, b) => b.score - a.score || a.definition.definitionName.localeCompare(b.definition.definitionName),
  );
  return scored.slice(0, limit).map((s) => s.definition);
}

/**
 * Why a query found nothing here although it names nodes elsewhere: 'fexPlus runs only in the
 * function context', or undefined when no hidden node matches either.
 */
export function unavailableReason(
  definitions: readonly NodeDefinition[],
  query: string,
  context: ContextName | undefined,
): string | undefined {
  if (!context || !query.trim()) return undefined;
  const hidden = definitions.filter((d) => !runsIn(d, context) && !CONTEXT_DEFINITIONS.has(d.definitionName));
  const [first] = filterDefinitions(hidden, query, {}, 1);
  if (!first?.availableContexts) return undefined;
  const where = first.availableContexts.map((c) => CONTEXT_LABELS[c]).join(' or ');
  return `${first.definitionName} runs only in the ${where} context, not in this ${CONTEXT_LABELS[context]} one`;
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

function matchScore(definition: NodeDefinition, q: string, meant: readonly string[]): number {
  const name = definition.definitionName.toLowerCase();
  const label = definition.editorConfig.nodeName.toLowerCase();
  // a deprecated node only comes up when asked for closely
  const penalty = definition.deprecated ? 5 : 0;
  if (name === q || label === q) return 100 - penalty;
  const rank = meant.indexOf(definition.definitionName);
  if (rank >= 0) return 95 - rank - penalty;
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
