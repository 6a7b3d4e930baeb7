import type { GraphNode, NodeDefinition } from '@nodeloom/engine';

/** One param shown at a glance on its node: its label and its value (or expression) in short. */
export interface GlanceEntry {
  name: string;
  label: string;
  text: string;
}

/** How long a glanced value may get on the canvas before it is cut with an ellipsis. */
export const GLANCE_TEXT_MAX = 40;

function short(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > GLANCE_TEXT_MAX ? `${text.slice(0, GLANCE_TEXT_MAX - 1)}…` : text;
}

/**
 * The params marked glance (spec 2 §3: a param's glance flag), defined ones in the definition's
 * order then custom ones: what the canvas shows on the node without opening the parameter editor.
 */
export function glanceEntries(node: GraphNode, definition: NodeDefinition | undefined): GlanceEntry[] {
  const entries: GlanceEntry[] = [];
  const add = (name: string, label: string, p: { value: unknown; expression: string; evalType: string }) =>
    entries.push({
      name,
      label,
      text: p.evalType === 'expression' ? `= ${short(p.expression)}` : short(p.value),
    });
  const labels = new Map(definition?.parameters.map((p) => [p.name, p.label]) ?? []);
  const order = definition?.parameters.map((p) => p.name) ?? [];
  const defined = Object.values(node.params).filter((p) => p.glance === true);
  defined.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  for (const p of defined) add(p.name, labels.get(p.name) ?? p.name, p);
  for (const p of Object.values(node.customParams)) {
    if (p.glance === true) add(p.name, p.label ?? p.name, p);
  }
  return entries;
}
