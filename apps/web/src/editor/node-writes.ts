import {
  type EventInput,
  type GraphNode,
  generateNodeId,
  type NodeDefinition,
  type NodeFlag,
  resolveNodePath,
} from '@nodeloom/engine';
import { type Result, refusal, refused } from '../base/errors.js';
import { definitionChangeEvent, definitionChangeRefusal } from './definition-change.js';
import { definitionOfNode, type EditContext, nodeParamEvent } from './edit-context.js';
import type { ConnectRequest, SocketRef, XY } from './editor-api.js';
import type { NodesApi } from './manager-api.js';
import { type ReferenceRewrite, referencesRewrittenByRename } from './rename-references.js';

/** `editor.nodes`: reads of nodes, and writes to nodes and wires (create, connect, rename, …), each one undo step. */
export class NodeWrites implements NodesApi {
  constructor(private readonly ctx: EditContext) {}

  // reads are fields: views pass them on as functions (wire lists, completions)
  get = (id: string): GraphNode | undefined => this.ctx.project.graph.getNode(id);
  definitionOf = (nodeId: string): NodeDefinition | undefined => definitionOfNode(this.ctx.project, nodeId);

  resolvePath(fromNodeId: string, path: string): string | undefined {
    const { graph } = this.ctx.project;
    return resolveNodePath(graph, graph.getNode(fromNodeId)?.parentId, path);
  }

