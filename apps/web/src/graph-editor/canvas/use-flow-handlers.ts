import type { OnConnectEnd, ReactFlowInstance, ReactFlowProps } from '@xyflow/react';
import { useMemo, useRef } from 'react';
import type { ConnectRequest, EditorApi, XY } from '../../editor/index.js';
import type { MenuTarget } from '../menus/menu-target.js';
import { canFeed } from '../model/data-types.js';
import type { PickerRequest } from './canvas-ui.js';
import type { CanvasEdge } from './flow-edges.js';
import type { CanvasNode } from './flow-nodes.js';
import { showRefusal } from './show-refusal.js';

type Handlers = Pick<
  ReactFlowProps<CanvasNode, CanvasEdge>,
  | 'onNodeClick'
  | 'onNodeDoubleClick'
  | 'isValidConnection'
  | 'onConnect'
  | 'onConnectEnd'
  | 'onReconnectStart'
  | 'onReconnect'
  | 'onReconnectEnd'
  | 'onNodeContextMenu'
  | 'onEdgeContextMenu'
  | 'onPaneContextMenu'
>;

interface Options {
  editor: EditorApi;
  rf: ReactFlowInstance<CanvasNode, CanvasEdge>;
  readOnly: boolean;
  container: { current: HTMLElement | null };
  openPickerAt(client: XY, from?: PickerRequest['from']): void;
  setMenuTarget(target: MenuTarget): void;
}

/**
 * xyflow's event props turned into editor calls. One memoised object: xyflow copies its props into
 * its store on every render, so handlers that change identity would churn the store while panning.
 */
export function useFlowHandlers({
  editor,
  rf,
  readOnly,
  container,
  openPickerAt,
  setMenuTarget,
}: Options): Handlers {
  const reconnected = useRef(false);
  return useMemo<Handlers>(() => {
    const request = (c: {
      source: string;
      target: string;
      sourceHandle?: string | null;
      targetHandle?: string | null;
    }): ConnectRequest | undefined =>
      c.sourceHandle && c.targetHandle
        ? {
            sourceNode: c.source,
            sourceOutputIdentifier: c.sourceHandle,
            targetNode: c.target,
            targetInputIdentifier: c.targetHandle,
          }
        : undefined;

    const onConnectEnd: OnConnectEnd = (event, state) => {
      if (readOnly || state.isValid || state.toNode || !state.fromHandle?.id) return;
      // a wire dropped on empty canvas: the picker, filtered by the socket's data type
      const from = state.fromHandle;
      const kind = from.type === 'source' ? 'output' : 'input';
      const definition = editor.nodes.definitionOf(from.nodeId);
      const socket =
        kind === 'output'
          ? definition?.outputs.find((o) => o.identifier === from.id)
          : definition?.inputs.find((i) => i.identifier === from.id);
      if (!socket) return;
      const point = 'changedTouches' in event ? event.changedTouches[0] : event;
      openPickerAt(
        { x: point.clientX, y: point.clientY },
        { nodeId: from.nodeId, identifier: socket.identifier, kind, dataType: socket.dataType },
      );
    };

    return {
      // a plain click (no drag) on one node of a multi-selection selects it alone, as in other
      // canvas tools; pressed and dragged, the whole selection moves (xyflow leaves it selected)
      onNodeClick: (event, node) => {
        if (event.shiftKey || event.ctrlKey || event.metaKey) return;
        const selection = editor.selection.ids();
        if (selection.size > 1 && selection.has(node.id)) editor.selection.select([node.id], 'replace');
      },
      onNodeDoubleClick: (_event, node) => {
        if (editor.nodes.definitionOf(node.id)?.hasSubLevel || editor.nodes.get(node.id)?.unpacked)
          editor.view.enterLevel(node.id);
      },
      isValidConnection: (c) => {
        if (c.source === c.target) return false;
        const out = editor.nodes.definitionOf(c.source)?.outputs.find((o) => o.identifier === c.sourceHandle);
        const input = editor.nodes
          .definitionOf(c.target)
          ?.inputs.find((i) => i.identifier === c.targetHandle);
        return !!out && !!input && canFeed(out.dataType, input.dataType);
      },
      onConnect: (c) => {
        const r = request(c);
        if (r) showRefusal(editor.nodes.connect(r));
      },
      onConnectEnd,
      onReconnectStart: () => {
        reconnected.current = false;
      },
      onReconnect: (old, c) => {
        const r = request(c);
        if (!r) return;
        reconnected.current = true;
        editor.nodes.reconnect(old.id, r);
      },
      onReconnectEnd: (_event, edge) => {
        // a wire end dropped on empty canvas disconnects it
        if (!reconnected.current) showRefusal(editor.nodes.disconnect(edge.id));
        reconnected.current = false;
      },
      onNodeContextMenu: (_event, node) => {
        if (!editor.selection.ids().has(node.id)) editor.selection.select([node.id], 'replace');
        setMenuTarget({ kind: 'node', nodeId: node.id });
      },
      onEdgeContextMenu: (_event, edge) => setMenuTarget({ kind: 'wire', connectionId: edge.id }),
      onPaneContextMenu: (event) => {
        const box = container.current?.getBoundingClientRect();
        const client = { x: event.clientX, y: event.clientY };
        setMenuTarget({
          kind: 'pane',
          at: { x: client.x - (box?.left ?? 0), y: client.y - (box?.top ?? 0) },
          flow: rf.screenToFlowPosition(client),
        });
      },
    };
  }, [editor, rf, readOnly, container, openPickerAt, setMenuTarget]);
}
