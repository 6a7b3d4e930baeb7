import type { GraphNode, NodeDefinition } from '@nodeloom/engine';
import type { DiffMark } from '../../../base/graph-diff.js';
import type { NodeStatusView } from '../../../editor/index.js';
import { formatValue } from '../../model/format-value.js';
import { type GlanceEntry, glanceEntries } from '../../model/glance.js';
import { type NodeKind, nodeKindOf } from '../../model/node-kinds.js';
import { type NodeMessageText, nodeMessage } from '../../model/node-message.js';
import { type NodeShape, takesShape } from '../../model/node-shape.js';
import { textNodeStyle } from '../../model/text-node-style.js';
import { showsTitleBar } from '../../nodes/node-marks.js';

/** A font as the canvas rasterises it. */
export interface TextFont {
  family: string;
  size: number;
  weight: string;
  italic: boolean;
}

export type TextAlign = 'left' | 'center' | 'right' | 'justify';

/** A sticky note's or a tray's own text, in its own font (spec 2 §3 text params). */
export interface NodeText {
  content: string;
  font: TextFont;
  color: string;
  align: TextAlign;
}

/**
 * Everything a node's look reads beyond its box, fill and name (spec 2 §9, the DOM view's
 * NodeView): marks, status, what hangs under it and the text nodes' faces. Built from the node,
 * its definition, its status and its diff mark, so it changes only when one of those does.
 */
export interface NodeLook {
  /** the shape drawn: the user's preference for kinds that take it, else 'plate' */
  shape: NodeShape;
  bypass: boolean;
  preview: boolean;
  /** the param flag's pin on the corner */
  paramPin: boolean;
  diff: DiffMark | null;
  state: NodeStatusView['status'];
  warnings: number;
  errors: number;
  message: NodeMessageText | null;
  glance: readonly GlanceEntry[];
  /** the comment shown under the node ('' when none or hidden by hideComment) */
  comment: string;
  /** a ghost's failed data, shown under it */
  ghostData: string;
  /** sticky notes, trays and viewers: the title bar; background and border toggles */
  titleBar: boolean;
  background: boolean;
  border: boolean;
  text: NodeText | null;
  /** whether the node carries a name tag when zoomed out (not trays and sticky notes) */
  nameTag: boolean;
  /** a selected plate's, context's or dot's outputs, shortened ('…' until computed); null otherwise */
  outputs: readonly OutputRow[] | null;
}

/** One output in the strip under a selected node. */
export interface OutputRow {
  key: string;
  text: string;
}

export interface LookInputs {
  node: GraphNode;
  definition: NodeDefinition | undefined;
  kind: NodeKind;
  shape: NodeShape;
  selected: boolean;
  status: NodeStatusView;
  diff: DiffMark | undefined;
  /** the node's outputs while it is selected (showsOutputs) */
  outputs?: Readonly<Record<string, unknown>>;
}

/** Whether a node's kind shows its outputs under it while selected (plates, contexts, dots). */
export function showsOutputs(node: Pick<GraphNode, 'definitionName' | 'isGhost'>): boolean {
  const kind = nodeKindOf(node);
  return kind === 'plate' || kind === 'context' || kind === 'dot';
}

const ALIGNS: readonly TextAlign[] = ['left', 'center', 'right', 'justify'];

export function nodeLookOf({
  node,
  definition,
  kind,
  shape,
  selected,
  status,
  diff,
  outputs,
}: LookInputs): NodeLook {
  const param = (name: string) => node.params[name]?.value;
  const textKind = kind === 'stickyNote' || kind === 'tray';
  return {
    shape: takesShape(node, definition) ? shape : 'plate',
    bypass: node.flags.bypass === true,
    preview: node.flags.preview === true,
    paramPin: node.flags.param === true,
    diff: diff ?? null,
    state: status.status,
    warnings: status.warnings.length,
    errors: status.errors.length,
    message: nodeMessage(status, selected),
    glance: glanceEntries(node, definition),
    comment: kind === 'ghost' || node.flags.hideComment === true ? '' : node.comment,
    ghostData: kind === 'ghost' ? node.comment : '',
    titleBar: showsTitleBar(node, kind),
    background: param('showBackground') !== false,
    border: param('showBorder') !== false,
    text: textKind ? nodeText(node, definition) : null,
    nameTag: !textKind,
    outputs:
      selected && showsOutputs(node) && definition && definition.outputs.length > 0
        ? definition.outputs.map((o) => ({
            key: o.identifier,
            text: outputs ? formatValue(outputs[o.identifier], 48) : '…',
          }))
        : null,
  };
}

/** The text params drawn as the DOM view's textNodeStyle sets them (one place reads them). */
function nodeText(node: GraphNode, definition: NodeDefinition | undefined): NodeText | null {
  const content = String(node.params.text?.value ?? '');
  if (!content) return null;
  const style = textNodeStyle(node, definition);
  const align = String(style.textAlign) as TextAlign;
  return {
    content,
    font: {
      family: String(style.fontFamily),
      size: Number(style.fontSize),
      weight: String(style.fontWeight),
      italic: style.fontStyle === 'italic',
    },
    color: String(style.color),
    align: ALIGNS.includes(align) ? align : 'left',
  };
}

/** The look of a node with no marks, status or texts (a test double's scene node). */
export const PLAIN_LOOK: NodeLook = {
  shape: 'plate',
  bypass: false,
  preview: false,
  paramPin: false,
  diff: null,
  state: 'untouched',
  warnings: 0,
  errors: 0,
  message: null,
  glance: [],
  comment: '',
  ghostData: '',
  titleBar: false,
  background: true,
  border: true,
  text: null,
  nameTag: true,
  outputs: null,
};

interface BodyNode {
  kind: NodeKind;
  width: number;
  height: number;
  fill: string;
  selected: boolean;
  look?: NodeLook;
}

/**
 * What a node's body geometry is made of: nodes with the same key share one geometry. The status
 * row, the pin and the viewer's inset show in full detail only, so other details leave them out.
 */
export function bodyKey(node: BodyNode, detail: 'full' | 'plain' | 'overview'): string {
  const look = node.look ?? PLAIN_LOOK;
  const full = detail === 'full';
  return [
    detail,
    node.kind,
    node.width,
    node.height,
    node.fill,
    node.selected ? 's' : '',
    look.shape,
    look.bypass ? 'b' : '',
    look.preview ? 'p' : '',
    look.diff ?? '',
    // a failure rings the node at every detail
    look.state === 'error' ? 'error' : full ? look.state : '',
    full ? look.warnings : '',
    full && look.errors > 0 ? 'e' : '',
    full && look.paramPin ? 'pin' : '',
    look.titleBar ? 't' : '',
    look.background ? '' : 'nobg',
    look.border ? '' : 'nobd',
  ].join('|');
}
