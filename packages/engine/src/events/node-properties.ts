import { CREATION_MESSAGES, NodeError } from '../errors/index.js';
import { NODE_FLAGS, type NodeFlag, type NodeFlags, TRAY_DEFINITION } from '../model/index.js';
import type { HandlerTable } from './context.js';
import { checkNodeName } from './naming.js';
import { requireNode, setField } from './node-access.js';
import { clampSize } from './node-factory.js';

function isFlag(flag: string): flag is NodeFlag {
  return (NODE_FLAGS as readonly string[]).includes(flag);
}

export const nodePropertyHandlers: HandlerTable<
  | 'nodeRenamed'
  | 'nodePositionChanged'
  | 'nodeResized'
  | 'nodeFlagToggled'
  | 'colorChanged'
  | 'commentChanged'
  | 'addedToTray'
> = {
  nodeRenamed: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    checkNodeName(ctx.state, node.parentId, e.name, node.id);
    const before = node.name; // read first: setField may write an owned node in place
    setField(ctx.state, node, 'name', e.name);
    if (ctx.skipInverses) return null;
    return [{ eventType: 'nodeRenamed', nodeId: node.id, name: before }];
  },

  nodePositionChanged: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    const { x, y } = e.position;
    if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw new NodeError('InvalidOperation', CREATION_MESSAGES.invalidPosition);
    }
    const before = node.position;
    setField(ctx.state, node, 'position', { x, y });
    if (ctx.skipInverses) return null;
    return [{ eventType: 'nodePositionChanged', nodeId: node.id, position: before }];
  },

  nodeResized: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    const before = node.size;
    setField(ctx.state, node, 'size', clampSize(e.size));
    if (ctx.skipInverses) return null;
    return [{ eventType: 'nodeResized', nodeId: node.id, size: before }];
  },

  nodeFlagToggled: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    if (!isFlag(e.flag)) throw new NodeError('FlagNotSupported', `Flag not supported: ${e.flag}`);
    const before = node.flags[e.flag] === true;
    const after = e.value ?? !before;
    // only true flags are stored, so a toggled-back node equals its former self (a loop, not a
    // rest pattern with a computed key: that takes V8's slow path, and replay toggles a lot)
    const flags: NodeFlags = {};
    for (const key in node.flags) if (key !== e.flag) flags[key as NodeFlag] = node.flags[key as NodeFlag];
    if (after) flags[e.flag] = true;
    setField(ctx.state, node, 'flags', flags);
    if (ctx.skipInverses) return null;
    return [{ eventType: 'nodeFlagToggled', nodeId: node.id, flag: e.flag, value: before }];
  },

  colorChanged: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    const before = node.color;
    setField(ctx.state, node, 'color', e.color);
    if (ctx.skipInverses) return null;
    return [{ eventType: 'colorChanged', nodeId: node.id, color: before }];
  },

  commentChanged: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    const before = node.comment;
    setField(ctx.state, node, 'comment', e.comment);
    if (ctx.skipInverses) return null;
    return [{ eventType: 'commentChanged', nodeId: node.id, comment: before }];
  },

  addedToTray: (ctx, e) => {
    const node = requireNode(ctx.state, e.nodeId);
    const inverse = [
      { eventType: 'addedToTray' as const, nodeId: node.id, trayNodeId: node.trayNodeId ?? null },
    ];
    if (e.trayNodeId === null) {
      const { trayNodeId: _, ...detached } = node;
      ctx.state.setNode(detached);
      return inverse;
    }
    const tray = requireNode(ctx.state, e.trayNodeId);
    if (node.definitionName === TRAY_DEFINITION)
      throw new NodeError('InvalidOperation', CREATION_MESSAGES.trayInTray);
    if (tray.definitionName !== TRAY_DEFINITION || tray.parentId !== node.parentId) {
      throw new NodeError('InvalidOperation', CREATION_MESSAGES.trayTarget);
    }
    setField(ctx.state, node, 'trayNodeId', tray.id);
    return inverse;
  },
};