  /**
   * A node, wired to `connect.from` when given: by the new node's `socket` (the caller picks the
   * one whose type takes the wire), else by its first socket of the other kind; a socket it does
   * not have wires nothing.
   */
  create(
    definitionName: string,
    position: XY,
    connect?: { from?: SocketRef; socket?: string },
  ): string | undefined {
    if (this.ctx.readOnly) return undefined;
    const { project } = this.ctx;
    const nodeId = generateNodeId(project.random);
    const parentId = this.ctx.levelId();
    const definition = project.registry.get(definitionName);
    const events: EventInput[] = [
      {
        eventType: 'nodeCreated',
        nodeId,
        definitionName,
        position: { x: position.x, y: position.y },
        ...(parentId === undefined ? {} : { parentId }),
        // a UDN's name lists one version of its group: the event names that version, so the
        // server's fold and every collaborator build the same one (by name alone, a replica
        // that has not registered the name stores a ghost)
        ...(definition?.udnId ? { udnId: definition.udnId } : {}),
      },
    ];
    const from = connect?.from;
    if (from && definition) {
      const sockets = from.kind === 'output' ? definition.inputs : definition.outputs;
      const identifier = connect?.socket ?? sockets[0]?.identifier;
      if (identifier !== undefined && sockets.some((s) => s.identifier === identifier))
        events.push(
          this.#wire(
            from.kind === 'output'
              ? {
                  sourceNode: from.nodeId,
                  sourceOutputIdentifier: from.identifier,
                  targetNode: nodeId,
                  targetInputIdentifier: identifier,
                }
              : {
                  sourceNode: nodeId,
                  sourceOutputIdentifier: identifier,
                  targetNode: from.nodeId,
                  targetInputIdentifier: from.identifier,
                },
          ),
        );
    }
    if (!this.ctx.dispatch(events)) return undefined;
    this.ctx.select([nodeId]);
    return nodeId;
  }

  connect(request: ConnectRequest): Result {
    return this.ctx.write(() => [this.#wire(request)]);
  }

  /** Moves one end of a wire: the old wire goes and the new one comes in one undo step. */
  reconnect(connectionId: string, request: ConnectRequest): boolean {
    if (!this.ctx.project.graph.getConnection(connectionId)) return false;
    return this.ctx.dispatch([{ eventType: 'connectionDeleted', connectionId }, this.#wire(request)]);
  }

  disconnect(connectionId: string): Result {
    return this.ctx.write(() => [{ eventType: 'connectionDeleted', connectionId }]);
  }

  reorderInput(connectionId: string, order: number): Result {
    const graph = this.ctx.project.graph;
    const wire = graph.getConnection(connectionId);
    if (!wire) return refused(refusal('editor.nothingChanged'));
    const others = graph
      .connectionsToInput(wire.targetNode, wire.targetInputIdentifier)
      .filter((c) => c.id !== connectionId)
      .sort((a, b) => a.order - b.order)
      .map((c) => c.id);
    others.splice(Math.max(0, Math.min(others.length, Math.round(order))), 0, connectionId);
    return this.ctx.write(() => [
      {
        eventType: 'multiInputReordered',
        nodeId: wire.targetNode,
        inputIdentifier: wire.targetInputIdentifier,
        connectionIds: others,
      },
    ]);
  }

  /** Renames a node; expressions and node paths that name it follow, in the same undo step (a bad name: the engine's refusal). */
  rename(id: string, name: string): Result {
    const { project } = this.ctx;
    return this.ctx.write(() => {
      const rewrites = this.previewRename(id, name).flatMap((rewrite) => {
        const node = project.graph.getNode(rewrite.nodeId);
        const field = rewrite.kind === 'expression' ? 'expression' : 'value';
        const event = node && nodeParamEvent(project, node, rewrite.param, field, rewrite.after);
        return event ? [event] : [];
      });
      return [{ eventType: 'nodeRenamed', nodeId: id, name }, ...rewrites];
    });
  }

  previewRename(id: string, name: string): ReferenceRewrite[] {
    const { project } = this.ctx;
    const node = project.graph.getNode(id);
    if (!node || node.name === name) return [];
    return referencesRewrittenByRename(project.graph, (n) => definitionOfNode(project, n.id), id, name);
  }

  setColor(ids: readonly string[], color: string): void {
    this.ctx.dispatch(ids.map((nodeId) => ({ eventType: 'colorChanged', nodeId, color })));
  }

  setComment(id: string, comment: string): void {
    this.ctx.dispatch([{ eventType: 'commentChanged', nodeId: id, comment }]);
  }

  setFlag(ids: readonly string[], flag: NodeFlag, on: boolean): void {
    this.ctx.dispatch(ids.map((nodeId) => ({ eventType: 'nodeFlagToggled', nodeId, flag, value: on })));
  }

  /** Another definition for a node (wires reconnected by identifier or name); an unpacked UDN is refused. */
  changeDefinition(nodeId: string, definitionName: string): boolean {
    const node = this.ctx.project.graph.getNode(nodeId);
    const definition = this.ctx.project.registry.get(definitionName);
    if (!node || !definition || this.ctx.readOnly) return false;
    const refused = definitionChangeRefusal(node);
    if (refused) {
      this.ctx.report(refused);
      return false;
    }
    return this.ctx.dispatch([definitionChangeEvent(node, definition)]);
  }

  /** Deletes nodes; a node whose ancestor goes too leaves with it (deleting it again would fail the batch). */
  /**
   * Moves nodes by an offset (the keyboard's grid steps), exactly: no snap, and a tray's members go
   * with it as in a drag; one undo step. False when nothing moved.
   */
  move(ids: readonly string[], by: XY): boolean {
    if (this.ctx.readOnly || (by.x === 0 && by.y === 0)) return false;
    const graph = this.ctx.project.graph;
    const moved = new Set(ids.filter((id) => graph.hasNode(id)));
    for (const id of this.ctx.levelNodeIds()) {
      const tray = graph.getNode(id)?.trayNodeId;
      if (tray !== undefined && moved.has(tray)) moved.add(id);
    }
    if (moved.size === 0) return false;
    return this.ctx.dispatch(
      [...moved].map((nodeId) => {
        const { x, y } = graph.getNode(nodeId)!.position;
        return { eventType: 'nodePositionChanged', nodeId, position: { x: x + by.x, y: y + by.y } };
      }),
    );
  }

  delete(ids: readonly string[]): void {
    const graph = this.ctx.project.graph;
    const doomed = new Set(ids.filter((id) => graph.hasNode(id)));
    const hasDoomedAncestor = (id: string) => {
      for (let at = graph.getNode(id)?.parentId; at !== undefined; at = graph.getNode(at)?.parentId)
        if (doomed.has(at)) return true;
      return false;
    };
    const roots = [...doomed].filter((id) => !hasDoomedAncestor(id));
    if (roots.length > 0) this.ctx.dispatch(roots.map((nodeId) => ({ eventType: 'nodeDeleted', nodeId })));
  }

  #wire(request: ConnectRequest): EventInput {
    const order = this.ctx.project.graph.connectionsToInput(
      request.targetNode,
      request.targetInputIdentifier,
    ).length;
    return { eventType: 'connectionCreated', connection: { ...request, order } };
  }
}
