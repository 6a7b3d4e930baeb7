import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import { paramValueInRange } from '@nodeloom/nodes';
import type { CSSProperties } from 'react';

/**
 * The text style of a node with the text and font params sticky notes and trays share (spec 2 §3:
 * fontColor, alignment, font or customFontFamily, italic, fontSize, fontWeight). Numbers are drawn
 * held to their declared ranges (spec 2 §5: fontWeight 100 to 900), as the parameter editor clamps.
 */
export function textNodeStyle(node: GraphNode, definition: NodeDefinition | undefined): CSSProperties {
  const p = (name: string) => node.params[name]?.value;
  const inRange = (name: string, fallback: number) =>
    Number((definition ? paramValueInRange(definition, name, p(name)) : p(name)) ?? fallback);
  return {
    color: String(p('fontColor') ?? '#000'),
    textAlign: (p('alignment') ?? 'left') as CSSProperties['textAlign'],
    fontSize: inRange('fontSize', 18),
    fontWeight: inRange('fontWeight', 400),
    fontStyle: p('italic') === true ? 'italic' : 'normal',
    fontFamily: `"${String(p('customFontFamily') || p('font') || 'Inter')}", Inter, system-ui, sans-serif`,
  };
}

/**
 * The classes of a node's display toggles (sticky note, tray, iframe: spec 2 §3): showBackground
 * and showBorder off drop the node's fill and outline. Absent params change nothing.
 */
export function displayToggleClasses(node: GraphNode): string[] {
  return [
    node.params.showBackground?.value === false ? 'gc-no-background' : '',
    node.params.showBorder?.value === false ? 'gc-no-border' : '',
  ].filter(Boolean);
}
