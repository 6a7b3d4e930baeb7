import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { paramValueInRange } from '@nodeloom/nodes';

/**
 * The CSS transform of a sticky image (spec 2 §3 stickyImage): translateX/Y move it by a share of
 * the node's size (-1 to 1), rotate turns it in degrees (-180 to 180), scale sizes it (-1 to 5; a
 * negative scale mirrors it). Values are held to the declared ranges, as every display setting is.
 */
export function stickyImageTransform(node: GraphNode, definition: NodeDefinition | undefined): string {
  const read = (name: string, fallback: number) => {
    const raw = node.params[name]?.value;
    const value = Number(definition ? paramValueInRange(definition, name, raw) : raw);
    return Number.isFinite(value) ? value : fallback;
  };
  const x = read('translateX', 0) * 100;
  const y = read('translateY', 0) * 100;
  return `translate(${x}%, ${y}%) rotate(${read('rotate', 0)}deg) scale(${read('scale', 1)})`;
}
