import { isTypingTarget, type KeyPress } from '../../base/shortcuts.js';
import type { EditorApi } from '../../editor/index.js';
import { type FocusBox, nearestInDirection, nearestToPoint } from '../a11y/spatial-focus.js';
import { type WireWalk, wiredNeighbours } from '../a11y/wire-follow.js';
import { isResizable, minSizeOf } from '../model/node-kinds.js';
import { type NodeKeyAction, nodeKeyAction } from './node-keys.js';

/**
 * What a canvas lends the keyboard's actions (both canvases, whatever draws them): the level's
 * node boxes, how the keyboard comes onto the canvas and how a node is brought into view.
 */
export interface NodeKeyPorts {
  editor: EditorApi;
  /** every node of the level (flow units), drawn or not */
  boxes(): readonly FocusBox[];
  /** the keyboard comes onto the canvas (a node, else nothing): false when the level is empty */
  land(): boolean;
  /** after a move: brings the moved node into view once it is drawn there (the next frame) */
  revealMoved(id: string): void;
  readOnly: boolean;
  startRename(id: string): void;
  /** Alt+Up/Down's walk along the wires (it cycles while Alt is held) */
  walk: WireWalk;
}

/**
 * The keyboard's action a key press on the canvas asks for, if any: none while typing or when the
 * page took the key; Alt pressed anew restarts the wire walk (the next Alt+Up starts from the
 * focused node instead of cycling).
 */
export function canvasNodeKey(
  event: KeyPress & { defaultPrevented: boolean; repeat: boolean; target: EventTarget | null },
  walk: WireWalk,
): NodeKeyAction | undefined {
  if (event.defaultPrevented || isTypingTarget(event.target)) return undefined;
  if (event.key === 'Alt') {
    if (!event.repeat) walk.reset();
    return undefined;
  }
  return nodeKeyAction(event);
}

/**
 * Where the keyboard lands on coming to the canvas: the focused node when it is on the level, else
 * the one nearest `centre` (the view's centre, flow units).
 */
export function landingNode(
  editor: EditorApi,
  boxes: readonly FocusBox[],
  centre: { x: number; y: number },
): string | undefined {
  const current = editor.nodeFocus.current();
  return current !== undefined && boxes.some((b) => b.id === current)
    ? current
    : nearestToPoint(centre, boxes);
}

/**
 * Runs a key's action (docs/accessibility.md) on the keyboard's node `id` (undefined: the canvas
 * itself has the focus) through the editor's own calls. False when the key did nothing here (the
 * page may answer it).
 */
export function runNodeKey(action: NodeKeyAction, id: string | undefined, ports: NodeKeyPorts): boolean {
  const { editor, walk } = ports;
  if (action.kind !== 'follow') walk.reset();
  if (action.kind === 'leave') {
    const path = editor.view.levelPath();
    if (path.length < 2) return false;
    // back on the parent level, the keyboard is on the node it left
    editor.nodeFocus.set(path[path.length - 1].id);
    editor.view.goToLevel(path[path.length - 2].id);
    return true;
  }
  if (id === undefined) return action.kind === 'focus' && ports.land();
  switch (action.kind) {
    case 'focus': {
      const boxes = ports.boxes();
      const from = boxes.find((b) => b.id === id);
      const next = from && nearestInDirection(from, boxes, action.direction);
      if (next !== undefined) editor.nodeFocus.set(next);
      return true;
    }
    case 'follow': {
      const next = walk.next(id, action.direction, (nodeId) => {
        const definition = editor.nodes.definitionOf(nodeId);
        const sockets = {
          inputs: definition?.inputs.map((s) => s.identifier) ?? [],
          outputs: definition?.outputs.map((s) => s.identifier) ?? [],
        };
        return wiredNeighbours(nodeId, editor.view.levelConnections(), sockets, action.direction);
      });
      if (next !== undefined) editor.nodeFocus.set(next);
      return true;
    }
    case 'enter':
      // as a double-click does: a node hosting a level, or an unpacked UDN
      if (!editor.nodes.definitionOf(id)?.hasSubLevel && !editor.nodes.get(id)?.unpacked) return false;
      editor.view.enterLevel(id);
      return true;
    case 'select':
      editor.selection.select([id], action.add ? 'toggle' : 'replace');
      return true;
    case 'move': {
      const selection = editor.selection.ids();
      if (ports.readOnly) return true;
      editor.nodes.move(selection.has(id) ? [...selection] : [id], action.by);
      ports.revealMoved(id);
      return true;
    }
    case 'resize': {
      const node = editor.nodes.get(id);
      const definition = editor.nodes.definitionOf(id);
      if (ports.readOnly || !node || !isResizable(definition)) return true;
      const min = minSizeOf(definition);
      const gesture = editor.tools.resize(id);
      gesture.update({
        width: Math.max(min.width, node.size.width + action.by.width),
        height: Math.max(min.height, node.size.height + action.by.height),
      });
      gesture.end();
      return true;
    }
    case 'rename':
      if (!ports.readOnly) ports.startRename(id);
      return true;
  }
}
